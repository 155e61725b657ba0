import * as z from 'zod/mini';
import { PARAMETERS as DOSE_PARAMETERS } from '@/lib/calculators/dosing/presets';
import { COLLECTION_KINDS, type AnimalEventValues, type AnimalValues, type CollectionKind, type PhotoValues } from '@/lib/collection/model';
import { collectionValuesProblem } from '@/lib/collection/values';
import type { IcpEntryValues } from '@/lib/icp/types';
import { icpValuesProblem } from '@/lib/icp/values';
import { journalValuesSchema } from '@/lib/journal/values';
import { taskDoneValuesProblem, taskValuesProblem, type TaskDoneValues, type TaskValues } from '@/lib/schedule/model';
import {
  atInBounds,
  dangerousKeyPath,
  DB_TEST_VALUE_BOUNDS,
  jsonbTooBig,
  MAX_DB_DOSE_STRENGTH,
  MAX_DOSE_AMOUNT,
  MAX_JSONB_BYTES,
  MAX_NOTE_CHARS,
  MAX_VOLUME_L,
  maxValuesBytes,
  tankNameOk,
} from './db-bounds';
import { LOG_ENTRY_KINDS, LOG_PARAMETERS, type LogEntryKind, type LogParameter } from './model';

/**
 * The log's rows as stored (lib/log/model.ts LogTank, LogEntry), as zod schemas: the one place that says what a
 * stored tank and a stored entry of each kind look like, with the database's own bounds (db-bounds.ts, the check
 * constraints of supabase/migrations). Used where rows come from outside this browser's own writes: the sync's
 * pulled rows (lib/log/sync/core.ts), and every row the log reads from IndexedDB (row-check.ts). Loaded only with
 * those chunks (the log fetches the check while IndexedDB opens), never with the log's first script.
 *
 * A row also must not carry a key that JavaScript treats specially (`__proto__`, `constructor`, `prototype`) at any
 * depth: such a key in JSON becomes an own property that spreads and merges can turn into a prototype change.
 */

export { LOG_ENTRY_KINDS };

export { dangerousKeyPath };

/** Checks the input as given (an object schema's own checks see its output, where unknown keys are already gone). */
const withoutDangerousKeys = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.unknown().check(
      z.superRefine((v, ctx) => {
        const path = dangerousKeyPath(v);
        if (path)
          ctx.addIssue({
            code: 'custom',
            path,
            message: `key "${path[path.length - 1]}" is not allowed`,
          });
      }),
    ),
    schema,
  );

const time = () => z.string().check(z.refine((s) => !Number.isNaN(new Date(s).getTime()), { error: 'not a time' }));
const jsonbWithin = (max: number) => z.refine((v: unknown) => !jsonbTooBig(v, max), { error: `over ${max} bytes of JSON` });
/** A number of the database's numeric range [min, max] (z.number refuses NaN and ±Infinity). */
const between = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
const positiveUpTo = (max: number) => z.number().check(z.gt(0), z.lte(max));

/** A water test's values: only the log's parameters, each within the database's bounds (log_test_values_ok). */
const testValuesShape = Object.fromEntries(
  LOG_PARAMETERS.map((p) => [p, z.optional(between(DB_TEST_VALUE_BOUNDS[p].min, DB_TEST_VALUE_BOUNDS[p].max))]),
) as Record<LogParameter, z.ZodMiniOptional<z.ZodMiniNumber<number>>>;
export const testValuesSchema = z.strictObject(testValuesShape);

export const doseValuesSchema = z.object({
  parameter: z.enum(DOSE_PARAMETERS),
  additiveId: z.nullable(z.string()),
  strengthPerUnitPerL: z.optional(z.nullable(between(0, MAX_DB_DOSE_STRENGTH))),
  amount: positiveUpTo(MAX_DOSE_AMOUNT),
  amountUnit: z.enum(['ml', 'g']),
});

export const waterChangeValuesSchema = z.object({
  volumeL: positiveUpTo(MAX_VOLUME_L),
  newWater: testValuesSchema,
  newWaterPreset: z.optional(z.nullable(z.string())),
});

export const noteValuesSchema = z.strictObject({});

/**
 * Values whose rules live beside their model (the ICP analysis, the collections, the care schedule), checked by the
 * same function the import's preview uses, so the rule is written once; a refusal names the field at fault.
 */
function checkedBy<T>(problem: (v: unknown) => { reason: string; field?: string } | string | null) {
  return z.custom<T>().check(
    z.superRefine((v, ctx) => {
      const p = problem(v);
      if (p === null) return;
      const field = typeof p === 'string' ? p : p.field;
      const reason = typeof p === 'string' ? 'invalidValue' : p.reason;
      ctx.addIssue({ code: 'custom', path: field && field !== 'values' ? [field] : [], message: reason });
    }),
  );
}
const collection = <T>(kind: CollectionKind) => checkedBy<T>((v) => collectionValuesProblem(kind, v));

