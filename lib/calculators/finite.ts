/**
 * The one guard against non-finite results (docs/methods.md#contract): no NaN or ±Infinity leaves a `compute`.
 * Schemas bound every input, so this only fires on extreme input that skipped the schema (the reef log, a test);
 * the calculator then shows its "no result" state with one warning rather than figures half of which overflowed.
 */

/**
 * The warning every calculator adds when a figure overflowed: "Some numbers are too large to calculate". PAR
 * distribution and thickness pass `notComputable`, their older key, because their screens already say it in words
 * of their own ("The PAR map could not be computed…", "Some results could not be computed…").
 */
export const NON_FINITE_WARNING = 'outOfRange';

/** A number that is neither NaN nor ±Infinity (a compute's guard on an optional or derived figure). */
export const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** True when any number in `value`, at any depth (objects, arrays, typed arrays), is NaN or ±Infinity. */
export function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value)) {
    if (value instanceof DataView) return false;
    const xs = value as unknown as ArrayLike<number | bigint>;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i];
      if (typeof x === 'number' && !Number.isFinite(x)) return true;
    }
    return false;
  }
  if (Array.isArray(value)) return value.some(hasNonFinite);
  return Object.values(value).some(hasNonFinite);
}

/**
 * `result` unchanged when every number in it is finite; otherwise a new object: the calculator's `noResult` shape
 * (or `noResult(result)`, for results whose empty shape depends on a mode) with `warning` added to its own warnings.
 * Never mutates `result`. `R` is the no-result shape's type, so a result literal checks against the calculator's type.
 */
export function finiteOr<R extends { warnings: readonly string[] }>(
  result: NoInfer<R>,
  noResult: R | ((result: NoInfer<R>) => R),
  warning: string = NON_FINITE_WARNING,
): R {
  if (!hasNonFinite(result)) return result;
  const empty = typeof noResult === 'function' ? noResult(result) : noResult;
  return { ...empty, warnings: [...empty.warnings.filter((w) => w !== warning), warning] };
}
