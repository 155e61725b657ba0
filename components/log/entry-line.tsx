'use client';

import { useLocale } from 'next-intl';
import { useLooseT } from '@/components/calculators/kit/use-calc-t';
import { getPreset } from '@/lib/calculators/dosing/presets';
import { formatLogNumber as formatNumber } from '@/lib/log/number';
import { LOG_PARAMETERS, type DoseValues, type LogEntry, type TestValues, type WaterChangeValues } from '@/lib/log/model';
import { shownDecimals, shownUnitKey, toShown } from '@/lib/log/params';
import { formatLogTime } from '@/lib/log/time';
import type { AlkalinityUnit } from '@/lib/units';

/** One entry in words: its time, kind and values in the units the keeper reads. */
export function EntryLine({ entry, alkUnit }: { entry: LogEntry; alkUnit: AlkalinityUnit }) {
  const t = useLooseT('Log');
  const tu = useLooseT('Units');
  const locale = useLocale();
  const unit = (key: string) => (tu.has(key) ? tu(key) : '');
  const values = (v: TestValues) =>
    LOG_PARAMETERS.filter((p) => typeof v[p] === 'number')
      .map((p) => {
        const u = p === 'temperature' ? unit('temperature.metric') : unit(shownUnitKey(p, alkUnit));
        return `${t(`parameters.${p}`)} ${formatNumber(toShown(p, v[p]!, alkUnit), locale, shownDecimals(p, alkUnit))}${u ? ` ${u}` : ''}`;
      })
      .join(t('listSeparator'));
  let body = '';
  if (entry.kind === 'test') body = values(entry.values as TestValues);
  else if (entry.kind === 'dose') {
    const d = entry.values as DoseValues;
    const product = d.additiveId ? (getPreset(d.additiveId)?.product ?? d.additiveId) : t('entry.customProduct');
    body = `${t(`parameters.${d.parameter}`)}: ${product} ${formatNumber(d.amount, locale, 1)} ${d.amountUnit === 'g' ? unit('g') : unit('mL')}`;
  } else if (entry.kind === 'water_change') {
    const w = entry.values as WaterChangeValues;
    body = `${formatNumber(w.volumeL, locale, 1)} ${unit('L')}`;
  }
  return (
    <span>
      <time dateTime={entry.at} className="font-medium">
        {formatLogTime(entry.at, locale)}
      </time>{' '}
      · {t(`entry.kinds.${entry.kind}`)}
      {body ? ` · ${body}` : ''}
      {entry.note ? ` · ${entry.note}` : ''}
    </span>
  );
}
