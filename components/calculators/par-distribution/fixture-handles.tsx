'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { MapFixture } from './heat-map';
import { useLength } from './use-length';

export interface HandleHandlers {
  onPointerDown: (index: number, e: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (index: number, e: PointerEvent<HTMLButtonElement>) => void;
  onPointerEnd: (index: number) => void;
  onKeyDown: (index: number, e: KeyboardEvent<HTMLButtonElement>) => void;
  onKeyUp: () => void;
  onFocus: (index: number) => void;
  onBlur: () => void;
}

const pct = (v: number, of: number) => `${(Math.min(1, Math.max(0, v / of)) * 100).toFixed(3)}%`;

/** One button per fixture over the map: drag it, or focus it and use the arrow keys. */
export function FixtureHandles({
  fixtures,
  lengthCm,
  widthCm,
  handlers,
}: {
  fixtures: readonly MapFixture[];
  lengthCm: number;
  widthCm: number;
  handlers: HandleHandlers;
}) {
  const t = useTranslations('Calculators.par-distribution');
  const { len, unit } = useLength();
  return (
    <ul className="absolute inset-0" aria-label={t('map.handles')}>
      {fixtures.map((f, i) => (
        <li key={i}>
          <button
            type="button"
            data-testid={`par-handle-${i}`}
            data-x={f.xCm}
            data-y={f.yCm}
            aria-label={t('map.handle', { n: i + 1, name: f.name, x: len(f.xCm), y: len(f.yCm), unit })}
            aria-describedby="par-map-help"
            className="absolute flex h-7 w-7 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none items-center justify-center rounded-full border-2 border-slate-950 bg-white text-xs font-bold text-slate-950 shadow-md select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-cyan-300 active:cursor-grabbing"
            style={{ left: pct(f.xCm, lengthCm), top: pct(f.yCm, widthCm) }}
            onPointerDown={(e) => handlers.onPointerDown(i, e)}
            onPointerMove={(e) => handlers.onPointerMove(i, e)}
            onPointerUp={() => handlers.onPointerEnd(i)}
            onPointerCancel={() => handlers.onPointerEnd(i)}
            onKeyDown={(e) => handlers.onKeyDown(i, e)}
            onKeyUp={handlers.onKeyUp}
            onFocus={() => handlers.onFocus(i)}
            onBlur={handlers.onBlur}
          >
            {i + 1}
          </button>
        </li>
      ))}
    </ul>
  );
}
