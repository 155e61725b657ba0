import * as z from 'zod/mini';
import { ADDITIVE_IDS, getPreset, PARAMETERS as DOSE_PARAMETERS } from '@/lib/calculators/dosing/presets';
import { NITRATE_PER_N, PHOSPHATE_PER_P } from '@/lib/calculators/nutrients/compute';
import { LABEL_FIELDS, strengthFromLabel } from '@/lib/calculators/dosing/form';
import { ERR, num, oneOf, optNum } from '@/lib/calculators/schema-kit';
import { refineReading } from '@/lib/calculators/salinity/schema';
import { SALINITY_UNITS, SG_CONVENTIONS, spFromReading, type SalinityUnit, type SgConvention } from '@/lib/seawater';
import { ALKALINITY_UNITS, convertAlkalinity, type AlkalinityUnit } from '@/lib/units';
import { LOG_PARAMETERS, type DoseValues, type LogParameter, type TestValues, type WaterChangeValues } from './model';
import { alkalinityToDkh, fromShown, NITRATE_UNITS, PHOSPHATE_UNITS, VALUE_BOUNDS, type NitrateUnit, type PhosphateUnit } from './params';

/**
 * The log's entry forms: zod schemas over the form's draft (text as typed, the calculators' builders and message
 * keys), and the functions that turn a valid draft into the stored values in canonical units. Every field is
 * optional except the time; a value out of the stored bounds is refused with its bound in the unit it was typed in.
 */

/** Salinity as the salinity screen reads it (ppt and psu are the same number). */
export const LOG_SALINITY_UNITS = SALINITY_UNITS.filter((u): u is Exclude<SalinityUnit, 'psu'> => u !== 'psu');
export const MAX_NOTE_CHARS = 4000;
export const MAX_TANK_NAME_CHARS = 100;
/** A salinity reading with no temperature is read at 25 °C, the reference of the SG conventions shown. */
export const DEFAULT_READING_TEMP_C = 25;

/** NO3-N × 4.4266 = NO3 (62.004/14.007). */
export const nitrateToNo3 = (value: number, unit: NitrateUnit) => (unit === 'no3n' ? value * NITRATE_PER_N : value);
/** PO4-P × 3.0662 = PO4 (94.970/30.974); ppb P is µg/L of P, a thousandth of PO4-P in mg/L; ppb PO4 a thousandth of PO4. */
export const phosphateToPo4 = (value: number, unit: PhosphateUnit) =>
  unit === 'po4p' ? value * PHOSPHATE_PER_P : unit === 'pPpb' ? (value / 1000) * PHOSPHATE_PER_P : unit === 'po4Ppb' ? value / 1000 : value;

const note = () => z.optional(z.string({ error: 'notText' }).check(z.maxLength(MAX_NOTE_CHARS, { error: 'tooLong' })));

/** A `datetime-local` value (or any ISO 8601 time). */
const when = () =>
  z.string({ error: ERR.required }).check(
    z.refine((s) => s.trim() !== '', { error: ERR.required, abort: true }),
    z.refine((s) => !Number.isNaN(new Date(s).getTime()), { error: 'invalidDate' }),
  );

type Ctx = z.core.$RefinementCtx;

/** Refuses a canonical value outside VALUE_BOUNDS, stating the bound in the unit typed (`toTyped`). */
function checkBounds(ctx: Ctx, path: string, parameter: LogParameter, canonical: number | undefined, toTyped: (c: number) => number) {
  if (canonical === undefined) return;
  const b = VALUE_BOUNDS[parameter];
  if (canonical > b.max) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: Number(toTyped(b.max).toPrecision(4)),
      inclusive: true,
      input: canonical,
      path: [path],
      message: ERR.tooLarge,
    });
  }
}

