import * as z from 'zod/mini';
import { LABEL_FIELDS, strengthFromLabel } from '@/lib/calculators/dosing/form';
import { getPreset, type DosingParameter } from '@/lib/calculators/dosing/presets';
import { bool, oneOf, optNum, preprocess } from '@/lib/calculators/schema-kit';
import { parseNumberInput } from '@/lib/number/input';
import type { ConsumptionResult } from './compute';
import { defaults, schema, type ConsumptionInput } from './schema';

/**
 * What the consumption screen needs beyond the methods.md#contract module: the interval typed as two dates, the water change as a
 * switch, a custom product typed as its label ("X mL raises Y in Z L", as on the dosing screen), and the link that
 * opens the dosing screen with the correction.
 */

export const INTERVAL_MODES = ['days', 'dates'] as const;
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a `YYYY-MM-DD` date (UTC midnight), or null. */
export function dateValue(text: unknown): number | null {
  if (typeof text !== 'string' || !ISO_DATE.test(text)) return null;
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) ? t : null;
}

/** Whole days from one `YYYY-MM-DD` date to another; null unless both are dates. */
export function daysBetween(first: unknown, second: unknown): number | null {
  const a = dateValue(first);
  const b = dateValue(second);
  return a === null || b === null ? null : Math.round((b - a) / DAY_MS);
}

const numberOf = (raw: unknown) => {
  const p = parseNumberInput(typeof raw === 'string' || typeof raw === 'number' ? raw : undefined);
  return p.ok ? p.value : Number.NaN;
};

/** The screen's draft → the methods.md#contract input: dates give `days`, a switched-off change gives 0 %, a label gives the strength. */
function fromScreen(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const d = { ...(raw as Record<string, unknown>) };
  if (d.intervalMode === 'dates') {
    const days = daysBetween(d.firstDate, d.secondDate);
    d.days = days === null ? '' : String(days);
  }
  if (d.waterChange === false || d.waterChange === 'false') {
    d.waterChangePct = '0';
    delete d.newWaterLevel;
  }
  if (d.dosedAdditiveId === '') delete d.dosedAdditiveId;
  if (d.dosedAdditiveId === 'none') delete d.dosedMl;
  // the screen's dose fields win over a stray rise; a link carrying only dosedRise (the methods.md#contract name) keeps it
  if (d.dosedAdditiveId !== undefined) delete d.dosedRise;
  if (d.additiveId === 'custom' || d.dosedAdditiveId === 'custom') {
    const [x, y, v] = LABEL_FIELDS.map((k) => numberOf(d[k]));
    const s = strengthFromLabel(x, y, v);
    if (s !== null) d.strengthPerMlPerL = s;
  }
  return d;
}

/** The screen's schema: the methods.md#contract schema plus the dates, the water-change switch and the label fields. */
export const formSchema = preprocess(
  fromScreen,
  z
    .safeExtend(schema, {
      intervalMode: z._default(oneOf(INTERVAL_MODES), 'days'),
      firstDate: z.optional(z.string()),
      secondDate: z.optional(z.string()),
      waterChange: z._default(bool(), false),
      labelAmount: optNum({ gt: 0, max: 1_000_000 }),
      labelRise: optNum({ gt: 0, max: 1_000_000 }),
      labelVolumeL: optNum({ gt: 0, max: 1_000_000 }),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.intervalMode === 'dates') {
          if (dateValue(v.firstDate) === null) ctx.addIssue({ code: 'custom', path: ['firstDate'], message: 'required' });
          if (dateValue(v.secondDate) === null) ctx.addIssue({ code: 'custom', path: ['secondDate'], message: 'required' });
          else if ((daysBetween(v.firstDate, v.secondDate) ?? 1) <= 0)
            ctx.addIssue({ code: 'custom', path: ['secondDate'], message: 'datesOrder' });
        }
        const custom = v.additiveId === 'custom' || v.dosedAdditiveId === 'custom';
        if (custom && v.strengthPerMlPerL === undefined) {
          for (const k of LABEL_FIELDS) if (v[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'required' });
        }
      }),
    ),
);

/**
 * The screen's defaults: the module's, and every optional input listed (empty) so a shared link carries it — the
 * kit restores only the keys of the defaults.
 */
export const formDefaults = {
  ...defaults,
  intervalMode: 'days',
  firstDate: '',
  secondDate: '',
  dosedRise: '',
  waterChange: false,
  waterChangePct: '10',
  newWaterLevel: '',
  strengthPerMlPerL: '',
  labelAmount: '',
  labelRise: '',
  labelVolumeL: '',
} as const;

/** Example levels a newly chosen parameter starts from (alkalinity in dKH): a week of typical use, inside methods.md#dosing's ranges. */
const EXAMPLES: Record<DosingParameter, { firstLevel: number; secondLevel: number; targetLevel: number }> = {
  alkalinity: { firstLevel: 8, secondLevel: 7.9, targetLevel: 8.3 },
  calcium: { firstLevel: 430, secondLevel: 410, targetLevel: 420 },
  magnesium: { firstLevel: 1320, secondLevel: 1300, targetLevel: 1320 },
  nitrate: { firstLevel: 5, secondLevel: 12, targetLevel: 5 },
  phosphate: { firstLevel: 0.03, secondLevel: 0.05, targetLevel: 0.03 },
};
export const exampleLevels = (parameter: DosingParameter) => EXAMPLES[parameter];

const num = (x: number) => String(Number(x.toPrecision(6)));

/**
 * The dosing screen's inputs for the correction from the second test to the target, with the hold dose as its daily
 * dose; null when there is nothing to correct or no product to dose it with.
 */
export function dosingLinkQuery(input: ConsumptionInput, r: ConsumptionResult): Record<string, string> | null {
  const correction = r.correctionMl ?? r.correctionG;
  if (input.additiveId === undefined || input.targetLevel === undefined || correction === null || correction <= 0) return null;
  const query: Record<string, string> = {
    volumeL: num(input.volumeL),
    parameter: input.parameter,
    alkalinityUnit: input.alkalinityUnit,
    current: num(input.secondLevel),
    target: num(input.targetLevel),
    additiveId: input.additiveId,
  };
  const hold = r.doseMlPerDay ?? r.doseGPerDay;
  if (hold !== null) query.dailyMl = num(hold);
  if (input.additiveId === 'custom' && input.strengthPerMlPerL !== undefined) {
    // "1 mL (g) raises S in 1 L" is the same strength S = Y·Z/X
    Object.assign(query, { customForm: input.customForm, labelAmount: '1', labelRise: num(input.strengthPerMlPerL), labelVolumeL: '1' });
  } else if (!getPreset(input.additiveId)) {
    return null;
  }
  return query;
}
