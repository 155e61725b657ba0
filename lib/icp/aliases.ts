import { ICP_ELEMENTS } from './catalogue';

/**
 * Names under which labs print each analyte (English, German, Japanese and the labs' own spellings), matched
 * case-insensitively at the start of a row. Symbols are matched exactly (case-sensitive) in `symbolOf`.
 */
const EXTRA: Record<string, string[]> = {
  salinity: ['sal. total', 'sal.total', 'salinitaet', 'salzgehalt', '塩分'],
  KH: [
    'kh',
    'dkh',
    'alkalinitaet',
    'karbonathärte',
    'karbonathaerte',
    'carbonate hardness',
    'alkalinity (kh)',
    'alkalinität (kh)',
    '炭酸塩硬度',
    'アルカリ度',
  ],
  Ca: ['kalzium'],
  Br: ['bromine', 'brom', 'bromid'],
  B: ['bor'],
  S: ['sulphur'],
  SO4: ['sulphate'],
  Cl: ['chlorine', '塩化物', '塩素'],
  F: ['fluorine', 'fluor'],
  I: ['iodide', 'iodid', 'jod', 'jodid', 'iodine (total iodine, icp-oes)', 'ヨード'],
  Mo: ['molybdaen'],
  Co: ['kobalt'],
  Cr: ['chrome'],
  Al: ['aluminum'],
  Bi: ['bismut'],
  Cs: ['cesium'],
  P: ['phosphorus (icp-oes)', 'gesamtphosphor', 'gesamtphosphor (icp)', 'total phosphorus', 'total phosphorus (icp)', 'phosphor (icp)'],
  PO4: [
    'orthophosphate',
    'orthophosphat',
    'phosphat (photometrisch)',
    'phosphate (photometric)',
    'orthophosphate (photometric)',
    'total phosphate (calculated)',
    'gesamtphosphat',
    'リン酸',
  ],
  NO3: ['硝酸'],
  NO2: ['亜硝酸'],
  Si: ['silizium'],
  SiO2: ['silikat (berechnet)', 'silicate (calculated)', 'ケイ酸'],
};

/** lower-case alias → element, longest first so that "リン酸塩" wins over "リン" and "phosphat" over nothing */
export const NAME_ALIASES: readonly (readonly [string, string])[] = ICP_ELEMENTS.flatMap((e) => {
  const names = [e.names.en, e.names.de, e.names.ja, ...(EXTRA[e.element] ?? [])].filter((n): n is string => !!n);
  const ja = e.names.ja.replace(/（.*）$/, '');
  return [...new Set([...names, ja].map((n) => n.toLowerCase()))].map((n) => [n, e.element] as const);
}).sort((a, b) => b[0].length - a[0].length);

const SYMBOLS = new Set(ICP_ELEMENTS.map((e) => e.element).filter((s) => s !== 'salinity'));
const ION = /^(PO4|SO4|NO3|NO2|NH4|SiO2|Cl|F|Br|I)(?:\d?[-+−]|\^?\d?[-+−])$/;

/** The element a cell names by symbol: 'Ca', 'PO4', 'SO42-', 'Cl-', 'NH4+', 'PO4-P' (phosphorus as P). */
export function symbolOf(cell: string): string | null {
  const c = cell.replace(/[:=]$/, '').replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));
  if (SYMBOLS.has(c)) return c;
  if (c === 'PO4-P') return 'P';
  if (c === 'PO43-' || c === 'PO43-tot') return 'PO4';
  if (c === 'SO42-') return 'SO4';
  const m = ION.exec(c);
  return m ? m[1] : null;
}

const LETTER = /[\p{L}]/u;
const BY_FIRST = new Map<string, (readonly [string, string])[]>();
for (const a of NAME_ALIASES) {
  const list = BY_FIRST.get(a[0][0]) ?? [];
  list.push(a);
  BY_FIRST.set(a[0][0], list);
}

/** The element a row starting with `lower` (lower-case text) names, and the length of the name. */
export function nameAt(lower: string): { element: string; length: number } | null {
  for (const [alias, element] of BY_FIRST.get(lower[0]) ?? []) {
    if (lower.startsWith(alias) && !LETTER.test(lower.charAt(alias.length))) return { element, length: alias.length };
  }
  return null;
}
