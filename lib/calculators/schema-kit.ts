import * as z from 'zod/mini';
// Named imports: `z.core.…` at run time would make the bundler keep all of zod's core, locales included.
import { $constructor, $ZodError, _parse, _parseAsync, _safeParse, _safeParseAsync, flattenError, formatError } from 'zod/v4/core';
import { toNumberOrNaN } from '@/lib/number-input';

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

/**
 * Classic zod's `ZodError`, built from zod's core as classic zod builds it (zod/v4/classic/errors.js): the trait
 * name "ZodError" is what `instanceof ZodError` checks, and `format()`/`flatten()` are core's. Importing the class
 * from 'zod' would bring the whole of classic zod, with every locale, into the browser.
 */
const ZodRealError = $constructor(
  'ZodError',
  (inst: z.core.$ZodError, issues: z.core.$ZodIssue[]) => {
    $ZodError.init(inst, issues);
    inst.name = 'ZodError';
    Object.defineProperties(inst, {
      format: { value: (mapper?: (issue: z.core.$ZodIssue) => unknown) => formatError(inst, mapper as never), configurable: true },
      flatten: { value: (mapper?: (issue: z.core.$ZodIssue) => unknown) => flattenError(inst, mapper as never), configurable: true },
      isEmpty: { get: () => inst.issues.length === 0, configurable: true },
    });
  },
  undefined,
  { Parent: Error },
) as unknown as typeof z.core.$ZodRealError;

const parseWithZodError = _parse(ZodRealError);
const safeParseWithZodError = _safeParse(ZodRealError);
const parseAsyncWithZodError = _parseAsync(ZodRealError);
const safeParseAsyncWithZodError = _safeParseAsync(ZodRealError);

/**
 * For the `schema` each calculator exports (docs/methods.md#contract): its `parse` family throws and returns classic zod's
 * `ZodError` (`instanceof ZodError`, `flatten()`, `format()`), as a schema written with `import { z } from 'zod'`
 * would, so code written against the contract with classic zod keeps working. The schema stays zod/mini.
 */
export function withZodErrors<T extends z.ZodMiniType>(schema: T): T {
  const s = schema as unknown as Record<'parse' | 'safeParse' | 'parseAsync' | 'safeParseAsync', unknown>;
  s.parse = (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) =>
    parseWithZodError(schema, data, params, { callee: s.parse as never });
  s.safeParse = (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => safeParseWithZodError(schema, data, params);
  s.parseAsync = (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) =>
    parseAsyncWithZodError(schema, data, params, { callee: s.parseAsync as never });
  s.safeParseAsync = (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => safeParseAsyncWithZodError(schema, data, params);
  return schema;
}
