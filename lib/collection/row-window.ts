/**
 * The rows a virtualised list renders (components/collection/virtual-list.tsx): those in view at `scrollTop` and a
 * margin of `overscan` rows on each side, as [first, last). A list that fits its box renders whole.
 */
export function rowWindow(
  scrollTop: number,
  {
    count,
    rowHeight,
    height,
    whole,
    overscan = 5,
  }: { count: number; rowHeight: number; height: number; whole?: boolean; overscan?: number },
): { first: number; last: number } {
  if (whole || count * rowHeight <= height) return { first: 0, last: count };
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, count * rowHeight - height));
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan);
  return { first, last };
}
