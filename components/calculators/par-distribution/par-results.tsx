'use client';

import { useTranslations } from 'next-intl';
import { memo, useId, useState } from 'react';
import type { ParResult } from '@/lib/calculators/par-distribution';
import { niceScaleMax } from '@/lib/calculators/par-distribution/color-scale';
import type { TankPoint } from '@/lib/calculators/par-distribution/map-geometry';
import { ResultList, ResultValue, Warnings } from '../kit/results';
import { HeatMap, type MapFixture } from './heat-map';
import { MapLegend } from './map-legend';
import { useLength } from './use-length';

/** What the map section draws: a result and the input it came from (possibly a few renders behind the statistics). */
export interface ParView {
  result: ParResult;
  nx: number;
  ny: number;
  lengthCm: number;
  widthCm: number;
  depthCm: number;
  fixtures: readonly MapFixture[];
  valueAt: (p: TankPoint) => number | null;
}

/** The statistics and warnings of the current input, then the heat map with its legend and zone overlay. */
export function ParResults({
  result: r,
  view,
  inputIds: ids,
  onMove,
  onCommit,
}: {
  result: ParResult;
  view: ParView;
  /** ids of every input, for `<output for>` */
  inputIds: readonly string[];
  onMove: (index: number, p: TankPoint) => void;
  onCommit: () => void;
}) {
  return (
    <>
      <ResultList>
        <ResultValue name="average" value={r.average} unit="ppfd" quantity="ppfd" dependsOn={ids} emphasis />
        <ResultValue name="uniformityMinAvg" value={r.uniformityMinAvg} dependsOn={ids} emphasis />
        <ResultValue name="maximum" value={r.maximum} unit="ppfd" quantity="ppfd" dependsOn={ids} />
        <ResultValue name="minimum" value={r.minimum} unit="ppfd" quantity="ppfd" dependsOn={ids} />
        <ResultValue name="uniformityMinMax" value={r.uniformityMinMax} dependsOn={ids} />
      </ResultList>
      <MapSection view={view} onMove={onMove} onCommit={onCommit} />
      <Warnings keys={r.warnings} />
    </>
  );
}

/** Memoised: a key typed in a field re-renders it only when the (deferred) view changes, not in the key's own render. */
const MapSection = memo(function MapSection({
  view,
  onMove,
  onCommit,
}: {
  view: ParView;
  onMove: (index: number, p: TankPoint) => void;
  onCommit: () => void;
}) {
  const t = useTranslations('Calculators.par-distribution');
  const zonesId = useId();
  const { len, unit } = useLength();
  const [zones, setZones] = useState(false);
  const r = view.result;
  const scaleMax = niceScaleMax(r.maximum);
  return (
    <section aria-labelledby="par-map-title" className="flex flex-col gap-3">
      <h3 id="par-map-title" className="font-semibold">
        {t('map.title', { depth: len(view.depthCm, 'auto'), unit })}
      </h3>
      {r.grid.length === view.nx * view.ny && r.grid.length > 0 ? (
        <>
          <HeatMap
            grid={r.grid}
            nx={view.nx}
            ny={view.ny}
            lengthCm={view.lengthCm}
            widthCm={view.widthCm}
            depthCm={view.depthCm}
            scaleMax={scaleMax}
            fixtures={view.fixtures}
            zones={zones}
            valueAt={view.valueAt}
            onMove={onMove}
            onCommit={onCommit}
          />
          <MapLegend scaleMax={scaleMax} zones={zones} />
          <div className="flex items-start gap-2">
            <input
              id={zonesId}
              type="checkbox"
              checked={zones}
              onChange={(e) => setZones(e.target.checked)}
              className="mt-1 h-4 w-4 accent-cyan-700"
              data-testid="par-zones-toggle"
            />
            <label htmlFor={zonesId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('map.zonesToggle')}
            </label>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('map.noMap')}</p>
      )}
    </section>
  );
});
