/**
 * Correction products for the ICP plan, by product line, with the strength each maker states ("X mL raise Y by Z
 * in V L"), the stated daily maximum, the source and a grade (docs/methods.md#icp-analyses, docs/presets.md).
 * Grades follow docs/presets.md: A = the maker's label or page (or a retailer quoting it); B = an open database or
 * open-source code citing the maker's page, the figure not re-read on that page; C = a keeper's own or a forum figure.
 */

export type IcpProductGrade = 'A' | 'B' | 'C';

export interface IcpProduct {
  id: string;
  line: string;
  maker: string;
  name: string;
  element: string;
  /** `perMl` mL (or g, see doseUnit) raise the element by `raisesMgL` in `inL` litres; mg/L, dKH for KH */
  strength: { raisesMgL: number; perMl: number; inL: number };
  doseUnit: 'mL' | 'g';
  /** largest raise a day the maker allows, same unit as raisesMgL; null when none is stated */
  maxDailyMgL: number | null;
  source: string;
  grade: IcpProductGrade;
  gradeNote: string;
}

export interface IcpProductLine {
  id: string;
  name: string;
  maker: string;
  /** sold through Japanese shops or a Japanese distributor */
  soldInJapan: boolean;
}

export const ICP_PRODUCT_LINES: readonly IcpProductLine[] = [
  { id: 'fauna-marin', name: 'Fauna Marin Elementals / Balling Light', maker: 'Fauna Marin', soldInJapan: false },
  { id: 'ati', name: 'ATI ICP Elements', maker: 'ATI Aquaristik', soldInJapan: false },
  { id: 'oceamo', name: 'Oceamo Single Elements', maker: 'Oceamo', soldInJapan: false },
  { id: 'tropic-marin', name: 'Tropic Marin', maker: 'Tropic Marin', soldInJapan: false },
  { id: 'red-sea', name: 'Red Sea Reef Foundation', maker: 'Red Sea', soldInJapan: true },
  { id: 'sangokai', name: 'SANGOKAI BALANCE / INDIVIDUAL', maker: 'SANGOKAI', soldInJapan: true },
];

const SHDTFY =
  'https://github.com/shdtfy/ha-oceamo-icp/blob/4b6bba12e7efa189a899b3a0753b81545b19b047/custom_components/reef_icp/recommendations.py';
const B_NOTE = 'open-source code citing the maker page; not re-read on the maker page';
/** Tropic Marin and SANGOKAI are in a later version of that code, not at the commit above: each row cites its maker page */
const LATER_NOTE =
  'a later version of open-source code (shdtfy/ha-oceamo-icp, recommendations.py) citing this maker page; not re-read on it';
const TROPIC_MARIN_PAGES: Record<string, string> = {
  Ca: 'https://www.tropic-marin-smartinfo.com/original-balling-components',
  KH: 'https://www.tropic-marin-smartinfo.com/original-balling-components',
  Mg: 'https://www.tropic-marin-smartinfo.com/bio-magnesium',
  K: 'https://www.tropic-marin-smartinfo.com/potassium',
  I: 'https://www.tropic-marin-smartinfo.com/iodine',
  Br: 'https://www.tropic-marin-smartinfo.com/bromine',
};
const SANGOKAI_PAGES: Record<string, string> = {
  Ca: 'https://sangokai.org/?page_id=5133',
  KH: 'https://sangokai.org/?page_id=5163',
  K: 'https://sangokai.org/?page_id=8771',
  Sr: 'https://sangokai.org/?page_id=9006',
  B: 'https://sangokai.org/?page_id=8963',
  Br: 'https://sangokai.org/?page_id=10575',
  I: 'https://sangokai.org/?page_id=10575',
};
const UG = 1e-3;

type Spec = [element: string, name: string, perMl: number, raises: number, maxDaily: number | null, doseUnit?: 'g'];

function line(lineId: string, maker: string, source: string | Record<string, string>, grade: IcpProductGrade, note: string, specs: Spec[]) {
  return specs.map(([element, name, perMl, raises, maxDaily, doseUnit]): IcpProduct => ({
    id: `${lineId}-${element.toLowerCase()}`,
    line: lineId,
    maker,
    name,
    element,
    strength: { raisesMgL: raises, perMl, inL: 100 },
    doseUnit: doseUnit ?? 'mL',
    maxDailyMgL: maxDaily,
    source: typeof source === 'string' ? source : source[element],
    grade,
    gradeNote: note,
  }));
}

