import type { IcpReport } from './types';

/**
 * Turns one report's text into the shapes keepers paste it in (tests only): one cell per line, tab-separated,
 * semicolon CSV with decimal commas, "µ" mangled to "Âµ" or written "u", and a dosing plan above the results.
 */
export type IcpVariant = 'cells' | 'tabs' | 'csv' | 'mojibake' | 'u' | 'dosing-plan';
export const ICP_VARIANTS: readonly IcpVariant[] = ['cells', 'tabs', 'csv', 'mojibake', 'u', 'dosing-plan'];

/** Splits a row into cells: at tabs, else at spaces between a value, a unit and the next cell. */
function cells(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map((c) => c.trim());
  return line
    .replace(/\s+(?=[<>]?\s*\d|n\.[nbg]\.|---)/g, '\t')
    .replace(/(\d)\s+(?=[mµu]g\/[lL]|psu|PSU|dKH|ppm|ppb)/g, '$1\t')
    .split('\t')
    .map((c) => c.trim())
    .filter(Boolean);
}

/** a table row: a value in it, no "label:" (dates and report numbers stay whole) */
const rowLike = (l: string) => /\d|n\.[nbg]\.|---/.test(l) && !/[:：]/.test(l);
const commaDoc = (t: string) => (t.match(/\d,\d/g)?.length ?? 0) > (t.match(/\d\.\d/g)?.length ?? 0);

export function icpVariant(text: string, v: IcpVariant): string {
  const lines = text.split('\n');
  switch (v) {
    case 'cells':
      return lines.flatMap((l) => (rowLike(l) ? cells(l) : [l])).join('\n');
    case 'tabs':
      return lines.map((l) => (rowLike(l) ? cells(l).join('\t') : l)).join('\n');
    case 'csv': {
      const comma = commaDoc(text);
      const cell = (c: string) => (comma ? c : c.replace(/(\d)\.(\d)/g, '$1,$2'));
      return lines.map((l) => (rowLike(l) ? cells(l).map(cell).join(';') : l)).join('\n');
    }
    case 'mojibake':
      return text.replace(/µ/g, 'Âµ');
    case 'u':
      return text.replace(/µ/g, 'u');
    case 'dosing-plan':
      return [
        'Dosing recommendation for your 450 l aquarium',
        'Calcium 45 ml per day',
        'Kalium\t12 ml',
        'Elementals Trace I 3,5 ml',
        'Strontium: 6 mL täglich',
        'Iodine 2 drops',
        '',
        text,
      ].join('\n');
  }
}

/** The analytes as comparable strings (element, section, detection, value or limit, unit). */
export function analyteKeys(r: IcpReport): string[] {
  return r.analytes.map((a) => `${a.section}:${a.element}:${a.detection}:${a.value ?? a.limit ?? '-'}:${a.unit}`).sort();
}