const testFields = {
  at: when(),
  alkalinity: optNum({ min: 0 }),
  alkalinityUnit: z._default(oneOf(ALKALINITY_UNITS), 'dkh'),
  calcium: optNum({ min: 0 }),
  magnesium: optNum({ min: 0 }),
  nitrate: optNum({ min: 0 }),
  nitrateUnit: z._default(oneOf(NITRATE_UNITS), 'no3'),
  phosphate: optNum({ min: 0 }),
  phosphateUnit: z._default(oneOf(PHOSPHATE_UNITS), 'po4'),
  salinity: optNum(),
  salinityUnit: z._default(oneOf(LOG_SALINITY_UNITS as unknown as readonly [string, ...string[]]), 'ppt'),
  /** the scale an SG is read on; absent: the scale the schema was made with (the tank's choice, or the locale's) */
  sgConvention: z.optional(oneOf(SG_CONVENTIONS)),
  temperatureC: optNum({ min: 0, max: 40 }),
  ph: optNum({ min: 0, max: 14 }),
  potassium: optNum({ min: 0 }),
  note: note(),
};

export type TestForm = z.output<z.ZodMiniObject<typeof testFields>>;

/** Canonical values of a parsed test (salinity through the seawater core; an SG on the form's scale, else `sgConvention`). */
export function testValues(f: TestForm, fallbackSg: SgConvention): TestValues {
  const v: TestValues = {};
  const sgConvention = f.sgConvention ?? fallbackSg;
  const t = f.temperatureC ?? DEFAULT_READING_TEMP_C;
  if (f.alkalinity !== undefined) v.alkalinity = alkalinityToDkh(f.alkalinity, f.alkalinityUnit);
  if (f.calcium !== undefined) v.calcium = f.calcium;
  if (f.magnesium !== undefined) v.magnesium = f.magnesium;
  if (f.nitrate !== undefined) v.nitrate = nitrateToNo3(f.nitrate, f.nitrateUnit);
  if (f.phosphate !== undefined) v.phosphate = phosphateToPo4(f.phosphate, f.phosphateUnit);
  if (f.salinity !== undefined) {
    // a meter's conductivity is read as temperature compensated (C25), as ATC meters show it
    const sp = spFromReading(f.salinity, f.salinityUnit as SalinityUnit, t, { sgConvention, conductivityCompensated: true });
    if (sp !== null && Number.isFinite(sp)) v.salinity = sp;
  }
  if (f.temperatureC !== undefined) v.temperature = f.temperatureC;
  if (f.ph !== undefined) v.ph = f.ph;
  if (f.potassium !== undefined) v.potassium = f.potassium;
  return v;
}

/** The water-test form: any subset of the parameters, each in the unit the keeper reads it in. */
export function testSchema(fallbackSg: SgConvention) {
  return z.object(testFields).check(
    z.superRefine((f, ctx) => {
      const sgConvention = f.sgConvention ?? fallbackSg;
      if (f.salinity !== undefined) {
        refineReading(ctx, 'salinity', {
          value: f.salinity,
          unit: f.salinityUnit,
          temperatureC: f.temperatureC ?? DEFAULT_READING_TEMP_C,
          sgConvention,
          conductivityCompensated: true,
        });
      }
      const v = testValues(f, fallbackSg);
      checkBounds(ctx, 'alkalinity', 'alkalinity', v.alkalinity, (c) => convertAlkalinity(c, 'dkh', f.alkalinityUnit));
      checkBounds(ctx, 'calcium', 'calcium', v.calcium, (c) => c);
      checkBounds(ctx, 'magnesium', 'magnesium', v.magnesium, (c) => c);
      checkBounds(ctx, 'nitrate', 'nitrate', v.nitrate, (c) => c / nitrateToNo3(1, f.nitrateUnit));
      checkBounds(ctx, 'phosphate', 'phosphate', v.phosphate, (c) => c / phosphateToPo4(1, f.phosphateUnit));
      checkBounds(ctx, 'potassium', 'potassium', v.potassium, (c) => c);
      if (Object.keys(v).length === 0 && !f.note?.trim()) ctx.addIssue({ code: 'custom', path: ['form'], message: 'nothingEntered' });
    }),
  );
}

/** What was typed, per field, as typed with its unit (kept beside the canonical values for display and audit). */
export function typedOf(draft: Record<string, unknown>, fields: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, unitField] of Object.entries(fields)) {
    const text = draft[field];
    if (typeof text !== 'string' || text.trim() === '') continue;
    const unit = unitField ? draft[unitField] : null;
    out[field] = typeof unit === 'string' ? `${text.trim()} ${unit}` : text.trim();
  }
  return out;
}

