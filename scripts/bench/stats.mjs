/** The bench's summaries, one copy: the median of finite values (NaN for none) and a nearest-rank percentile. */

/** Median of the finite numbers in `xs` (the mean of the middle two for an even count); NaN when there are none. */
export function median(xs) {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The value at fraction `p` (0–1) of an ascending `sorted` list, by nearest rank. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))];