// prettier-ignore
export const ICP_PRODUCTS: readonly IcpProduct[] = [
  ...line('fauna-marin', 'Fauna Marin', SHDTFY, 'B', B_NOTE, [
    ['Ca', 'Balling Light Calcium Mix', 10, 11, null],
    ['Mg', 'Balling Light Magnesium Mix', 10, 5, null],
    ['KH', 'Balling Light Carbonate Mix', 10, 0.5, null],
    ['B', 'Elementals B', 15, 1, 2],
    ['K', 'Elementals K', 10, 10, 50],
    ['Sr', 'Elementals Sr', 10, 2, 2],
    ['F', 'Elementals Trace F', 10, 0.2, 0.5],
    ['I', 'Elementals Trace I', 1, 10 * UG, 30 * UG],
    ['Li', 'Elementals Trace Li', 1, 15 * UG, 30 * UG],
    ['Ba', 'Elementals Trace Ba', 10, 5 * UG, 5 * UG],
    ['Mo', 'Elementals Trace Mo', 1, 6 * UG, 6 * UG],
    ['Fe', 'Elementals Trace Fe', 1, 4 * UG, 1 * UG],
    ['Mn', 'Elementals Trace Mn', 1, 4 * UG, 1 * UG],
    ['Zn', 'Elementals Trace Zn', 1, 10 * UG, 3 * UG],
    ['V', 'Elementals Trace V', 1, 5 * UG, 2 * UG],
    ['Rb', 'Elementals Trace Rb', 1, 5 * UG, 25 * UG],
  ]),
  ...line('ati', 'ATI Aquaristik', SHDTFY, 'B', B_NOTE, [
    ['Ca', 'ICP Element Calcium', 1, 2, null],
    ['Mg', 'ICP Element Magnesium', 1, 1, null],
    ['KH', 'ICP Element Karbonathärte', 1, 0.1, null],
    ['K', 'ICP Element Kalium', 1, 1, null],
    ['Sr', 'ICP Element Strontium', 1, 0.2, null],
    ['B', 'ICP Element Bor', 100, 0.5, null],
    ['Br', 'ICP Element Brom', 1, 1, null],
    ['F', 'ICP Element Fluor', 10, 0.2, null],
    ['I', 'ICP Element Jod', 1, 10 * UG, null],
    ['Li', 'ICP Element Lithium', 1, 15 * UG, null],
    ['Ba', 'ICP Element Barium', 1, 1 * UG, null],
    ['Mo', 'ICP Element Molybdän', 1, 6 * UG, null],
    ['Fe', 'ICP Element Eisen', 1, 4 * UG, null],
    ['Zn', 'ICP Element Zink', 1, 10 * UG, null],
  ]),
  ...line('oceamo', 'Oceamo', SHDTFY, 'B', B_NOTE, [
    ['KH', 'DUO KH', 10, 1, null],
    ['K', 'Single Elements Kalium', 1, 1.5, 6],
    ['Sr', 'Single Elements Strontium', 10, 1, 1],
    ['B', 'Single Elements Bor', 100, 0.5, 0.5],
    ['F', 'Single Elements Fluorid', 10, 0.1, 0.1],
    ['I', 'Single Elements Iod', 1, 50 * UG, null],
    ['Ba', 'Single Elements Barium', 1, 2 * UG, 4 * UG],
    ['Mo', 'Single Elements Molybdän', 1, 2 * UG, 2 * UG],
  ]),
  // Balling A/B: at most 150 mL per 100 L a day = 30 mg/L Ca and 4.2 dKH
  ...line('tropic-marin', 'Tropic Marin', TROPIC_MARIN_PAGES, 'B', LATER_NOTE, [
    ['Ca', 'Original Balling Part A', 50, 10, 30],
    ['KH', 'Original Balling Part B', 50, 1.4, 4.2],
    ['Mg', 'Bio-Magnesium', 50, 25, 25],
    ['K', 'Potassium', 10, 10, 20],
    ['I', 'Iodine', 1.5, 15 * UG, 30 * UG],
    ['Br', 'Bromine', 5, 5, 10],
  ]),
  // docs/presets.md: "1 ml / 100 L raises Ca +2 ppm"; "1 ml per 25 gal" = 94.6 L for B (0.1 dKH) and C (1 mg/L Mg)
  ...line('red-sea', 'Red Sea', 'docs/presets.md#additives (Red Sea dosing chart and labels)', 'A', 'the maker\'s label', [
    ['Ca', 'Reef Foundation A', 1, 2, null],
    ['KH', 'Reef Foundation B', 1, 0.0946, null],
    ['Mg', 'Reef Foundation C', 1, 0.946, null],
  ]),
  ...line('sangokai', 'SANGOKAI', SANGOKAI_PAGES, 'B', LATER_NOTE, [
    ['Ca', 'BALANCE Ca-1', 2.5, 1, null],
    ['KH', 'BALANCE KH', 40, 1, null],
    ['K', 'INDIVIDUAL K', 10, 10, 20],
    ['Sr', 'INDIVIDUAL Sr', 10, 1, 4],
    ['B', 'INDIVIDUAL B', 10, 0.5, 4],
    ['Br', 'INDIVIDUAL BrF', 10, 5, 5],
    ['I', 'INDIVIDUAL IF', 1, 50 * UG, null],
  ]),
];

export function icpProductsOf(lineId: string): IcpProduct[] {
  return ICP_PRODUCTS.filter((p) => p.line === lineId);
}

/** A keeper's product from its label: "`ml` mL (or g, `doseUnit`) raise `element` by `raises` (`unit`) in `inL` L". */
export interface CustomIcpProduct {
  name: string;
  element: string;
  ml: number;
  doseUnit?: 'mL' | 'g';
  raises: number;
  unit: 'mg/L' | 'µg/L' | 'dKH';
  inL: number;
  maxDaily?: number | null;
}

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The keeper's label as an IcpProduct (grade C, the keeper's own figure); null when a figure is missing or ≤ 0. */
export function customIcpProduct(c: CustomIcpProduct): IcpProduct | null {
  if (!c.element || !positive(c.ml) || !positive(c.raises) || !positive(c.inL)) return null;
  const f = c.unit === 'µg/L' ? UG : 1;
  const max = c.maxDaily == null ? null : positive(c.maxDaily) ? c.maxDaily * f : null;
  return {
    id: `custom-${c.element.toLowerCase()}-${c.name.trim().toLowerCase()}`,
    line: 'custom',
    maker: '',
    name: c.name,
    element: c.element,
    strength: { raisesMgL: c.raises * f, perMl: c.ml, inL: c.inL },
    doseUnit: c.doseUnit ?? 'mL',
    maxDailyMgL: max,
    source: 'label',
    grade: 'C',
    gradeNote: 'your own figure',
  };
}
