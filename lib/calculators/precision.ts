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
  | 'factor';

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
};

/** The settings' range and default (docs/methods.md#precision: 2 decimals). */
export const DEFAULT_PRECISION = 2;
export const MAX_PRECISION = 6;

/** Decimals for a value of a quantity (none: the visitor's precision). */
export function decimalsFor(
  quantity: Quantity | undefined,
  value: number | null | undefined,
  precision: number = DEFAULT_PRECISION,
): number {
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
