'use client';

import { useUnitSystem } from '@/components/preferences/use-unit-system';
import type { VolumeScreenResult } from '@/lib/calculators/volume/screen';
import { rockMode } from '@/lib/calculators/volume/form';
import type { Draft } from '@/lib/calculators/state';
import { ResultList, ResultValue, Warnings } from '../kit/results';
import { SystemVolumeButton } from './system-volume-button';
import { VolumeBreakdown } from './volume-breakdown';
import { WeightSection } from './weight-section';

const TANK = ['lengthCm', 'widthCm', 'heightCm', 'glassThicknessMm'];
const SUMP = ['sump', 'sump.lengthCm', 'sump.widthCm', 'sump.waterLevelCm'];

/** Inputs each result depends on (the ids of the fields, for `<output for>`). */
function dependencies(draft: Draft) {
  const rock = [rockMode(draft) === 'mass' ? 'liveRockKg' : 'liveRockL'];
  const column = [...TANK, 'waterLevelCm'];
  const sand = [...TANK, 'sandHeightCm', 'sandGrain'];
  const net = [...column, 'sandHeightCm', 'sandGrain', ...rock];
  const all = [...net, ...SUMP, 'equipmentPct'];
  return { column, sand, rock, net, all };
}

export function VolumeResults({ result: r, draft }: { result: VolumeScreenResult; draft: Draft }) {
  const [system] = useUnitSystem();
  const dep = dependencies(draft);
  return (
    <>
      <ResultList>
        {/* the visitor's units lead, the other system second */}
        {system === 'imperial' ? (
          <>
            <ResultValue name="totalWaterUsGal" value={r.totalWaterUsGal} unit="gal" dependsOn={dep.all} emphasis />
            <ResultValue name="totalWaterL" value={r.totalWaterL} unit="L" dependsOn={dep.all} emphasis />
          </>
        ) : (
          <>
            <ResultValue name="totalWaterL" value={r.totalWaterL} unit="L" dependsOn={dep.all} emphasis />
            <ResultValue name="totalWaterUsGal" value={r.totalWaterUsGal} unit="gal" dependsOn={dep.all} emphasis />
          </>
        )}
        <ResultValue name="displayNetL" value={r.displayNetL} kind="volume" dependsOn={dep.net} />
        <ResultValue name="sumpWaterL" value={r.sumpWaterL} kind="volume" dependsOn={SUMP} />
        <ResultValue name="waterMassKg" value={r.waterMassKg} kind="mass" dependsOn={dep.all} />
        <ResultValue name="grossVolumeL" value={r.grossVolumeL} kind="volume" dependsOn={TANK} />
        <ResultValue name="waterColumnL" value={r.waterColumnL} kind="volume" dependsOn={dep.column} />
        <ResultValue name="sandDisplacementL" value={r.sandDisplacementL} kind="volume" dependsOn={dep.sand} />
        <ResultValue name="rockDisplacementL" value={r.rockDisplacementL} kind="volume" dependsOn={dep.rock} />
        <ResultValue name="equipmentDisplacementL" value={r.equipmentDisplacementL} kind="volume" dependsOn={dep.all} />
        <ResultValue name="innerLengthCm" value={r.innerLengthCm} kind="length" dependsOn={TANK} />
        <ResultValue name="innerWidthCm" value={r.innerWidthCm} kind="length" dependsOn={TANK} />
        <ResultValue name="innerHeightCm" value={r.innerHeightCm} kind="length" dependsOn={TANK} />
      </ResultList>
      <Warnings keys={r.warnings} />
      <VolumeBreakdown result={r} />
      <WeightSection weight={r.weight} material={r.tankMaterial} />
      <SystemVolumeButton totalL={r.totalWaterL} />
    </>
  );
}
