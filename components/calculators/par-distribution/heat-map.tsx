'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { paintRgba } from '@/lib/calculators/par-distribution/color-scale';
import { nudge, pointerToTank, type TankPoint } from '@/lib/calculators/par-distribution/map-geometry';
import { FixtureHandles } from './fixture-handles';
import { MapReadout, useReadoutText } from './map-readout';
import { ZoneOverlay } from './zone-overlay';

export interface MapFixture extends TankPoint {
  name: string;
}

export interface HeatMapProps {
  /** PPFD per cell, row-major ny × nx (row 0 at the back wall) */
  grid: Float32Array;
  nx: number;
  ny: number;
  lengthCm: number;
  widthCm: number;
  depthCm: number;
  scaleMax: number;
  fixtures: readonly MapFixture[];
  zones: boolean;
  /** PPFD at a point of the map plane, from the model */
  valueAt: (p: TankPoint) => number | null;
  /** a fixture's position while it moves (preview) … */
  onMove: (index: number, p: TankPoint) => void;
  /** … and the end of the gesture */
  onCommit: () => void;
}

/** At most this many rem tall, so a narrow deep tank does not fill the screen. */
const MAX_HEIGHT_REM = 26;

/**
 * The top-down PAR map: the grid painted through ImageData (one pixel per cell, scaled by the browser), the
 * fixtures as focusable handles that move by dragging or arrow keys, optional coral-zone lines and a live readout.
 * Pointer moves are coalesced to one update per animation frame, rendered synchronously so the map repaints in it.
 */
export function HeatMap(props: HeatMapProps) {
  const { grid, nx, ny, lengthCm, widthCm, scaleMax, fixtures } = props;
  const t = useTranslations('Calculators.par-distribution');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const paints = useRef(0);
  const frame = useRef(0);
  const queued = useRef<(() => void) | null>(null);
  const dragging = useRef<number | null>(null);
  const [hover, setHover] = useState<TankPoint | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<number | null>(null);

  useLayoutEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx || grid.length !== nx * ny) return;
    const image = ctx.createImageData(nx, ny);
    paintRgba(grid, scaleMax, image.data);
    ctx.putImageData(image, 0, 0);
    paints.current += 1;
    ctx.canvas.dataset.painted = String(paints.current);
    performance.clearMarks('par-painted');
    performance.mark('par-painted');
  }, [grid, nx, ny, scaleMax]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const pointAt = (e: { clientX: number; clientY: number }) => {
    const rect = boxRef.current?.getBoundingClientRect();
    return rect ? pointerToTank(e.clientX, e.clientY, rect, lengthCm, widthCm) : null;
  };
  /** Runs the latest queued update in the next animation frame (earlier ones of the same frame are dropped). */
  const inNextFrame = (fn: () => void) => {
    queued.current = fn;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const run = queued.current;
      queued.current = null;
      if (run) flushSync(run);
    });
  };
  const flushFrame = () => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    const run = queued.current;
    queued.current = null;
    run?.();
  };

  const handlers = {
    onPointerDown(index: number, e: React.PointerEvent<HTMLButtonElement>) {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      e.currentTarget.focus();
      dragging.current = index;
    },
    onPointerMove(index: number, e: React.PointerEvent<HTMLButtonElement>) {
      if (dragging.current !== index) return;
      const p = pointAt(e);
      if (p)
        inNextFrame(() => {
          props.onMove(index, p);
          setHover(p);
        });
    },
    onPointerEnd(index: number) {
      if (dragging.current !== index) return;
      dragging.current = null;
      flushFrame();
      props.onCommit();
    },
    onKeyDown(index: number, e: React.KeyboardEvent<HTMLButtonElement>) {
      const next = nudge(fixtures[index], e.key, e.shiftKey, lengthCm, widthCm);
      if (!next) return;
      e.preventDefault();
      props.onMove(index, next);
      setHover(null);
      setAnnounced(index);
    },
    onKeyUp: () => props.onCommit(),
    onFocus: (index: number) => setFocused(index),
    onBlur() {
      setFocused(null);
      props.onCommit();
    },
  };

  const readAt = hover ?? (focused !== null ? fixtures[focused] : null);
  const ratio = lengthCm / widthCm;
  return (
    <figure className="flex flex-col gap-2" data-testid="par-map">
      <div
        ref={boxRef}
        className="relative mx-auto w-full overflow-visible rounded-md ring-1 ring-slate-400 dark:ring-slate-500"
        style={{ aspectRatio: `${lengthCm} / ${widthCm}`, maxWidth: `${(MAX_HEIGHT_REM * ratio).toFixed(3)}rem` }}
        onPointerMove={(e) => {
          if (dragging.current !== null) return;
          const p = pointAt(e);
          if (p) inNextFrame(() => setHover(p));
        }}
        onPointerLeave={() => dragging.current === null && inNextFrame(() => setHover(null))}
      >
        <canvas
          ref={canvasRef}
          width={nx}
          height={ny}
          role="img"
          aria-label={t('map.label')}
          data-testid="par-canvas"
          className="absolute inset-0 h-full w-full rounded-md"
        />
        {props.zones ? <ZoneOverlay grid={grid} nx={nx} ny={ny} /> : null}
        <FixtureHandles fixtures={fixtures} lengthCm={lengthCm} widthCm={widthCm} handlers={handlers} />
      </div>
      <figcaption className="text-xs text-slate-600 dark:text-slate-400" id="par-map-help">
        {t('map.instructions')}
      </figcaption>
      <MapReadout point={readAt} value={readAt ? props.valueAt(readAt) : null} />
      <p aria-live="polite" className="sr-only" data-testid="par-announce">
        {announced !== null && fixtures[announced] ? (
          <MovedText fixture={fixtures[announced]} value={props.valueAt(fixtures[announced])} />
        ) : null}
      </p>
    </figure>
  );
}

function MovedText({ fixture, value }: { fixture: MapFixture; value: number | null }) {
  return <>{useReadoutText(fixture, value, fixture.name)}</>;
}
