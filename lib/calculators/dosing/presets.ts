import type { PresetGrade } from '@/lib/calculators/types';
import { type AlkalinityUnit, convertAlkalinity, LITERS_PER_US_GALLON } from '@/lib/units';
import { isOneOf } from '@/lib/one-of';

/**
 * Additive presets of docs/presets.md with their strengths, the daily ceilings and the typical reef ranges.
 *
 * Canonical storage units (docs/methods.md#dosing): mg/L (ppm) for calcium and magnesium, ppm as NO3 for nitrate,
 * ppm as PO4 for phosphate, and **meq/L for alkalinity** (dKH and ppm CaCO3 are converted at the edge with the
 * exact factors of methods.md#conventions). A strength is "units raised per mL (per g for a dry product) in 1 L of system water".
 *
 * Left out on purpose (docs/presets.md grades them "verify"): ESV B-Ionic, Tropic Marin All-For-Reef (formate based,
 * no immediate rise), Brightwell products (databases disagree 2.5×) and kalkwasser (sources contradict each other).
 * AquaLife figures in docs/methods.md#dosing are not in docs/presets.md, so they are not presets either.
 */

export const PARAMETERS = ['calcium', 'alkalinity', 'magnesium', 'nitrate', 'phosphate'] as const;
export type DosingParameter = (typeof PARAMETERS)[number];

/** The unit preset strengths, ceilings and ranges are stored in. */
export const CANONICAL_UNIT = {
  calcium: 'ppm',
  alkalinity: 'meqL',
  magnesium: 'ppm',
  nitrate: 'ppm NO3',
  phosphate: 'ppm PO4',
} as const satisfies Record<DosingParameter, string>;

export const ADDITIVE_FORMS = ['liquid', 'dry'] as const;
export type AdditiveForm = (typeof ADDITIVE_FORMS)[number];
export type AdditiveGrade = Extract<PresetGrade, 'maker' | 'maker-recipe' | 'derived'>;

export interface AdditivePreset {
  id: PresetId;
  /** product name as sold (or the chemical for a dry compound) */
  product: string;
  parameter: DosingParameter;
  /** canonical units raised per mL (liquid) or per g (dry) in 1 L of water */
  strengthPerUnitPerL: number;
  form: AdditiveForm;
  grade: AdditiveGrade;
  /** where the figure comes from */
  source: string;
  /** the label wording quoted by the maker, null for a compound derived from its formula */
  label: string | null;
}

