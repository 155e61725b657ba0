/**
 * Decimals per quantity: the one table the screens use (docs/methods.md, "Precision"). A result shows the
 * visitor's precision setting (2 by default) unless its quantity is listed here with a physical reason to differ.
 */
export type Quantity =
  | 'sg'
  | 'densityGcm3'
  | 'dose'
  | 'calciumMagnesium'
  | 'alkalinityDkh'
  | 'alkalinityMeqL'
  | 'alkalinityPpm'
  | 'phosphate'
  | 'phosphatePerDay'
  | 'asElement'
  | 'ppfd'
  | 'percent'
  | 'count'
  | 'durationDays'
  | 'sheetMm'
  | 'inches'
  | 'saltKg'
  | 'factor'
  | 'risePerDay'
  | 'alkalinityRisePerDay'
  | 'testResolution'
  | 'phosphateResolution'
  | 'uncertaintyPerDay'
  | 'waterChangeEffect'
  | 'doseTenth'
  | 'icpDoseMl'
  | 'litresInText'
  | 'litresTenth'
  | 'speciesFact'
  | 'heightCm'
  | 'tankCm'
  | 'salinityPptTenth'
  | 'saltGramsPerLitre'
  | 'saltGramsEstimate'
  | 'floorLoad'
  | 'plateRatio'
  | 'plateCoefficient'
  | 'stressNmm2'
  | 'stressField'
  | 'levelField'
  | 'convertedField'
  | 'canonicalField';

export interface PrecisionRule {
  /** fixed decimals, or 'setting' for the visitor's precision */
  decimals: number | 'setting';
  /** from this absolute value up, this many decimals instead */
  above?: { from: number; decimals: number };
  /** why the quantity differs from the setting (shown in docs/methods.md) */
  reason: string;
}

