'use client';

import { useState, type ReactNode } from 'react';

/**
 * A list that renders only the rows in view (plus a margin) once it is long: rows of a fixed height in a scrolling
 * box, so 300 animals or 1,000 photos cost the main thread what 20 do. Short lists render whole.
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
  const first = whole ? 0 : Math.max(0, Math.floor(top / rowHeight) - 5);
  const last = whole ? items.length : Math.min(items.length, Math.ceil((top + height) / rowHeight) + 5);
  return (
    <div
      className={whole ? '' : 'overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700'}
      style={whole ? undefined : { height }}
      onScroll={(e) => setTop(e.currentTarget.scrollTop)}
      data-testid={testId}
    >
      <ul aria-label={label} className="relative" style={{ height: whole ? undefined : items.length * rowHeight }}>
        {items.slice(first, last).map((item, i) => (
          <li
            key={keyOf(item)}
            className={whole ? '' : 'absolute inset-x-0'}
            style={whole ? { minHeight: rowHeight } : { top: (first + i) * rowHeight, height: rowHeight }}
          >
            {render(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
