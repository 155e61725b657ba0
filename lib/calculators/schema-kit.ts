import * as z from 'zod/mini';
import { toNumberOrNaN } from '@/lib/number/input';

// zod/mini, not classic zod: the same core and the same `parse`/`safeParse`, but only the pieces a schema uses reach
// the browser (about 8 KB gzip instead of about 30 KB on a calculator page, docs/performance.md).
// The CSP forbids eval, and zod probes `Function('')` once to decide whether to compile its object parsers;
// jitless mode skips the probe. Every schema that reaches the browser is built through this module or
// lib/account/schema.ts, which both set it before any parse.
z.config({ jitless: true });

/**
 * zod builders shared by every calculator schema. Every rejection carries a message key
 * (rendered by the UI from the `Validation` namespace), never English text:
 * - `required`  the field is empty
 * - `notNumber` the text is not a number
 * - `tooSmall` / `tooLarge` outside the bounds (the issue keeps `minimum` / `maximum` for the message)
 * - `notInteger`
 * Calculator-specific rules use keys of their own (`sumpIncomplete`, …), rendered from `Validation` too.
 */
export const ERR = {
  required: 'required',
  notNumber: 'notNumber',
  tooSmall: 'tooSmall',
  tooLarge: 'tooLarge',
  notInteger: 'notInteger',
  invalidOption: 'invalidOption',
} as const;

function numberCore() {
  return z.number({
    error: (issue) => (issue.input === undefined ? ERR.required : ERR.notNumber),
  });
}

interface Bounds {
  /** inclusive lower bound unless `gt` is set */
  min?: number;
  max?: number;
  /** exclusive lower bound (e.g. volumes must be > 0) */
  gt?: number;
  int?: boolean;
}

/** The bound checks, in the order classic zod ran them (integer, then bounds). */
function numberChecks(bounds: Bounds) {
  const checks: z.core.$ZodCheck<number>[] = [];
  if (bounds.int) checks.push(z.int({ error: ERR.notInteger }));
  if (bounds.gt !== undefined) checks.push(z.gt(bounds.gt, { error: ERR.tooSmall }));
  if (bounds.min !== undefined) checks.push(z.minimum(bounds.min, { error: ERR.tooSmall }));
  if (bounds.max !== undefined) checks.push(z.maximum(bounds.max, { error: ERR.tooLarge }));
  return checks;
}

/** `z.preprocess` of classic zod: `fn` runs on the raw input, then `schema` parses what it returns. */
export type Preprocessed<T extends z.core.SomeType> = z.ZodMiniType<z.core.output<T>, unknown, z.core.$ZodPreprocessInternals<T>>;

export function preprocess<T extends z.core.SomeType>(fn: (raw: unknown) => unknown, schema: T): Preprocessed<T> {
  // At run time this is classic zod's preprocess (a pipe from a transform); the type follows classic's, so that an
  // optional field stays an optional key of the object's input.
  return z.pipe(z.transform(fn), schema as unknown as z.core.$ZodType) as unknown as Preprocessed<T>;
}

/** A number field that accepts what people type (full-width digits, spaces, a leading +) and numbers. */
export function num(bounds: Bounds = {}) {
  const checks = numberChecks(bounds);
  return preprocess(toNumberOrNaN, checks.length ? numberCore().check(...checks) : numberCore());
}

/** An optional number field: empty text and absent values become `undefined`. */
export function optNum(bounds: Bounds = {}) {
  return preprocess(toNumberOrNaN, z.optional(num(bounds)));
}

/** A choice among fixed values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: ERR.invalidOption });
}

/** A boolean that also reads the strings a URL carries ("true"/"false"/"1"/"0"). */
export function bool() {
  return preprocess(
    (v) => {
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      return v;
    },
    z.boolean({ error: ERR.invalidOption }),
  );
}
