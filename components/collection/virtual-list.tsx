'use client';

import { memo, useCallback, useState, type ReactNode, type UIEvent } from 'react';
import { rowWindow } from '@/lib/collection/row-window';

/**
 * A list that renders only the rows in view (plus a margin) once it is long: rows of a fixed height in a scrolling
 * box, so 300 animals or 1,000 photos cost the main thread what 20 do. Short lists render whole.
 *
 * Scrolling re-renders the list only when the window of rows changes (`rowWindow`), not on every pixel; a row that
 * stays in the window is not rendered again (`Row` is memoised on its item, so `render` should depend on the item
 * and on values that change rarely). The box and each row are contained, so laying out one row never lays out the
 * page, and the rows of the margin, out of view, are skipped by the renderer (`content-visibility`).
 */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  label,
  render,
  keyOf,
  testId,
}: {
  items: readonly T[];
  rowHeight: number;
  height: number;
  label: string;
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  testId?: string;
}) {
  const [top, setTop] = useState(0);
  const whole = items.length * rowHeight <= height;
  const { first, last } = rowWindow(whole ? 0 : top, { count: items.length, rowHeight, height, whole });
  const onScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      const next = e.currentTarget.scrollTop;
      // only a change of the window re-renders: the state is the first row's offset, not the pixel
      setTop((prev) => (Math.floor(prev / rowHeight) === Math.floor(next / rowHeight) ? prev : next));
    },
    [rowHeight],
  );
  return (
    <div
      className={whole ? '' : 'overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700'}
      style={whole ? undefined : { height, contain: 'strict' }}
      onScroll={whole ? undefined : onScroll}
      data-testid={testId}
    >
      <ul aria-label={label} className="relative" style={{ height: whole ? undefined : items.length * rowHeight }}>
        {items.slice(first, last).map((item, i) => (
          <Row key={keyOf(item)} item={item} render={render} top={whole ? null : (first + i) * rowHeight} rowHeight={rowHeight} />
        ))}
      </ul>
    </div>
  );
}

const Row = memo(function Row<T>({
  item,
  render,
  top,
  rowHeight,
}: {
  item: T;
  render: (item: T) => ReactNode;
  top: number | null;
  rowHeight: number;
}) {
  return (
    <li
      className={top === null ? '' : 'absolute inset-x-0'}
      style={
        top === null
          ? { minHeight: rowHeight }
          : { top, height: rowHeight, contain: 'strict', contentVisibility: 'auto', containIntrinsicSize: `auto ${rowHeight}px` }
      }
    >
      {render(item)}
    </li>
  );
}) as <T>(props: { item: T; render: (item: T) => ReactNode; top: number | null; rowHeight: number }) => ReactNode;
