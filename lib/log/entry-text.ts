import type { IcpEntryValues } from '@/lib/icp/types';
import { getPreset } from '@/lib/calculators/dosing/presets';
import type { RuntimeT } from '@/lib/i18n/runtime-key';
import { formatNumber } from '@/lib/number/text';
import { LOG_PARAMETERS, type DoseValues, type LogEntry, type TestValues, type WaterChangeValues } from '@/lib/log/model';
import { shownDecimals, shownUnitKey, toShown } from '@/lib/log/params';
import type { AlkalinityUnit } from '@/lib/units';
import { journalHeadline, type JournalValues } from '@/lib/journal/model';
import { appliedScale, typedSg } from './sg';

/**
 * The log's text that code puts together from messages (the entry list's lines, the product in the dose advice), in
 * the reader's language: product names from `Calculators.dosing.productNames` (short forms of the dosing screen's
 * option labels), separators and punctuation from `Log.entry`. `t` is a root translator (`runtimeT(useTranslations())`).
 * messages/ja-terms.test.ts runs these on the Japanese messages against the glossary's rules.
 */

/** The name of a dosed product in the reader's language; `customKey` names the keeper's own product. */
export function productName(
  t: RuntimeT,
  additiveId: string | null | undefined,
  customKey: 'Log.entry.customProduct' | 'Log.advice.customProduct',
): string {
  const key = `Calculators.dosing.productNames.${additiveId}`;
  return additiveId && getPreset(additiveId) && t.has(key) ? t(key) : t(customKey);
}

/**
 * A name and its value: no space after a Japanese character or bracket (JTF: none between Japanese and half-width
 * text, so 「カルシウム420 mg/L」), one after Latin text (「pH 8.10」, "Calcium 420 mg/L").
 */
export const nameWithValue = (name: string, value: string) => (/[\u0000-\u024f]$/.test(name) ? `${name} ${value}` : `${name}${value}`);

/** A number and its unit, with the unit's space (none for °C, as in Units). */
function valueWithUnit(value: string, unit: string): string {
  if (!unit) return value;
  return unit.startsWith('°') ? `${value}${unit}` : `${value} ${unit}`;
}

/**
 * What an entry holds, in words: a test's values, a dose's parameter, product and amount, a water change's volume, a
 * journal post's title. `units` reads Units.
 */
export function entryBody(t: RuntimeT, units: RuntimeT, entry: LogEntry, alkUnit: AlkalinityUnit, locale: string): string {
  if (entry.kind === 'test') {
    const v = entry.values as TestValues;
    return LOG_PARAMETERS.filter((p) => typeof v[p] === 'number')
      .map((p) => {
        const key = p === 'temperature' ? 'temperature.metric' : shownUnitKey(p, alkUnit);
        const unit = units.has(key) ? units(key) : '';
        const value = formatNumber(toShown(p, v[p]!, alkUnit), locale, shownDecimals(p, alkUnit));
        const shown = valueWithUnit(value, unit);
        // a salinity typed as SG shows the number typed and the scale it was read on
        const sg = p === 'salinity' ? typedSg(entry.typed?.salinity) : null;
        const scale = sg ? appliedScale(entry) : null;
        const text =
          sg && scale ? t('Log.entry.sgReading', { salinity: shown, value: sg.text, scale: t(`Log.reread.short.${scale}`) }) : shown;
        return nameWithValue(t(`Log.parameters.${p}`), text);
      })
      .join(t('Log.listSeparator'));
  }
  if (entry.kind === 'dose') {
    const d = entry.values as DoseValues;
    const amount = `${formatNumber(d.amount, locale, 'doseTenth')} ${t(d.amountUnit === 'g' ? 'Units.g' : 'Units.mL')}`;
    return t('Log.entry.doseLine', {
      parameter: t(`Log.parameters.${d.parameter}`),
      dose: nameWithValue(productName(t, d.additiveId, 'Log.entry.customProduct'), amount),
    });
  }
  if (entry.kind === 'icp') {
    const v = entry.values as IcpEntryValues;
    return t('Log.entry.icpLine', { lab: t(`Icp.labs.${v.lab}`), count: v.analytes.length });
  }
  if (entry.kind === 'journal') {
    // a post in one line: its title or the start of its body, and whether it is still a draft (the journal shows it whole)
    const v = entry.values as JournalValues;
    const headline = journalHeadline(v);
    return v.published ? headline : t('Log.entry.journalDraft', { headline });
  }
  if (entry.kind === 'water_change') {
    const w = entry.values as WaterChangeValues;
    return `${formatNumber(w.volumeL, locale, 'litresTenth')} ${t('Units.L')}`;
  }
  return '';
}

/** A number of days as a keeper says it: 2 and 2.5, never 2.0 (one decimal below ten days, none above). */
export function daysText(days: number, locale: string): string {
  const shown = days < 10 ? Math.round(days * 10) / 10 : Math.round(days);
  return formatNumber(shown, locale, Number.isInteger(shown) ? 'count' : 'durationDays');
}