/** What a test keeps as typed: typedOf with TEST_TYPED_FIELDS, an SG with its scale ("1.026 sg 25/25", lib/log/sg.ts). */
export function testTypedOf(draft: Record<string, unknown>, fallbackSg: SgConvention): Record<string, string> {
  const out = typedOf(draft, TEST_TYPED_FIELDS);
  if (out.salinity && draft.salinityUnit === 'sg') {
    const scale = (SG_CONVENTIONS as readonly unknown[]).includes(draft.sgConvention) ? (draft.sgConvention as SgConvention) : fallbackSg;
    out.salinity = `${out.salinity} ${scale}`;
  }
  return out;
}

export const TEST_TYPED_FIELDS = {
  alkalinity: 'alkalinityUnit',
  calcium: null,
  magnesium: null,
  nitrate: 'nitrateUnit',
  phosphate: 'phosphateUnit',
  salinity: 'salinityUnit',
  temperatureC: null,
  ph: null,
  potassium: null,
} as const;

/* Dose */

export const AMOUNT_UNITS = ['ml', 'g'] as const;

const doseFields = {
  at: when(),
  parameter: oneOf(DOSE_PARAMETERS),
  alkalinityUnit: z._default(oneOf(ALKALINITY_UNITS), 'dkh'),
  additiveId: oneOf(ADDITIVE_IDS),
  amount: num({ gt: 0, max: 100_000 }),
  amountUnit: z._default(oneOf(AMOUNT_UNITS), 'ml'),
  labelAmount: optNum({ gt: 0, max: 1_000_000 }),
  labelRise: optNum({ gt: 0, max: 1_000_000 }),
  labelVolumeL: optNum({ gt: 0, max: 1_000_000 }),
  note: note(),
};
export type DoseForm = z.output<z.ZodMiniObject<typeof doseFields>>;

/** A dose: a preset of the dosing screen (its own form, mL or g), or a custom product typed as its label. */
export const doseSchema = z.object(doseFields).check(
  z.superRefine((f, ctx) => {
    const preset = getPreset(f.additiveId);
    if (preset && preset.parameter !== f.parameter)
      ctx.addIssue({ code: 'custom', path: ['additiveId'], message: 'additiveParameterMismatch' });
    if (f.additiveId === 'custom') {
      for (const k of LABEL_FIELDS) if (f[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: ERR.required });
    }
  }),
);

/** The stored dose: a preset keeps its id (its form decides mL or g); a custom strength is kept in canonical units. */
export function doseValues(f: DoseForm): DoseValues {
  const preset = getPreset(f.additiveId);
  if (preset)
    return {
      parameter: f.parameter,
      additiveId: preset.id,
      strengthPerUnitPerL: null,
      amount: f.amount,
      amountUnit: preset.form === 'dry' ? 'g' : 'ml',
    };
  const s = strengthFromLabel(f.labelAmount ?? NaN, f.labelRise ?? NaN, f.labelVolumeL ?? NaN);
  const canonical = s === null ? null : fromShown(f.parameter, s, f.alkalinityUnit);
  return { parameter: f.parameter, additiveId: null, strengthPerUnitPerL: canonical, amount: f.amount, amountUnit: f.amountUnit };
}

/* Water change */

export const CHANGE_MODES = ['volume', 'percent'] as const;
export const NEW_WATER_PRESETS = ['natural-sw', 'rodi', 'custom'] as const;
export const NEW_WATER_PARAMETERS = ['salinity', 'alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate'] as const;

const newWaterFields = Object.fromEntries(NEW_WATER_PARAMETERS.map((p) => [p, optNum({ min: 0 })])) as Record<
  (typeof NEW_WATER_PARAMETERS)[number],
  ReturnType<typeof optNum>
>;

