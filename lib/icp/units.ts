import { convertAlkalinity } from '@/lib/units';
import type { IcpAnalyte, IcpUnit } from './types';

/** How the ICP parser (./parse.ts) reads a printed number and unit, and the check of a value printed as "> x". */

export type DecimalStyle = 'comma' | 'point';

/** German words of a report: with no decimal to go by, its "1.268" and "10.920" are thousands. */
const GERMAN = /\b(?:probenahme|mengenelemente|spurenelemente|schadstoffe|nährstoffe|natrium|kalium|eisen|kupfer|zink|mangan|iod|jod)\b/i;

export function decimalStyle(text: string): DecimalStyle {
  // a date (14.10.2025) or a time (10.30 Uhr) is not a decimal; "0,048" counts, as a group of thousands never starts with 0
  const numbers = text.replace(/\b\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\b|\b\d{1,2}[.:]\d{2}\s*uhr\b/gi, ' ');
  const commas = numbers.match(/\d,\d{1,2}(?!\d)|(?<![\d.,])0,\d+/g)?.length ?? 0;
  const points = numbers.match(/\d\.\d{1,2}(?!\d)|(?<![\d.,])0\.\d+/g)?.length ?? 0;
  if (commas === points) return GERMAN.test(text) ? 'comma' : 'point';
  return commas > points ? 'comma' : 'point';
}

/** A printed number to a JS number: "0,5", "10.780,5", "1,234.5"; the style decides "10.780" and "1,234". */
export function toNumber(raw: string, style: DecimalStyle): number | null {
  let s = raw.replace(/[’' ]/g, '');
  if (!/^[-+]?\d[\d.,]*$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    s = lastComma > lastPoint ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma >= 0) {
    s = style === 'point' && /^[1-9]\d{0,2}(?:,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
  } else if (style === 'comma' && /^[1-9]\d{0,2}(?:\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  if ((s.match(/\./g)?.length ?? 0) > 1) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export type UnitInfo = { unit: IcpUnit; factor: number };

export function unitOf(raw: string): UnitInfo | null {
  const u = raw
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/\s+/g, '')
    .replace(/liter$/, 'l');
  if (u === 'mg/l' || u === 'ppm' || u === 'mg/kg') return { unit: 'mg/L', factor: 1 };
  if (u === 'ug/l' || u === 'ppb' || u === 'ug/kg') return { unit: 'mg/L', factor: 1e-3 };
  if (u === 'ng/l') return { unit: 'mg/L', factor: 1e-6 };
  if (u === 'psu' || u === 'ppt' || u === '‰' || u === 'g/kg') return { unit: 'PSU', factor: 1 };
  if (u === 'dkh' || u === '°dkh' || u === '°dh' || u === 'dh') return { unit: 'dKH', factor: 1 };
  // 1 meq/L = 2.80385 dKH (docs/presets.md)
  if (u === 'meq/l' || u === 'mval/l' || u === 'mmol/l') return { unit: 'dKH', factor: 2.80385 };
  return null;
}

/** mg/L as CaCO3 per dKH (docs/methods.md#conventions): alkalinity printed as "145 mg/L" is CaCO3. */
const DKH_PER_MG_CACO3 = convertAlkalinity(1, 'ppmCaco3', 'dkh');

/**
 * The unit as the analyte's canonical unit, or null when the two do not go together (the row is then left unparsed,
 * never misread): KH in dKH (meq/L, mmol/L and mg/L as CaCO3 converted), salinity in PSU, every element and ion in
 * mg/L. mmol/L of calcium is not alkalinity, and ppt of mercury is not a salinity.
 */
export function forAnalyte(element: string, u: UnitInfo): UnitInfo | null {
  if (element === 'KH') {
    if (u.unit === 'dKH') return u;
    return u.unit === 'mg/L' && u.factor === 1 ? { unit: 'dKH', factor: DKH_PER_MG_CACO3 } : null;
  }
  if (element === 'salinity') return u.unit === 'PSU' ? u : null;
  return u.unit === 'mg/L' ? u : null;
}

/**
 * Whether a measured value is the lab's "more than" (">500 µg/l", "≥ 2,5"): the lab printed it with ">" and the stored
 * value is still that number in the canonical unit. A value the keeper corrected in the import's preview (any other
 * number) is their own reading, shown as it is. Without a printed unit both a mg/l and a µg/l reading of the number
 * count, as the lab decided which when it was read.
 */
export function printedAbove(a: Pick<IcpAnalyte, 'element' | 'detection' | 'value' | 'reported'>): boolean {
  if (a.detection !== 'measured' || a.value === null) return false;
  const printed = a.reported.value.normalize('NFKC').trim();
  const m = /^[>≥]\s*(.+)$/.exec(printed);
  if (!m) return false;
  const unit = a.reported.unit ? unitOf(a.reported.unit) : null;
  const own = unit && forAnalyte(a.element, unit);
  const factors = a.reported.unit ? (own ? [own.factor] : []) : [1, 1e-3];
  const numbers = (['point', 'comma'] as const).map((style) => toNumber(m[1], style)).filter((n) => n !== null);
  return numbers.some((n) => factors.some((f) => Number((n * f).toPrecision(12)) === a.value));
}
