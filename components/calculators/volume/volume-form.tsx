'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef } from 'react';
import * as volume from '@/lib/calculators/volume';
import { hasSump, ROCK_MODES, rockMode, setRockMode, setSump, type RockMode } from '@/lib/calculators/volume/form';
import type { Draft } from '@/lib/calculators/state';
import { presetOfVolume, volumeFromPreset, type TankPreset } from '@/lib/calculators/tank-presets';
import { screen, type VolumeScreenResult } from '@/lib/calculators/volume/screen';
import { TANK_MATERIALS, weightOptionsFromDraft } from '@/lib/calculators/volume/weight';
import { TankPresetPicker } from '../kit/tank-preset-picker';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField, ToggleField } from '../kit/fields';
import { useCalculatorContext, useDraftAt } from '../kit/calculator-context';
import { useCalculatorSetup } from '../kit/use-calculator';
import { SumpIssue } from './sump-issue';
import { VolumeResults } from './volume-results';

const DIMENSIONS = ['lengthCm', 'widthCm', 'heightCm'] as const;
const SUMP_FIELDS = ['sump.lengthCm', 'sump.widthCm', 'sump.waterLevelCm'] as const;
const DEFAULT_SUMP = volume.defaults.sump;

export function VolumeForm() {
  // The form reads no input: the pieces that follow one (the preset, the live rock amount, the sump, the stand's
  // issues) read it where they are shown, so a keystroke renders only the typed field, those pieces and the frame's
  // results (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('volume', screen);
  const t = useTranslations('Calculators.volume');
  const { update } = calc.store;
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
  const switchRock = useCallback(
    (next: string) =>
      update((d) => {
        const current = rockMode(d);
        if (next === current) return d;
        const amount = current === 'mass' ? d.liveRockKg : d.liveRockL;
        last.current[current] = typeof amount === 'string' ? amount : '';
        return setRockMode(d, next as RockMode, last.current[next as RockMode]);
      }),
    [update],
  );
  const toggleSump = useCallback(
    (on: boolean) =>
      update((d) => {
        if (!on && hasSump(d)) last.current.sump = d.sump as Draft;
        return setSump(d, on, last.current.sump);
      }),
    [update],
  );
  const pickPreset = useCallback(
    (p: TankPreset) =>
      update((d) => ({ ...d, ...Object.fromEntries(Object.entries(volumeFromPreset(p)).map(([k, v]) => [k, String(v)])) })),
    [update],
  );
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) => ({ labelKey: 'totalWaterL', value: r.totalWaterL, kind: 'volume' })}
      results={(r) => <ResultsOfDraft result={r} />}
    >
      <FieldGroup titleKey="tank">
        <PresetOfSizes onPick={pickPreset} />
        {DIMENSIONS.map((name) => (
          <NumberField key={name} name={name} kind="length" />
        ))}
        <NumberField name="glassThicknessMm" kind="thickness" />
        <NumberField name="waterLevelCm" kind="length" />
      </FieldGroup>
      <FieldGroup titleKey="substrate">
        <NumberField name="sandHeightCm" kind="length" />
        <SegmentedField name="sandGrain" options={volume.SAND_GRAINS} />
        <LiveRock onSwitch={switchRock} />
      </FieldGroup>
      <FieldGroup titleKey="sump">
        <div className="sm:col-span-2">
          <ToggleField name="sump" labelKey="sumpOn" onToggle={toggleSump} />
        </div>
        <SumpFields />
      </FieldGroup>
      <FieldGroup titleKey="equipment">
        <NumberField name="equipmentPct" unit="percent" />
      </FieldGroup>
      <FieldGroup titleKey="weight">
        <SegmentedField name="tankMaterial" options={TANK_MATERIALS} />
        <StandFields />
      </FieldGroup>
    </CalculatorFrame>
  );
}

/** The results with the draft they depend on, read where they are shown (the form does not read the draft). */
function ResultsOfDraft({ result }: { result: VolumeScreenResult }) {
  return <VolumeResults result={result} draft={useCalculatorContext().draft} />;
}

/** The preset the size fields still hold, read from those fields alone. */
function PresetOfSizes({ onPick }: { onPick: (preset: TankPreset) => void }) {
  const sizes = { lengthCm: useDraftAt('lengthCm'), widthCm: useDraftAt('widthCm'), heightCm: useDraftAt('heightCm') };
  const glassThicknessMm = useDraftAt('glassThicknessMm');
  const waterLevelCm = useDraftAt('waterLevelCm');
  return <TankPresetPicker current={presetOfVolume({ ...sizes, glassThicknessMm, waterLevelCm })} onPick={onPick} />;
}

/** Live rock by mass or by volume, and the amount field of the one chosen. */
function LiveRock({ onSwitch }: { onSwitch: (mode: string) => void }) {
  const mode = rockMode({ liveRockKg: useDraftAt('liveRockKg') as Draft[string], liveRockL: useDraftAt('liveRockL') as Draft[string] });
  return (
    <>
      <SegmentedField name="liveRockBy" options={ROCK_MODES} value={mode} onValue={onSwitch} />
      {mode === 'mass' ? <NumberField name="liveRockKg" unit="kg" /> : <NumberField name="liveRockL" kind="volume" />}
    </>
  );
}

/** The sump's sizes and its own issue, while the sump is on. */
function SumpFields() {
  if (!hasSump({ sump: useDraftAt('sump') as Draft[string] })) return null;
  return (
    <>
      {SUMP_FIELDS.map((name) => (
        <NumberField key={name} name={name} kind="length" />
      ))}
      <SumpIssue />
    </>
  );
}

/** A stand size that is no positive number names its field and hides only the weight (lib/calculators/volume/screen.ts). */
function StandFields() {
  const issues = weightOptionsFromDraft({ standLengthCm: useDraftAt('standLengthCm'), standWidthCm: useDraftAt('standWidthCm') }).issues;
  return (
    <>
      <NumberField name="standLengthCm" kind="length" issue={issues.standLengthCm} />
      <NumberField name="standWidthCm" kind="length" issue={issues.standWidthCm} />
    </>
  );
}
