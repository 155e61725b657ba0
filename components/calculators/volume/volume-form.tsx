'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import * as volume from '@/lib/calculators/volume';
import { hasSump, ROCK_MODES, rockMode, setRockMode, setSump, type RockMode } from '@/lib/calculators/volume/form';
import type { Draft } from '@/lib/calculators/state';
import { presetOfVolume, volumeFromPreset } from '@/lib/calculators/tank-presets';
import { screen } from '@/lib/calculators/volume/screen';
import { TANK_MATERIALS, weightOptionsFromDraft } from '@/lib/calculators/volume/weight';
import { TankPresetPicker } from '../kit/tank-preset-picker';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField, ToggleField } from '../kit/fields';
import { useCalculator } from '../kit/use-calculator';
import { SumpIssue } from './sump-issue';
import { VolumeResults } from './volume-results';

const DIMENSIONS = ['lengthCm', 'widthCm', 'heightCm'] as const;
const SUMP_FIELDS = ['sump.lengthCm', 'sump.widthCm', 'sump.waterLevelCm'] as const;
const DEFAULT_SUMP = volume.defaults.sump;

export function VolumeForm() {
  const calc = useCalculator('volume', screen);
  // A stand size that is no positive number names its field and hides only the weight (lib/calculators/volume/screen.ts).
  const weightIssues = weightOptionsFromDraft(calc.draft).issues;
  const t = useTranslations('Calculators.volume');
  const mode = rockMode(calc.draft);
  const sumpOn = hasSump(calc.draft);
  // What the visitor typed before switching something off, to show again when it comes back.
  const last = useRef<{ mass: string; volume: string; sump: Draft }>({
    mass: String(volume.defaults.liveRockKg),
    volume: '',
    sump: {
      lengthCm: String(DEFAULT_SUMP.lengthCm),
      widthCm: String(DEFAULT_SUMP.widthCm),
      waterLevelCm: String(DEFAULT_SUMP.waterLevelCm),
    },
  });
  const switchRock = (next: string) =>
    calc.update((d) => {
      const current = rockMode(d);
      if (next === current) return d;
      const amount = current === 'mass' ? d.liveRockKg : d.liveRockL;
      last.current[current] = typeof amount === 'string' ? amount : '';
      return setRockMode(d, next as RockMode, last.current[next as RockMode]);
    });
  const toggleSump = (on: boolean) =>
    calc.update((d) => {
      if (!on && hasSump(d)) last.current.sump = d.sump as Draft;
      return setSump(d, on, last.current.sump);
    });
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) => ({ labelKey: 'totalWaterL', value: r.totalWaterL, kind: 'volume' })}
      results={(r) => <VolumeResults result={r} draft={calc.draft} />}
    >
      <FieldGroup titleKey="tank">
        <TankPresetPicker
          current={presetOfVolume(calc.draft)}
          onPick={(p) =>
            calc.update((d) => ({ ...d, ...Object.fromEntries(Object.entries(volumeFromPreset(p)).map(([k, v]) => [k, String(v)])) }))
          }
        />
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
      <FieldGroup titleKey="weight">
        <SegmentedField name="tankMaterial" options={TANK_MATERIALS} />
        <NumberField name="standLengthCm" kind="length" issue={weightIssues.standLengthCm} />
        <NumberField name="standWidthCm" kind="length" issue={weightIssues.standWidthCm} />
      </FieldGroup>
    </CalculatorFrame>
  );
}
