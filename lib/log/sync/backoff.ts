/** Exponential back-off with jitter: attempt n waits between half and all of min(max, base·2ⁿ). */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 2_000, maxMs: 5 * 60_000 };

export function backoffDelay(attempt: number, random: () => number = Math.random, o: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(o.maxMs, o.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
