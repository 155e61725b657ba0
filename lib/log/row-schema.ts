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
 * pulled rows (lib/log/sync/core.ts), every row the log reads from IndexedDB (row-check.ts), and the rows of an
 * imported file (import-checks.ts, through problemOf below). Loaded only with those chunks (the log fetches the check
 * while IndexedDB opens; the importers load when a keeper reads a file), never with the log's first script.
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
/** A jsonb column's bound (an issue of code `custom` whose params name the reason `tooBig`, see reasonOf). */
export const jsonbWithin = (max: number) =>
  z.refine((v: unknown) => !jsonbTooBig(v, max), { error: `over ${max} bytes of JSON`, params: { reason: 'tooBig' } });
/** A number of the database's numeric range [min, max] (z.number refuses NaN and ±Infinity). */
const between = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
export const positiveUpTo = (max: number) => z.number().check(z.gt(0), z.lte(max));

/**
 * Test values: only the given parameters, each within the given bounds. The stored rows' bounds are the
 * database's (log_test_values_ok); the import's preview holds a file to the forms' (lib/log/import-checks.ts).
 */
export const testValuesOf = (bounds: Record<LogParameter, { min: number; max: number }>, keys: readonly LogParameter[]) =>
  z.strictObject(
    Object.fromEntries(keys.map((p) => [p, z.optional(between(bounds[p].min, bounds[p].max))])) as Record<
      LogParameter,
      z.ZodMiniOptional<z.ZodMiniNumber<number>>
    >,
  );
/** A water test's values: only the log's parameters, each within the database's bounds (log_test_values_ok). */
export const testValuesSchema = testValuesOf(DB_TEST_VALUE_BOUNDS, LOG_PARAMETERS);

/** A dose's parameter, amount and unit (the import's preview checks these same three, lib/log/import-checks.ts). */
export const doseParameterSchema = z.enum(DOSE_PARAMETERS);
export const doseAmountSchema = positiveUpTo(MAX_DOSE_AMOUNT);
export const doseAmountUnitSchema = z.enum(['ml', 'g']);
/** A tank's volume and a water change's, litres. */
export const volumeSchema = positiveUpTo(MAX_VOLUME_L);

export const doseValuesSchema = z.object({
  parameter: doseParameterSchema,
  additiveId: z.nullable(z.string()),
  strengthPerUnitPerL: z.optional(z.nullable(between(0, MAX_DB_DOSE_STRENGTH))),
  amount: doseAmountSchema,
  amountUnit: doseAmountUnitSchema,
});

