import { z } from 'zod';
import { toNumberOrNaN } from '@/lib/number-input';

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

/** A number field that accepts what people type (full-width digits, spaces, a leading +) and numbers. */
export function num(bounds: Bounds = {}) {
  let n = numberCore();
  if (bounds.int) n = n.int({ error: ERR.notInteger });
  if (bounds.gt !== undefined) n = n.gt(bounds.gt, { error: ERR.tooSmall });
  if (bounds.min !== undefined) n = n.min(bounds.min, { error: ERR.tooSmall });
  if (bounds.max !== undefined) n = n.max(bounds.max, { error: ERR.tooLarge });
  return z.preprocess(toNumberOrNaN, n);
}

/** An optional number field: empty text and absent values become `undefined`. */
export function optNum(bounds: Bounds = {}) {
  return z.preprocess(toNumberOrNaN, num(bounds).optional());
}

/** A choice among fixed values. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: ERR.invalidOption });
}

/** A boolean that also reads the strings a URL carries ("true"/"false"/"1"/"0"). */
export function bool() {
  return z.preprocess((v) => {
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return v;
  }, z.boolean({ error: ERR.invalidOption }));
}