export const PRECISION: Record<Quantity, PrecisionRule> = {
  sg: { decimals: 4, reason: 'hydrometers and refractometers read SG to 0.0001 (≈ 0.13 ppt)' },
  densityGcm3: { decimals: 4, reason: 'same resolution as SG' },
  dose: {
    decimals: 'setting',
    above: { from: 10, decimals: 1 },
    reason: 'syringes and scales measure 0.1 mL or 0.1 g; small doses keep the setting',
  },
  calciumMagnesium: { decimals: 0, reason: 'test kits read calcium and magnesium in steps of 5–20 ppm' },
  alkalinityDkh: { decimals: 1, reason: 'test kits read 0.1 dKH' },
  alkalinityMeqL: { decimals: 2, reason: '0.01 meq/L ≈ 0.03 dKH' },
  alkalinityPpm: { decimals: 0, reason: '1 ppm as CaCO₃ ≈ 0.06 dKH' },
  phosphate: { decimals: 3, reason: 'reef phosphate levels are hundredths of a ppm' },
  phosphatePerDay: { decimals: 4, reason: 'phosphate used in a day is a tenth of a reef level' },
  asElement: { decimals: 3, reason: 'NO₃-N and PO₄-P are a quarter to a third of the ion' },
  ppfd: { decimals: 0, reason: 'PAR meters read whole µmol/m²/s' },
  percent: { decimals: 1, reason: 'shares and water-change percentages' },
  count: { decimals: 0, reason: 'days and other counts are whole' },
  durationDays: { decimals: 1, reason: 'a projected time in days, to a tenth (about 2 h): tests are no finer' },
  sheetMm: { decimals: 0, reason: 'standard sheets come in whole millimetres' },
  inches: { decimals: 3, reason: 'sheet thickness in inches is quoted to thousandths' },
  saltKg: { decimals: 3, reason: 'salt in kg to the gram' },
  factor: { decimals: 3, reason: 'brand factors sit close to 1' },
  risePerDay: { decimals: 0, reason: 'a safe daily rise of calcium, magnesium or a nutrient is quoted in whole ppm' },
  alkalinityRisePerDay: { decimals: 1, reason: 'a safe daily alkalinity rise is quoted to 0.1 dKH' },
  testResolution: { decimals: 1, reason: 'the smallest step a calcium, magnesium, alkalinity or nitrate kit reads, to a tenth' },
  phosphateResolution: { decimals: 2, reason: 'phosphate kits step in hundredths of a ppm' },
  uncertaintyPerDay: { decimals: 2, reason: 'the ± on a daily use from two readings, to a hundredth' },
  waterChangeEffect: { decimals: 2, reason: 'a level removed or added by a water change, to a hundredth' },
  doseTenth: {
    decimals: 1,
    reason: 'a dose a keeper measures out (advised, logged, a maker’s maximum): syringes and scales read 0.1 mL or 0.1 g',
  },
  icpDoseMl: { decimals: 2, reason: 'trace-element doses from an ICP plan are small: hundredths of a mL' },
  litresInText: { decimals: 0, reason: 'litres named in a sentence (a tank’s size, an ICP plan’s water change): to the litre' },
  litresTenth: { decimals: 1, reason: 'a logged water change and the system volume offered for a tank: to a tenth of a litre' },
  speciesFact: { decimals: 0, reason: 'species sheet figures (adult size, minimum tank, PAR range) are round numbers' },
  heightCm: { decimals: 1, reason: 'a coral’s height in the tank, to the millimetre' },
  tankCm: {
    decimals: 0,
    reason: 'a tank’s length, width and water depth typed in whole centimetres (a fraction shows as a coral height does)',
  },
  salinityPptTenth: {
    decimals: 1,
    reason: 'salinity re-read from another SG convention: refractometers read 1 ppt, a tenth shows the change',
  },
  saltGramsPerLitre: { decimals: 2, reason: 'salt makers state grams per litre at 35 ppt to the hundredth' },
  saltGramsEstimate: {
    decimals: 1,
    reason: 'a salt figure re-read on another scale, and its range, are estimates: a tenth of a gram per litre',
  },
  floorLoad: { decimals: 0, reason: 'floor loads in N/m² and their share of a code limit: the limits are round figures' },
  plateRatio: { decimals: 2, reason: 'a panel’s side ratio, as the plate tables list it' },
  plateCoefficient: { decimals: 4, reason: 'the plate tables give β and α to four decimals' },
  stressNmm2: { decimals: 1, reason: 'the largest allowable bending stress a sheet takes, in N/mm², to a tenth' },
  stressField: { decimals: 2, reason: 'an allowable stress derived into its field, to a hundredth of a N/mm²' },
  levelField: {
    decimals: 4,
    reason: 'a level converted between alkalinity units or taken from a preset into its field: enough to type back unchanged',
  },
  convertedField: {
    decimals: 3,
    reason: 'a value converted into the visitor’s unit for a field (300 L → 79.252 gal): enough to type back without drift that matters',
  },
  canonicalField: { decimals: 6, reason: 'a canonical value written into a field: float noise trimmed, the visitor’s digits kept' },
};

/** The settings' range and default (docs/methods.md#precision: 2 decimals). */
export const DEFAULT_PRECISION = 2;
export const MAX_PRECISION = 6;

/** Decimals for a value of a quantity (none: the visitor's precision). */
export function decimalsFor(quantity: Quantity | undefined, value?: number | null, precision: number = DEFAULT_PRECISION): number {
  const setting = Number.isInteger(precision) && precision >= 0 && precision <= MAX_PRECISION ? precision : DEFAULT_PRECISION;
  if (!quantity) return setting;
  const rule = PRECISION[quantity];
  if (rule.above && typeof value === 'number' && Number.isFinite(value) && Math.abs(value) >= rule.above.from) return rule.above.decimals;
  return rule.decimals === 'setting' ? setting : rule.decimals;
}

/** The precision row of a reef parameter's level in its unit (calcium, magnesium, alkalinity, phosphate; others the setting). */
export function levelQuantity(parameter: string, alkalinityUnit: string = 'dkh'): Quantity | undefined {
  if (parameter === 'calcium' || parameter === 'magnesium') return 'calciumMagnesium';
  if (parameter === 'phosphate') return 'phosphate';
  if (parameter === 'alkalinity')
    return alkalinityUnit === 'meqL' ? 'alkalinityMeqL' : alkalinityUnit === 'ppmCaco3' ? 'alkalinityPpm' : 'alkalinityDkh';
  return undefined;
}