/** Each kind's values. */
export const entryValuesSchemas = {
  test: testValuesSchema,
  dose: doseValuesSchema,
  water_change: waterChangeValuesSchema,
  note: noteValuesSchema,
  icp: checkedBy<IcpEntryValues>(icpValuesProblem),
  animal: collection<AnimalValues>('animal'),
  animal_event: collection<AnimalEventValues>('animal_event'),
  photo: collection<PhotoValues>('photo'),
  task: checkedBy<TaskValues>(taskValuesProblem),
  task_done: checkedBy<TaskDoneValues>(taskDoneValuesProblem),
  journal: journalValuesSchema,
} satisfies Record<LogEntryKind, z.ZodMiniType>;
// every collection kind has its schema above
COLLECTION_KINDS satisfies readonly (keyof typeof entryValuesSchemas)[];

const rowMeta = {
  userId: z.nullable(z.string()),
  createdAt: time(),
  updatedAt: time(),
  deletedAt: z.nullable(time()),
  version: z.optional(z.int().check(z.gte(0))),
  changeId: z.optional(z.nullable(z.string())),
};

const targetRange = z.object({ low: z.number(), high: z.number() });

export const storedTankSchema = withoutDangerousKeys(
  z.strictObject({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.refine(tankNameOk, { error: 'empty or too long' })),
    volumeL: positiveUpTo(MAX_VOLUME_L),
    targets: z
      .partial(z.strictObject(Object.fromEntries(LOG_PARAMETERS.map((p) => [p, targetRange])) as Record<LogParameter, typeof targetRange>))
      .check(
        jsonbWithin(MAX_JSONB_BYTES),
        z.superRefine((targets, ctx) => {
          for (const p of LOG_PARAMETERS) {
            const r = targets[p];
            if (!r) continue;
            const { min, max } = DB_TEST_VALUE_BOUNDS[p];
            for (const end of ['low', 'high'] as const)
              if (!(r[end] >= min && r[end] <= max)) ctx.addIssue({ code: 'custom', path: [p, end], message: `outside ${min}–${max}` });
            if (r.low > r.high) ctx.addIssue({ code: 'custom', path: [p, 'low'], message: 'above high' });
          }
        }),
      ),
    additives: z.optional(
      z
        .partial(z.strictObject({ alkalinity: z.nullable(z.string()), calcium: z.nullable(z.string()), magnesium: z.nullable(z.string()) }))
        .check(jsonbWithin(MAX_JSONB_BYTES)),
    ),
    archivedAt: z.nullable(time()),
    ...rowMeta,
  }),
);

const entryOf = <K extends LogEntryKind>(kind: K) =>
  z.strictObject({
    id: z.string().check(z.minLength(1)),
    tankId: z.string().check(z.minLength(1)),
    kind: z.literal(kind),
    at: time().check(z.refine(atInBounds, { error: 'outside 1970–2199' })),
    values: entryValuesSchemas[kind].check(jsonbWithin(maxValuesBytes(kind))) as (typeof entryValuesSchemas)[K],
    typed: z.optional(z.record(z.string(), z.string()).check(jsonbWithin(MAX_JSONB_BYTES))),
    note: z.nullable(z.string().check(z.maxLength(MAX_NOTE_CHARS))),
    ...rowMeta,
  });

const entrySchemas = LOG_ENTRY_KINDS.map((k) => entryOf(k)) as unknown as {
  [K in (typeof LOG_ENTRY_KINDS)[number]]: ReturnType<typeof entryOf<K>>;
}[(typeof LOG_ENTRY_KINDS)[number]][];

/**
 * A stored entry: the shape of its kind, or refused with the path `kind` when the kind is not one of the log's.
 * The kind is read first, so a wrong kind is reported as such rather than as every other kind's mismatch.
 */
export const storedEntrySchema = withoutDangerousKeys(
  z.discriminatedUnion('kind', entrySchemas as unknown as [(typeof entrySchemas)[number], ...(typeof entrySchemas)[number][]]),
);

export type StoredTank = z.output<typeof storedTankSchema>;
export type StoredEntry = z.output<typeof storedEntrySchema>;

/**
 * A refusal as one line: the path and what is wrong with the first issue (`values.amount: expected number`). zod/mini
 * carries no messages of its own, so the issue's code says it.
 */
export function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const what =
    issue.code === 'invalid_type'
      ? `expected ${issue.expected}`
      : issue.code === 'unrecognized_keys'
        ? `unknown key ${issue.keys.join(', ')}`
        : issue.code === 'too_big'
          ? `${issue.inclusive === false ? 'not below' : 'above'} ${issue.maximum}`
          : issue.code === 'too_small'
            ? `${issue.inclusive === false ? 'not above' : 'below'} ${issue.minimum}`
            : issue.code === 'invalid_value'
              ? `not one of ${issue.values.map(String).join(', ')}`
              : issue.code === 'invalid_union' && issue.path.length
                ? 'unknown'
                : issue.message;
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${what}` : what;
}
