/**
 * Guesses the slip behind an out-of-range number where it is obvious: a misplaced decimal point by a factor of
 * 10, 100 or 1000 (an SG typed "1023" for 1.023, a salinity "0.035" for 35). Only a value that the factor
 * brings inside the bounds (and, when only one bound is known, near it) is offered; the nearest factor wins.
 */
export function guessScaleSlip(value: number, bounds: { minimum?: number; maximum?: number }): number | null {
  if (!Number.isFinite(value) || value === 0) return null;
  const { minimum, maximum } = bounds;
  const tooLarge = maximum !== undefined && value > maximum;
  const tooSmall = minimum !== undefined && value < minimum;
  if (!tooLarge && !tooSmall) return null;
  for (const power of [1, 2, 3]) {
    const factor = 10 ** power;
    const candidate = Number((tooLarge ? value / factor : value * factor).toPrecision(12));
    // with one bound known, the guess must land near it (same order of magnitude), or it is no obvious slip
    const aboveMin = minimum !== undefined ? candidate >= minimum : maximum !== undefined && candidate >= maximum / 2;
    const belowMax = maximum !== undefined ? candidate <= maximum : minimum !== undefined && candidate <= minimum * 10;
    if (aboveMin && belowMax) return candidate;
  }
  return null;
}