/** A water change of the tank's volume `tankVolumeL`: litres or a percentage, and the new water's levels. */
export function waterChangeSchema(tankVolumeL: number) {
  return z
    .object({
      at: when(),
      changeMode: z._default(oneOf(CHANGE_MODES), 'volume'),
      changeVolumeL: optNum({ gt: 0, max: 1_000_000 }),
      changePct: optNum({ gt: 0, max: 100 }),
      alkalinityUnit: z._default(oneOf(ALKALINITY_UNITS), 'dkh'),
      newWaterPreset: z._default(oneOf(NEW_WATER_PRESETS), 'natural-sw'),
      newWater: z._default(z.object(newWaterFields), {}),
      note: note(),
    })
    .check(
      z.superRefine((f, ctx) => {
        if (f.changeMode === 'volume') {
          if (f.changeVolumeL === undefined) ctx.addIssue({ code: 'custom', path: ['changeVolumeL'], message: ERR.required });
          else if (f.changeVolumeL > tankVolumeL) ctx.addIssue({ code: 'custom', path: ['changeVolumeL'], message: 'changeExceedsTank' });
        } else if (f.changePct === undefined) ctx.addIssue({ code: 'custom', path: ['changePct'], message: ERR.required });
        const nw = newWaterValues(f.newWater, f.alkalinityUnit);
        for (const p of NEW_WATER_PARAMETERS) {
          const toTyped = p === 'alkalinity' ? (c: number) => convertAlkalinity(c, 'dkh', f.alkalinityUnit) : (c: number) => c;
          checkBounds(ctx, `newWater.${p}`, p, nw[p], toTyped);
        }
      }),
    );
}
export type WaterChangeForm = z.output<ReturnType<typeof waterChangeSchema>>;

function newWaterValues(
  nw: Partial<Record<(typeof NEW_WATER_PARAMETERS)[number], number | undefined>>,
  alkUnit: AlkalinityUnit,
): TestValues {
  const out: TestValues = {};
  for (const p of NEW_WATER_PARAMETERS) {
    const v = nw[p];
    if (v !== undefined) out[p] = fromShown(p, v, alkUnit);
  }
  return out;
}

export function waterChangeValues(f: WaterChangeForm, tankVolumeL: number): WaterChangeValues {
  const volumeL = f.changeMode === 'volume' ? f.changeVolumeL! : ((f.changePct ?? 0) / 100) * tankVolumeL;
  return { volumeL, newWater: newWaterValues(f.newWater, f.alkalinityUnit), newWaterPreset: f.newWaterPreset };
}

/* Tank */

const targetPair = () => z._default(z.object({ low: optNum({ min: 0 }), high: optNum({ min: 0 }) }), {});

export const tankSchema = z
  .object({
    name: z
      .string({ error: ERR.required })
      .check(z.trim(), z.minLength(1, { error: ERR.required }), z.maxLength(MAX_TANK_NAME_CHARS, { error: 'tooLong' })),
    volumeL: num({ gt: 0, max: 1_000_000 }),
    alkalinityUnit: z._default(oneOf(ALKALINITY_UNITS), 'dkh'),
    targets: z._default(
      z.object(Object.fromEntries(LOG_PARAMETERS.map((p) => [p, targetPair()])) as Record<LogParameter, ReturnType<typeof targetPair>>),
      () => Object.fromEntries(LOG_PARAMETERS.map((p) => [p, {}])) as Record<LogParameter, { low?: number; high?: number }>,
    ),
  })
  .check(
    z.superRefine((f, ctx) => {
      for (const p of LOG_PARAMETERS) {
        const { low, high } = f.targets[p] ?? {};
        if ((low === undefined) !== (high === undefined)) {
          ctx.addIssue({ code: 'custom', path: ['targets', p, low === undefined ? 'low' : 'high'], message: 'targetIncomplete' });
        } else if (low !== undefined && high !== undefined && low > high) {
          ctx.addIssue({ code: 'custom', path: ['targets', p, 'high'], message: 'targetBelowLow' });
        }
        const toTyped = p === 'alkalinity' ? (c: number) => convertAlkalinity(c, 'dkh', f.alkalinityUnit) : (c: number) => c;
        if (high !== undefined) checkBounds(ctx, `targets.${p}.high`, p, fromShown(p, high, f.alkalinityUnit), toTyped);
      }
    }),
  );
export type TankForm = z.output<typeof tankSchema>;

/** Targets of a parsed tank form, canonical units; parameters left empty have none. */
export function tankTargets(f: TankForm) {
  const out: Partial<Record<LogParameter, { low: number; high: number }>> = {};
  for (const p of LOG_PARAMETERS) {
    const { low, high } = f.targets[p] ?? {};
    if (low !== undefined && high !== undefined) {
      out[p] = { low: fromShown(p, low, f.alkalinityUnit), high: fromShown(p, high, f.alkalinityUnit) };
    }
  }
  return out;
}

export { type NitrateUnit, type PhosphateUnit };