export const PRESET_IDS = [
  'redsea-foundation-a',
  'redsea-foundation-b',
  'redsea-foundation-c',
  'aquaforest-component-1',
  'aquaforest-component-2',
  'aquaforest-component-3',
  'seachem-reef-carbonate',
  'seachem-reef-builder',
  'seachem-reef-advantage-mg',
  'salifert-magnesium',
  'rhf-recipe1-ca',
  'rhf-recipe1-alk',
  'baking-soda',
  'soda-ash',
  'calcium-chloride-dihydrate',
  'calcium-chloride-anhydrous',
  'magnesium-chloride-hexahydrate',
  'magnesium-sulfate-heptahydrate',
  'potassium-nitrate',
  'sodium-nitrate',
  'monosodium-phosphate',
  'disodium-phosphate',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const ADDITIVE_IDS = [...PRESET_IDS, 'custom'] as const;
export type AdditiveId = (typeof ADDITIVE_IDS)[number];

/** IUPAC standard atomic weights, g/mol (docs/methods.md#conventions). */
const AW = {
  H: 1.008,
  C: 12.011,
  N: 14.007,
  O: 15.999,
  Na: 22.99,
  Mg: 24.305,
  P: 30.974,
  S: 32.06,
  Cl: 35.45,
  K: 39.098,
  Ca: 40.078,
};
const H2O = 2 * AW.H + AW.O;
const NO3 = AW.N + 3 * AW.O; // 62.004
const PO4 = AW.P + 4 * AW.O; // 94.970

/** S = Y·V_ref/X for a label "X mL raises Y units in V_ref L" (docs/methods.md#dosing). */
const fromLabel = (riseY: number, refL: number, doseX: number) => (riseY * refL) / doseX;
const dkhToMeq = (dkh: number) => convertAlkalinity(dkh, 'dkh', 'meqL');
const US_GAL_25_L = 25 * LITERS_PER_US_GALLON;
/** mg of the ion per g of compound = 1000·(ion mass)/(compound mass); that is ppm per g in 1 L. */
const ionPerGram = (ion: number, compound: number) => (1000 * ion) / compound;

const P: Record<PresetId, Omit<AdditivePreset, 'id'>> = {
  'redsea-foundation-a': {
    product: 'Red Sea Reef Foundation A',
    parameter: 'calcium',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(2, 100, 1),
    source: 'Red Sea dosing chart',
    label: '1 ml / 100 L raises Ca +2 ppm',
  },
  'redsea-foundation-b': {
    product: 'Red Sea Reef Foundation B',
    parameter: 'alkalinity',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: dkhToMeq(fromLabel(0.1, US_GAL_25_L, 1)), // 9.4635 dKH·L/mL
    source: 'Red Sea label; a retailer copy saying 1 dKH per mL/100 L is a 10× typo',
    label: '1 ml per 25 gal raises alk by 0.1 dKH',
  },
  'redsea-foundation-c': {
    product: 'Red Sea Reef Foundation C',
    parameter: 'magnesium',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(1, US_GAL_25_L, 1),
    source: 'Red Sea label',
    label: '1 ml per 25 gal raises Mg by 1 ppm',
  },
  'aquaforest-component-1': {
    product: 'Aquaforest Component 1+',
    parameter: 'calcium',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(4.5, 100, 25),
    source: 'Aquaforest label',
    label: '25 ml in 100 l raises Ca by 4.5 ppm',
  },
  'aquaforest-component-2': {
    product: 'Aquaforest Component 2+',
    parameter: 'alkalinity',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: dkhToMeq(fromLabel(0.65, 100, 25)),
    source: 'Aquaforest label',
    label: '25 ml in 100 l raises KH by 0.65 dKH',
  },
  'aquaforest-component-3': {
    product: 'Aquaforest Component 3+',
    parameter: 'magnesium',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(0.38, 100, 25),
    source: 'Aquaforest label',
    label: '25 ml in 100 l raises Mg by 0.38 ppm',
  },
  'seachem-reef-carbonate': {
    product: 'Seachem Reef Carbonate',
    parameter: 'alkalinity',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(0.25, 80, 5), // 4 meq·L/mL = 4000 meq/L; label formula mL = V·Δmeq/4
    source: 'Seachem label (4000 meq/L)',
    label: 'each 5 mL/80 L raises alkalinity by about 0.25 meq/L',
  },
  'seachem-reef-builder': {
    product: 'Seachem Reef Builder',
    parameter: 'alkalinity',
    form: 'dry',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(0.25, 150, 3),
    source: 'Seachem label; max 12 g/150 L a day',
    label: 'each 3 g/150 L raises alkalinity by about 0.25 meq/L',
  },
  'seachem-reef-advantage-mg': {
    product: 'Seachem Reef Advantage Magnesium',
    parameter: 'magnesium',
    form: 'dry',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(5, 80, 5),
    source: 'Seachem label',
    label: 'each 5 g/80 L raises magnesium by about 5 mg/L',
  },
  'salifert-magnesium': {
    product: 'Salifert Liquid Magnesium',
    parameter: 'magnesium',
    form: 'liquid',
    grade: 'maker',
    strengthPerUnitPerL: fromLabel(12.5, 10, 5),
    source: 'Salifert label; never raise Mg more than 50 mg/L a day',
    label: 'every 5 ml per 10 liters increases Mg by approx. 12.5 mg/L',
  },
  'rhf-recipe1-ca': {
    product: 'Holmes-Farley DIY recipe #1, calcium part',
    parameter: 'calcium',
    form: 'liquid',
    grade: 'maker-recipe',
    strengthPerUnitPerL: 37_000 / 1000, // S = c/1000; RHF's quoted value (stoichiometry gives 36 010 mg/L), docs/methods.md#decisions
    source: 'R. Holmes-Farley, Reefkeeping 2006-02',
    label: 'about 37 000 ppm calcium (500 g CaCl2·2H2O per US gal)',
  },
  'rhf-recipe1-alk': {
    product: 'Holmes-Farley DIY recipe #1, alkalinity part',
    parameter: 'alkalinity',
    form: 'liquid',
    grade: 'maker-recipe',
    strengthPerUnitPerL: 1900 / 1000, // RHF's quoted value (stoichiometry gives 1 868 meq/L)
    source: 'R. Holmes-Farley, Reefkeeping 2006-02',
    label: 'about 1 900 meq/L (5 300 dKH) (594 g baked baking soda per US gal)',
  },
  'baking-soda': {
    product: 'Sodium bicarbonate NaHCO3 (baking soda)',
    parameter: 'alkalinity',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: 1000 / (AW.Na + AW.H + AW.C + 3 * AW.O), // MW 84.006, 1 eq/mol → 29.96 mg per dKH per L
    source: 'MW 84.006, 1 eq/mol',
    label: null,
  },
  'soda-ash': {
    product: 'Sodium carbonate Na2CO3 (soda ash, baked baking soda)',
    parameter: 'alkalinity',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: 2000 / (2 * AW.Na + AW.C + 3 * AW.O), // MW 105.99, 2 eq/mol → 18.90 mg per dKH per L
    source: 'MW 105.99, 2 eq/mol',
    label: null,
  },
  'calcium-chloride-dihydrate': {
    product: 'Calcium chloride dihydrate CaCl2·2H2O',
    parameter: 'calcium',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(AW.Ca, AW.Ca + 2 * AW.Cl + 2 * H2O), // Ca 27.26 %
    source: 'Ca 27.26 % (147.01/40.078)',
    label: null,
  },
  'calcium-chloride-anhydrous': {
    product: 'Calcium chloride anhydrous CaCl2',
    parameter: 'calcium',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(AW.Ca, AW.Ca + 2 * AW.Cl), // Ca 36.11 %
    source: 'Ca 36.11 % (110.98/40.078)',
    label: null,
  },
  'magnesium-chloride-hexahydrate': {
    product: 'Magnesium chloride hexahydrate MgCl2·6H2O',
    parameter: 'magnesium',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(AW.Mg, AW.Mg + 2 * AW.Cl + 6 * H2O), // Mg 11.96 %
    source: 'Mg 11.96 % (203.30/24.305)',
    label: null,
  },
  'magnesium-sulfate-heptahydrate': {
    product: 'Magnesium sulfate heptahydrate MgSO4·7H2O (Epsom salt)',
    parameter: 'magnesium',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(AW.Mg, AW.Mg + AW.S + 4 * AW.O + 7 * H2O), // Mg 9.86 %
    source: 'Mg 9.86 % (246.47/24.305); keep MgCl2:MgSO4 near 10:1',
    label: null,
  },
  'potassium-nitrate': {
    product: 'Potassium nitrate KNO3',
    parameter: 'nitrate',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(NO3, AW.K + NO3),
    source: '62.004/101.10',
    label: null,
  },
  'sodium-nitrate': {
    product: 'Sodium nitrate NaNO3',
    parameter: 'nitrate',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(NO3, AW.Na + NO3),
    source: '62.004/84.99',
    label: null,
  },
  'monosodium-phosphate': {
    product: 'Monosodium phosphate NaH2PO4',
    parameter: 'phosphate',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(PO4, AW.Na + 2 * AW.H + PO4),
    source: '94.970/119.98',
    label: null,
  },
  'disodium-phosphate': {
    product: 'Disodium phosphate Na2HPO4',
    parameter: 'phosphate',
    form: 'dry',
    grade: 'derived',
    strengthPerUnitPerL: ionPerGram(PO4, 2 * AW.Na + AW.H + PO4),
    source: '94.970/141.96',
    label: null,
  },
};

export const ADDITIVE_PRESETS: readonly AdditivePreset[] = PRESET_IDS.map((id) => ({ id, ...P[id] }));

export const isPresetId = (id: string): id is PresetId => isOneOf(PRESET_IDS, id);

export function getPreset(id: string): AdditivePreset | undefined {
  return isPresetId(id) ? { id, ...P[id] } : undefined;
}

/** Daily ceilings of docs/presets.md, in canonical units per day; nitrate and phosphate have none. */
export const DAILY_CEILINGS: Partial<Record<DosingParameter, { perDay: number; source: string }>> = {
  // "about 1–1.4 dKH a day": the upper figure (≈ 0.5 meq/L) is the ceiling,
  // so the warning flags only rises beyond the common range
  alkalinity: { perDay: dkhToMeq(1.4), source: 'hobby ceiling about 1–1.4 dKH a day' },
  calcium: { perDay: 25, source: 'Seachem: do not exceed 25 mg/L per day' },
  magnesium: { perDay: 50, source: 'Salifert: never raise Mg more than 50 mg/L a day' },
};

/**
 * The alkalinity range is set in dKH (7–11), so its floor is exactly 7.0 dKH; in meq/L, the canonical unit, it is
 * 2.50–3.92. Read it from here where a value in dKH must come out exact (a round trip through meq/L may not).
 */
export const ALKALINITY_RANGE_DKH = { min: 7, max: 11 } as const;

/** Typical reef ranges and natural seawater (NSW), canonical units; R. Holmes-Farley's table via docs/methods.md#dosing. */
export const REEF_RANGES: Record<DosingParameter, { min: number; max: number; natural: number | null }> = {
  calcium: { min: 380, max: 450, natural: 420 },
  alkalinity: { min: dkhToMeq(ALKALINITY_RANGE_DKH.min), max: dkhToMeq(ALKALINITY_RANGE_DKH.max), natural: 2.5 },
  magnesium: { min: 1250, max: 1350, natural: 1280 },
  nitrate: { min: 0, max: 0.2, natural: null }, // RHF table; many SPS keepers run 1–10 ppm
  phosphate: { min: 0, max: 0.03, natural: 0.005 },
};

/** A value of `parameter` in the visitor's unit → canonical unit (only alkalinity has a choice of unit). */
export function toCanonical(value: number, parameter: DosingParameter, alkalinityUnit: AlkalinityUnit): number {
  return parameter === 'alkalinity' ? convertAlkalinity(value, alkalinityUnit, 'meqL') : value;
}

/** A canonical value of `parameter` → the visitor's unit. */
export function fromCanonical(value: number, parameter: DosingParameter, alkalinityUnit: AlkalinityUnit): number {
  return parameter === 'alkalinity' ? convertAlkalinity(value, 'meqL', alkalinityUnit) : value;
}

/** A preset's strength in the visitor's unit (e.g. to prefill the custom field): units per mL (g) per L. */
export const presetStrengthIn = (preset: AdditivePreset, alkalinityUnit: AlkalinityUnit) =>
  fromCanonical(preset.strengthPerUnitPerL, preset.parameter, alkalinityUnit);