export const waterChangeValuesSchema = z.object({
  volumeL: volumeSchema,
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
      ctx.addIssue({
        code: 'custom',
        path: field && field !== 'values' ? [field] : [],
        message: reason,
        params: field ? { reason, field } : { reason },
      });
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

/**
 * A tank's target ranges: the log's parameters, each end within the given bounds, low not above high. Stored rows:
 * the database's bounds; the import's preview: the forms' (lib/log/import-checks.ts).
 */
export const targetsOf = (bounds: Record<LogParameter, { min: number; max: number }>) =>
  z
    .partial(z.strictObject(Object.fromEntries(LOG_PARAMETERS.map((p) => [p, targetRange])) as Record<LogParameter, typeof targetRange>))
    .check(
      jsonbWithin(MAX_JSONB_BYTES),
      z.superRefine((targets, ctx) => {
        for (const p of LOG_PARAMETERS) {
          const r = targets[p];
          if (!r) continue;
          const { min, max } = bounds[p];
          for (const end of ['low', 'high'] as const)
            if (!(r[end] >= min && r[end] <= max)) ctx.addIssue({ code: 'custom', path: [p, end], message: `outside ${min}–${max}` });
          if (r.low > r.high) ctx.addIssue({ code: 'custom', path: [p, 'low'], message: 'above high' });
        }
      }),
    );

/** A tank's name as stored: text of 1–100 characters once trimmed (db-bounds.ts tankNameOk). */
export const tankNameSchema = z.string().check(z.refine(tankNameOk, { error: 'empty or too long' }));

/** A tank's chosen additive per dosed parameter (a dosing preset's id), within the jsonb bound. */
export const tankAdditivesSchema = z
  .partial(z.strictObject({ alkalinity: z.nullable(z.string()), calcium: z.nullable(z.string()), magnesium: z.nullable(z.string()) }))
  .check(jsonbWithin(MAX_JSONB_BYTES));

export const storedTankSchema = withoutDangerousKeys(
  z.strictObject({
    id: z.string().check(z.minLength(1)),
    name: tankNameSchema,
    volumeL: volumeSchema,
    targets: targetsOf(DB_TEST_VALUE_BOUNDS),
    additives: z.optional(tankAdditivesSchema),
    archivedAt: z.nullable(time()),
    ...rowMeta,
  }),
);

/** An entry's time: 1970–2199 (db-bounds.ts atInBounds); the time is read once when it is within them (every row). */
export const entryAtSchema = z.string().check(
  z.superRefine((at, ctx) => {
    if (!atInBounds(at))
      ctx.addIssue({ code: 'custom', input: at, message: Number.isNaN(new Date(at).getTime()) ? 'not a time' : 'outside 1970–2199' });
  }),
);
/** An entry's note: text of at most 4,000 characters, or null. */
export const noteSchema = z.nullable(z.string().check(z.maxLength(MAX_NOTE_CHARS)));
/** An entry's typed texts (what the forms read back): an object of texts within the jsonb bound. */
export const typedSchema = z.record(z.string(), z.string()).check(jsonbWithin(MAX_JSONB_BYTES));

const entryOf = <K extends LogEntryKind>(kind: K) =>
  z.strictObject({
    id: z.string().check(z.minLength(1)),
    tankId: z.string().check(z.minLength(1)),
    kind: z.literal(kind),
    at: entryAtSchema,
    values: entryValuesSchemas[kind].check(jsonbWithin(maxValuesBytes(kind))) as (typeof entryValuesSchemas)[K],
    typed: z.optional(typedSchema),
    note: noteSchema,
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

/**
 * The reasons a schema's issue is named by in the import's preview (message keys under Log.transfer.reasons, see
 * reasonOf); the rules of an ICP analysis, the collections and the care schedule name their own.
 */
export const ISSUE_REASONS = [
  'unknownParameter',
  'notNumber',
  'notText',
  'tooSmall',
  'tooLarge',
  'missingValue',
  'tooLong',
  'tooBig',
  'invalidValue',
] as const;

/** A refused value as the import's preview names it: a message key under Log.transfer.reasons and the field at fault. */
export interface Problem {
  reason: string;
  field?: string;
}

/**
 * An issue's reason (Log.transfer.reasons): a custom issue's own (its params' `reason`: a jsonb bound's `tooBig`,
 * the reason a model's rule gave), else by its code: an unknown key, a value that is not a number or not text, a
 * number below or above its range, a text too short (empty) or too long; anything else `invalidValue`.
 */
export function reasonOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'custom': {
      const reason: unknown = issue.params?.reason;
      return typeof reason === 'string' ? reason : 'invalidValue';
    }
    case 'unrecognized_keys':
      return 'unknownParameter';
    case 'invalid_type':
      return issue.expected === 'number' ? 'notNumber' : issue.expected === 'string' ? 'notText' : 'invalidValue';
    case 'too_small':
      return issue.origin === 'number' ? 'tooSmall' : 'missingValue';
    case 'too_big':
      return issue.origin === 'number' ? 'tooLarge' : 'tooLong';
    default:
      return 'invalidValue';
  }
}

/** The key an issue is about: the first unknown key, the field a model's rule named, or the last key of its path. */
function keyOf(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code === 'unrecognized_keys') return issue.keys[0];
  const field: unknown = issue.code === 'custom' ? issue.params?.field : undefined;
  if (typeof field === 'string') return field;
  const last = issue.path[issue.path.length - 1];
  return typeof last === 'string' ? last : undefined;
}

/**
 * Why `value` fails `schema`, named as the import's preview names a refused row (a Problem), or null: one function
 * for every check of an imported row that a schema here makes. The first issue gives the reason (reasonOf) and the
 * field (its key), unless `as` names them for every issue of this schema (`field: null`: none). With `inputOrder`
 * the first issue is the one about the key that comes first in the value (a strict object reports its unknown keys
 * after its own), as a keeper reads a row.
 */
export function problemOf(
  schema: z.ZodMiniType,
  value: unknown,
  as: { reason?: string; field?: string | null; inputOrder?: boolean } = {},
): Problem | null {
  const r = schema.safeParse(value);
  if (r.success) return null;
  const issues = r.error.issues;
  let issue = issues[0];
  if (!issue) return { reason: as.reason ?? 'invalidValue' };
  if (as.inputOrder && issues.length > 1 && typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    const at = (i: z.core.$ZodIssue) => {
      const k = i.code === 'unrecognized_keys' ? i.keys[0] : i.path[0];
      return typeof k === 'string' ? keys.indexOf(k) : -1;
    };
    for (const i of issues) if (at(i) < at(issue)) issue = i;
  }
  const field = as.field === undefined ? keyOf(issue) : (as.field ?? undefined);
  const reason = as.reason ?? reasonOf(issue);
  return field === undefined ? { reason } : { reason, field };
}
