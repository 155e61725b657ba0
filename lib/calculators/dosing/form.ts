import * as z from 'zod/mini';
import { optNum, preprocess } from '@/lib/calculators/schema-kit';
import { NITRATE_PER_N, PHOSPHATE_PER_P } from '@/lib/calculators/nutrients/compute';
import type { CurrencyCode } from '@/lib/money';
import { parseNumberInput } from '@/lib/number/input';
import type { Draft } from '@/lib/calculators/state';
import { isOneOf } from '@/lib/one-of';
import { ALKALINITY_UNITS, type AlkalinityUnit, convertAlkalinity } from '@/lib/units';
import { ADDITIVE_PRESETS, type AdditiveForm, type DosingParameter, fromCanonical, getPreset, REEF_RANGES } from './presets';
import { compute, type DosingResult } from './compute';
import { defaults, schema, type DosingInput } from './schema';

/**
 * What the dosing screen needs beyond the methods.md#contract module: the custom additive typed as its label
 * ("X mL raises Y units in Z L"), example levels, alkalinity re-expression and the day-by-day split.
 */

/** S = Y·V_ref/X (docs/methods.md#dosing): units raised per mL (g) per L; null unless all three are positive numbers. */
export function strengthFromLabel(amountX: number, riseY: number, volumeRefL: number): number | null {
  if (![amountX, riseY, volumeRefL].every((v) => Number.isFinite(v) && v > 0)) return null;
  const s = (riseY * volumeRefL) / amountX;
  return Number.isFinite(s) ? s : null;
}

export const LABEL_FIELDS = ['labelAmount', 'labelRise', 'labelVolumeL'] as const;

const numberOf = (raw: unknown) => {
  const p = parseNumberInput(typeof raw === 'string' || typeof raw === 'number' ? raw : undefined);
  return p.ok ? p.value : Number.NaN;
};

/** The custom strength always comes from the three label fields; a stray strengthPerMlPerL is dropped. */
function withLabelStrength(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const { strengthPerMlPerL: _ignored, ...rest } = raw as Record<string, unknown>;
  if (rest.additiveId !== 'custom') return rest;
  const [x, y, v] = LABEL_FIELDS.map((k) => numberOf(rest[k]));
  const s = strengthFromLabel(x, y, v);
  return s === null ? rest : { ...rest, strengthPerMlPerL: s };
}

/** The screen's schema: the methods.md#contract schema plus the label fields (amount in mL or g, rise in the level's unit, litres). */
export const formSchema = preprocess(
  withLabelStrength,
  z
    .safeExtend(schema, {
      labelAmount: optNum({ gt: 0, max: 1_000_000 }),
      labelRise: optNum({ gt: 0, max: 1_000_000 }),
      labelVolumeL: optNum({ gt: 0, max: 1_000_000 }),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.additiveId !== 'custom') return;
        for (const k of LABEL_FIELDS) if (v[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'required' });
      }),
    ),
);

/** Example package prices in the currency the locale shows (Red Sea Foundation B, 1 L, 2025 street prices). */
const EXAMPLE_PRICE: Record<CurrencyCode, number> = { USD: 25, JPY: 3500, EUR: 25, GBP: 22, AUD: 40, CAD: 35 };

/**
 * The screen's defaults: the module's, empty label fields, a price that makes sense in the visitor's currency
 * and that currency with it (the extra input `currency`, so the price keeps it in links and saved state), and
 * an empty daily amount: the cost then uses the dose per day computed above (see computeScreen).
 */
export const formDefaults = (currency: CurrencyCode) => ({
  ...defaults,
  currency,
  price: EXAMPLE_PRICE[currency],
  dailyMl: '',
  labelAmount: '',
  labelRise: '',
  labelVolumeL: '',
});

/**
 * The screen's result: the module's, plus whether the cost used the computed dose per day, and what the whole
 * correction costs (its total dose at the package's price), which a one-off correction is priced by.
 */
export type ScreenResult = DosingResult & { dailyFromDose: number | null; correctionCost: number | null };

/** correction = total dose · price / package size; null without a dose, a price or a package size. */
export function correctionCost(r: DosingResult, input: Pick<DosingInput, 'price' | 'packageMl'>): number | null {
  const dose = r.doseMl ?? r.doseG;
  const { price, packageMl } = input;
  if (dose === null || dose <= 0 || price === undefined || packageMl === undefined || packageMl <= 0 || price < 0) return null;
  const cost = (dose * price) / packageMl;
  return Number.isFinite(cost) ? cost : null;
}

/**
 * The §12 compute with the screen's default for the cost: while the daily amount is empty, the cost uses the
 * dose per day just computed (the split dose), and without a dose there is no cost to show (not "incomplete").
 */
export function computeScreen(input: DosingInput): ScreenResult {
  const r = compute(input);
  const correction = correctionCost(r, input);
  if (input.dailyMl !== undefined) return { ...r, dailyFromDose: null, correctionCost: correction };
  if (r.perDayDose === null) {
    return { ...r, dailyFromDose: null, correctionCost: correction, warnings: r.warnings.filter((w) => w !== 'costIncomplete') };
  }
  return { ...compute({ ...input, dailyMl: r.perDayDose }), dailyFromDose: r.perDayDose, correctionCost: correction };
}

