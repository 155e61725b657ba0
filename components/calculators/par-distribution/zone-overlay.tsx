'use client';

import { useMemo } from 'react';
import { CORAL_ZONES, type CoralZoneId } from '@/lib/calculators/par-distribution/color-scale';
import { contourSegments, segmentsToPath } from '@/lib/calculators/par-distribution/contours';

/** Line style of each zone's edges: soft dotted, LPS dashed, SPS solid (white over a dark halo, legible on every colour). */
export const ZONE_DASH: Record<CoralZoneId, string | undefined> = { soft: '1 3', lps: '5 3', sps: undefined };

/** The coral zones' edges as iso-lines over the map (same cell coordinates as the canvas). */
export function ZoneOverlay({ grid, nx, ny }: { grid: Float32Array; nx: number; ny: number }) {
  const paths = useMemo(
    () =>
      CORAL_ZONES.map((z) => ({
        id: z.id,
        d: segmentsToPath([...contourSegments(grid, nx, ny, z.min), ...contourSegments(grid, nx, ny, z.max)]),
      })),
    [grid, nx, ny],
  );
  return (
    <svg
      className="pointer-events-none absolute inset-0 h-full w-full"
      viewBox={`0 0 ${nx} ${ny}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="par-zones"
    >
      {paths.map((p) => (
        <g key={p.id} data-zone={p.id} fill="none" vectorEffect="non-scaling-stroke">
          <path d={p.d} stroke="#0f172a" strokeWidth={3.5} vectorEffect="non-scaling-stroke" strokeLinecap="round" />
          <path
            d={p.d}
            stroke="#ffffff"
            strokeWidth={1.75}
            strokeDasharray={ZONE_DASH[p.id]}
            vectorEffect="non-scaling-stroke"
            strokeLinecap="round"
          />
        </g>
      ))}
    </svg>
  );
}
