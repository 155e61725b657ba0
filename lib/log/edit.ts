import type { Draft } from '@/lib/calculators/state';
import type { SgConvention } from '@/lib/seawater';
import { ALKALINITY_UNITS, type AlkalinityUnit } from '@/lib/units';
import { LOG_PARAMETERS, type DoseValues, type LogEntry, type LogParameter, type TestValues, type WaterChangeValues } from './model';
import { NITRATE_UNITS, PHOSPHATE_UNITS, toShown } from './params';
import { LOG_SALINITY_UNITS, NEW_WATER_PARAMETERS, testSchema, testValues } from './schema';
import { appliedScale, typedSg } from './sg';
import { localInputValue } from './time';

/**
 * An entry reopened in its form for editing: the form's draft rebuilt from the entry. What the keeper typed
 * (`typed`, e.g. "2.9 meqL") is shown again as typed when it still reads back to the stored value; otherwise (an
 * imported or synced row, a unit no longer offered, salinity typed under the other language's SG convention) the
 * stored canonical value is shown, alkalinity in the unit picked on the screen.
 */

/** A stored number as field text: six significant digits, no trailing zeros (8.1 stays "8.1"). */
export const numText = (x: number) => String(Number(x.toPrecision(6)));

/** The time an edited entry is saved with: the stored one when its field was left as shown (seconds kept). */
export function savedAt(text: string, entry?: LogEntry | null): string {
  if (entry && text === localInputValue(new Date(entry.at))) return entry.at;
  return new Date(text).toISOString();
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

/** The test form's field of a parameter and its unit field (with the units it offers), as typedOf wrote them. */
const TEST_FIELDS: Record<LogParameter, { field: string; unitField?: string; units?: readonly string[]; canonicalUnit?: string }> = {
  alkalinity: { field: 'alkalinity', unitField: 'alkalinityUnit', units: ALKALINITY_UNITS },
  calcium: { field: 'calcium' },
  magnesium: { field: 'magnesium' },
  nitrate: { field: 'nitrate', unitField: 'nitrateUnit', units: NITRATE_UNITS, canonicalUnit: 'no3' },
  phosphate: { field: 'phosphate', unitField: 'phosphateUnit', units: PHOSPHATE_UNITS, canonicalUnit: 'po4' },
  salinity: { field: 'salinity', unitField: 'salinityUnit', units: LOG_SALINITY_UNITS, canonicalUnit: 'ppt' },
  temperature: { field: 'temperatureC' },
  ph: { field: 'ph' },
  potassium: { field: 'potassium' },
};

/** "8.1 dkh" → text and unit; a field without a unit keeps the whole text. Null when the unit is not one offered. */
function splitTyped(typed: string, units: readonly string[] | undefined): { text: string; unit: string | null } | null {
  if (!units) return { text: typed.trim(), unit: null };
  const at = typed.trimEnd().lastIndexOf(' ');
  if (at < 0) return null;
  const unit = typed.slice(at + 1).trim();
  return units.includes(unit) ? { text: typed.slice(0, at).trim(), unit } : null;
}

/** The water-test form's draft for `entry`, alkalinity in `alkUnit`; `sg` is the tank's scale, for an entry with no SG. */
export function testDraftOf(entry: LogEntry, alkUnit: AlkalinityUnit, sg: SgConvention): Draft {
  const stored = entry.values as TestValues;
  const typed = entry.typed ?? {};
  const draft: Draft = {
    at: localInputValue(new Date(entry.at)),
    alkalinityUnit: alkUnit,
    nitrateUnit: 'no3',
    phosphateUnit: 'po4',
    salinityUnit: 'ppt',
    note: entry.note ?? '',
  };
  const fallback = (p: LogParameter) => {
    const f = TEST_FIELDS[p];
    const v = stored[p];
    draft[f.field] = typeof v === 'number' ? numText(toShown(p, v, alkUnit)) : '';
    if (f.canonicalUnit) draft[f.unitField!] = f.canonicalUnit;
  };
  draft.sgConvention = sg;
  for (const p of LOG_PARAMETERS) {
    const f = TEST_FIELDS[p];
    const sgTyped = p === 'salinity' && typeof stored[p] === 'number' ? typedSg(typed.salinity) : null;
    if (sgTyped) {
      // an SG comes back on the scale it was read on (kept with it, or found from the stored value)
      draft.salinity = sgTyped.text;
      draft.salinityUnit = 'sg';
      draft.sgConvention = sgTyped.scale ?? appliedScale(entry) ?? sg;
      continue;
    }
    const split = typeof stored[p] === 'number' && typed[f.field] ? splitTyped(typed[f.field], f.units) : null;
    if (!split) fallback(p);
    else if (p === 'alkalinity' && split.unit !== alkUnit) fallback(p);
    else {
      draft[f.field] = split.text;
      if (split.unit && p !== 'alkalinity') draft[f.unitField!] = split.unit;
    }
  }
  // what was typed must read back to what is stored; a parameter that does not is shown from the stored value
  const parsed = testSchema(sg).safeParse(draft);
  const read = parsed.success ? testValues(parsed.data, sg) : null;
  for (const p of LOG_PARAMETERS) {
    const v = stored[p];
    const r = read?.[p];
    if (typeof v === 'number' ? r === undefined || !close(r, v) : r !== undefined) fallback(p);
  }
  return draft;
}

/** The dose form's draft for `entry` (a custom product as a label of 1 mL or g raising 1 L by its strength). */
export function doseDraftOf(entry: LogEntry, alkUnit: AlkalinityUnit): Draft {
  const d = entry.values as DoseValues;
  const custom = d.additiveId === null;
  const strength = custom && typeof d.strengthPerUnitPerL === 'number' ? d.strengthPerUnitPerL : null;
  return {
    at: localInputValue(new Date(entry.at)),
    parameter: d.parameter,
    alkalinityUnit: alkUnit,
    additiveId: d.additiveId ?? 'custom',
    amount: numText(d.amount),
    amountUnit: d.amountUnit,
    labelAmount: strength === null ? '' : '1',
    labelRise: strength === null ? '' : numText(toShown(d.parameter, strength, alkUnit)),
    labelVolumeL: strength === null ? '' : '1',
    note: entry.note ?? '',
  };
}

/** The water-change form's draft for `entry`: the percentage typed when it still gives the stored volume, else litres. */
export function waterChangeDraftOf(entry: LogEntry, tankVolumeL: number, alkUnit: AlkalinityUnit): Draft {
  const w = entry.values as WaterChangeValues;
  const typed = entry.typed?.change?.trim() ?? '';
  const pct = typed.endsWith('%') ? Number(typed.slice(0, -1).trim()) : NaN;
  const byPercent = Number.isFinite(pct) && close((pct / 100) * tankVolumeL, w.volumeL);
  const preset = w.newWaterPreset === 'natural-sw' || w.newWaterPreset === 'rodi' ? w.newWaterPreset : 'custom';
  return {
    at: localInputValue(new Date(entry.at)),
    changeMode: byPercent ? 'percent' : 'volume',
    changePct: byPercent ? typed.slice(0, -1).trim() : '',
    changeVolumeL: byPercent ? '' : numText(w.volumeL),
    alkalinityUnit: alkUnit,
    newWaterPreset: preset,
    newWater: Object.fromEntries(
      NEW_WATER_PARAMETERS.map((p) => {
        const v = w.newWater?.[p];
        return [p, typeof v === 'number' ? numText(toShown(p, v, alkUnit)) : ''];
      }),
    ),
    note: entry.note ?? '',
  };
}
