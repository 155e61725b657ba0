'use client';

import { useRef } from 'react';
import * as volume from '@/lib/calculators/volume';
import { hasSump, ROCK_MODES, rockMode, setRockMode, setSump, type RockMode } from '@/lib/calculators/volume/form';
import type { Draft } from '@/lib/calculators/state';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField, ToggleField } from '../kit/fields';
import { useCalculator } from '../kit/use-calculator';
import { useCalcTFor } from '../kit/use-calc-t';
import { SumpIssue } from './sump-issue';
import { VolumeResults } from './volume-results';

const DIMENSIONS = ['lengthCm', 'widthCm', 'heightCm'] as const;
const SUMP_FIELDS = ['sump.lengthCm', 'sump.widthCm', 'sump.waterLevelCm'] as const;
const DEFAULT_SUMP = volume.defaults.sump;

export function VolumeForm() {
  const calc = useCalculator('volume', volume);
  const t = useCalcTFor('volume');
  const mode = rockMode(calc.draft);
  const sumpOn = hasSump(calc.draft);
  // What the visitor typed before switching something off, to show again when it comes back.
  const last = useRef<{ mass: string; volume: string; sump: Draft }>({
    mass: String(volume.defaults.liveRockKg),
    volume: '',
    sump: { lengthCm: String(DEFAULT_SUMP.lengthCm), widthCm: String(DEFAULT_SUMP.widthCm), waterLevelCm: String(DEFAULT_SUMP.waterLevelCm) },
  });
  const switchRock = (next: string) =>
    calc.update((d) => {
      const current = rockMode(d);
      if (next === current) return d;
      last.current[current] = String((current === 'mass' ? d.liveRockKg : d.liveRockL) ?? '');
      return setRockMode(d, next as RockMode, last.current[next as RockMode]);
    });
  const toggleSump = (on: boolean) =>
    calc.update((d) => {
      if (!on && hasSump(d)) last.current.sump = d.sump as Draft;
      return setSump(d, on, last.current.sump);
    });
  return (
    <CalculatorFrame calc={calc} title={t('title')} results={(r) => <VolumeResults result={r} draft={calc.draft} />}>
      <FieldGroup titleKey="tank">
        {DIMENSIONS.map((name) => (
          <NumberField key={name} name={name} kind="length" />
        ))}
        <NumberField name="glassThicknessMm" kind="thickness" />
        <NumberField name="waterLevelCm" kind="length" />
      </FieldGroup>
      <FieldGroup titleKey="substrate">
        <NumberField name="sandHeightCm" kind="length" />
        <SegmentedField name="sandGrain" options={volume.SAND_GRAINS} />
        <SegmentedField name="liveRockBy" options={ROCK_MODES} value={mode} onValue={switchRock} />
        {mode === 'mass' ? <NumberField name="liveRockKg" unit="kg" /> : <NumberField name="liveRockL" kind="volume" />}
      </FieldGroup>
      <FieldGroup titleKey="sump">
        <div className="sm:col-span-2">
          <ToggleField name="sump" labelKey="sumpOn" onToggle={toggleSump} />
        </div>
        {sumpOn ? SUMP_FIELDS.map((name) => <NumberField key={name} name={name} kind="length" />) : null}
        {sumpOn ? <SumpIssue /> : null}
      </FieldGroup>
      <FieldGroup titleKey="equipment">
        <NumberField name="equipmentPct" unit="percent" />
      </FieldGroup>
    </CalculatorFrame>
  );
}
