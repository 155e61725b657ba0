'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { getPreset } from '@/lib/calculators/dosing/presets';
import { formatLogNumber as formatNumber } from '@/lib/log/number';
import { LOG_PARAMETERS, type DoseValues, type LogEntry, type TestValues, type WaterChangeValues } from '@/lib/log/model';
import { shownDecimals, shownUnitKey, toShown } from '@/lib/log/params';
import { formatLogTime } from '@/lib/log/time';
import type { AlkalinityUnit } from '@/lib/units';
import { hasMessage } from '@/lib/i18n/runtime-key';

/** One entry in words: its time, kind and values in the units the keeper reads. */
export function EntryLine({ entry, alkUnit }: { entry: LogEntry; alkUnit: AlkalinityUnit }) {
  const t = useTranslations('Log');
  const tu = useTranslations('Units');
  const units = useMessages().Units;
  const locale = useLocale();
  const values = (v: TestValues) =>
    LOG_PARAMETERS.filter((p) => typeof v[p] === 'number')
      .map((p) => {
        const key = p === 'temperature' ? null : shownUnitKey(p, alkUnit);
        const u = key === null ? tu('temperature.metric') : hasMessage(units, key) ? tu(key) : '';
        return `${t(`parameters.${p}`)} ${formatNumber(toShown(p, v[p]!, alkUnit), locale, shownDecimals(p, alkUnit))}${u ? ` ${u}` : ''}`;
      })
      .join(t('listSeparator'));
  let body = '';
  if (entry.kind === 'test') body = values(entry.values as TestValues);
  else if (entry.kind === 'dose') {
    const d = entry.values as DoseValues;
    const product = d.additiveId ? (getPreset(d.additiveId)?.product ?? d.additiveId) : t('entry.customProduct');
    body = `${t(`parameters.${d.parameter}`)}: ${product} ${formatNumber(d.amount, locale, 1)} ${d.amountUnit === 'g' ? tu('g') : tu('mL')}`;
  } else if (entry.kind === 'water_change') {
    const w = entry.values as WaterChangeValues;
    body = `${formatNumber(w.volumeL, locale, 1)} ${tu('L')}`;
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