export const presetsFor = (parameter: DosingParameter) => ADDITIVE_PRESETS.filter((p) => p.parameter === parameter);

/** The additive a parameter starts with: its first preset (every parameter has at least one). */
export const firstPresetFor = (parameter: DosingParameter) => presetsFor(parameter)[0].id;

/** Liquid (mL) or dry (g): the preset's own form, or the visitor's choice for a custom product. */
export function additiveForm(additiveId: string, customForm: unknown): AdditiveForm {
  const preset = getPreset(additiveId);
  if (preset) return preset.form;
  return customForm === 'dry' ? 'dry' : 'liquid';
}

/** Rounds to `digits` significant digits, for values re-expressed in another unit. */
export function roundSignificant(value: number, digits = 4): number {
  if (!Number.isFinite(value) || value === 0) return value;
  return Number(value.toPrecision(digits));
}

/** Example levels a newly chosen parameter starts from (alkalinity in dKH), inside the reef ranges of docs/methods.md#dosing. */
const EXAMPLE_LEVELS: Record<DosingParameter, { current: number; target: number }> = {
  calcium: { current: 400, target: 420 },
  alkalinity: { current: 7.5, target: 8.5 },
  magnesium: { current: 1250, target: 1300 },
  nitrate: { current: 1, target: 5 },
  phosphate: { current: 0.01, target: 0.03 },
};

export function exampleLevels(parameter: DosingParameter, unit: AlkalinityUnit): { current: number; target: number } {
  const ex = EXAMPLE_LEVELS[parameter];
  if (parameter !== 'alkalinity') return ex;
  const to = (v: number) => roundSignificant(convertAlkalinity(v, 'dkh', unit));
  return { current: to(ex.current), target: to(ex.target) };
}

/** A typed alkalinity value in another unit (4 significant digits); text that is no number stays as it is. */
export function reexpressAlkalinity(text: unknown, from: AlkalinityUnit, to: AlkalinityUnit): unknown {
  const n = numberOf(text);
  if (!Number.isFinite(n) || from === to) return text;
  return String(roundSignificant(convertAlkalinity(n, from, to)));
}

export const isAlkalinityUnit = (v: unknown): v is AlkalinityUnit => isOneOf(ALKALINITY_UNITS, v);

/**
 * The draft in another alkalinity unit: the `levels` typed in the old one (dKH where it names none) re-expressed, not
 * reinterpreted, so the water they describe stays the same. A value that is not a unit is set as it came.
 */
export function withAlkalinityUnit(draft: Draft, to: string, levels: readonly string[]): Draft {
  if (!isAlkalinityUnit(to)) return { ...draft, alkalinityUnit: to };
  const from = isAlkalinityUnit(draft.alkalinityUnit) ? draft.alkalinityUnit : 'dkh';
  const re = Object.fromEntries(levels.map((k) => [k, reexpressAlkalinity(draft[k], from, to)])) as Draft;
  return { ...draft, ...re, alkalinityUnit: to };
}

/** Decimals that show a reef range honestly in each unit. */
const RANGE_DECIMALS: Record<DosingParameter, number> = { calcium: 0, alkalinity: 1, magnesium: 0, nitrate: 1, phosphate: 3 };
const ALK_RANGE_DECIMALS: Record<AlkalinityUnit, number> = { dkh: 1, meqL: 2, ppmCaco3: 0 };

/** The typical reef range of docs/methods.md#dosing in the visitor's unit, with the decimals to show it. */
export function reefRangeIn(parameter: DosingParameter, unit: AlkalinityUnit) {
  const r = REEF_RANGES[parameter];
  const to = (v: number) => fromCanonical(v, parameter, unit);
  return {
    min: to(r.min),
    max: to(r.max),
    natural: r.natural === null ? null : to(r.natural),
    decimals: parameter === 'alkalinity' ? ALK_RANGE_DECIMALS[unit] : RANGE_DECIMALS[parameter],
  };
}

/** A nitrate or phosphate value as N or as P (NO3-N = NO3/4.4266, PO4-P = PO4/3.0662); null for other parameters. */
export function asElement(parameter: DosingParameter, value: number): number | null {
  if (parameter === 'nitrate') return value / NITRATE_PER_N;
  if (parameter === 'phosphate') return value / PHOSPHATE_PER_P;
  return null;
}

export interface ScheduleDay {
  day: number;
  dose: number;
  levelAfter: number;
}

/** Day k doses perDayDose and ends at current + k·perDayRise; at most maxRows days are listed. */
export function daySchedule(current: number, days: number, perDayDose: number, perDayRise: number, maxRows = 10) {
  const listed = Math.max(0, Math.min(days, maxRows));
  const rows: ScheduleDay[] = Array.from({ length: listed }, (_, i) => ({
    day: i + 1,
    dose: perDayDose,
    levelAfter: current + (i + 1) * perDayRise,
  }));
  return { rows, omitted: Math.max(0, days - listed) };
}
