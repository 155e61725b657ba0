/**
 * Kit readings in the forms keepers' kits print them, converted to the unit a calculator's field uses.
 * Chemistry forms come from `lib/units.ts` (KIT_FORMS); salinity forms are 比重 on the fixed-temperature scales
 * (25/4 first on /ja, docs/methods.md#salinity) read with the seawater core. Shared by every screen that takes a level
 * (dosing, dilution, consumption, the log) through the kit's `KitConverter`.
 */
import { decimalsFor } from '@/lib/calculators/precision';
import { spFromSpecificGravity, type SgConvention } from '@/lib/seawater';
import { convertKitReading, KIT_FORMS, type KitParameter } from '@/lib/units';

export type ConverterParameter = KitParameter | 'salinity';

const SALINITY_FORMS: Record<string, SgConvention | null> = { ppt: null, sg254: '25/4', sg2525: '25/25', sg154: '15/4' };

/** The forms offered for a parameter (the field's own unit excluded), the locale's usual one first. */
export function converterForms(parameter: ConverterParameter, locale: string, fieldUnit: string): string[] {
  if (parameter === 'salinity') {
    const order = locale === 'ja' ? ['sg254', 'sg2525', 'sg154'] : ['sg2525', 'sg254', 'sg154'];
    return order.filter((f) => f !== fieldUnit);
  }
  const forms: readonly string[] = KIT_FORMS[parameter];
  const jaFirst = locale === 'ja' ? ['degree', 'no3n', 'po4p', 'pPpb'] : [];
  return [...forms.filter((f) => jaFirst.includes(f)), ...forms.filter((f) => !jaFirst.includes(f))].filter((f) => f !== fieldUnit);
}

/** Decimals a converted value is written with: enough for the field to keep the reading (SG readings give ppt to 2). */
const DECIMALS: Record<string, number> = { dkh: 2, meqL: 3, ppmCaco3: 1, no3: 2, po4: 3, ppt: 2 };

/** value in `from` → the field's unit `to` (ppt for salinity), or null if it is no reading. Rounded for the field. */
export function convertForField(parameter: ConverterParameter, value: number, from: string, to: string): number | null {
  if (!Number.isFinite(value)) return null;
  let out: number | null;
  if (parameter === 'salinity') {
    const convention = SALINITY_FORMS[from];
    if (convention === undefined || to !== 'ppt') return null;
    out = convention === null ? value : spFromSpecificGravity(value, convention);
  } else {
    out = value < 0 ? null : convertKitReading(parameter, value, from, to);
  }
  if (out === null || !Number.isFinite(out)) return null;
  return Number(out.toFixed(DECIMALS[to] ?? decimalsFor('convertedField')));
}
