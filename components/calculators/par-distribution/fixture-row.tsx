'use client';

import { useTranslations } from 'next-intl';
import { FIXTURE_TYPES, fixturePreset } from '@/lib/calculators/par-distribution';
import { memo } from 'react';
import { useDraftAt } from '../kit/calculator-context';
import { NumberField, SelectField, TextField } from '../kit/fields';
import { PresetInfo } from '../kit/preset-info';

/**
 * The fields of one light fixture: name, type (a generic preset or custom) with its grade, figures, position.
 * Memoized, and reading only the fixture's type: a key typed in one of its fields renders that field alone, and a
 * fixture added or removed does not render the other rows again (given a stable `onType`).
 */
export const FixtureRow = memo(function FixtureRow({ path, onType }: { path: string; onType: (path: string, type: string) => void }) {
  const t = useTranslations('Calculators.par-distribution');
  const type = useDraftAt(`${path}.type`);
  const preset = fixturePreset(typeof type === 'string' ? type : '');
  return (
    <>
      <TextField name={`${path}.name`} labelKey="fixtures.name" />
      {/* the whole row: the presets' names ("LED puck/spot, 90° optics") are cut short in half of it */}
      <div className="sm:col-span-2">
        <SelectField
          name={`${path}.type`}
          labelKey="fixtures.type"
          options={FIXTURE_TYPES.map((value) => ({ value, label: t(`presets.${value}`) }))}
          onValue={(v) => onType(path, v)}
        />
      </div>
      <div className="sm:col-span-2">
        <PresetInfo grade={preset?.grade ?? 'custom'} source={t(preset ? 'presetSource.generic' : 'presetSource.custom')} />
      </div>
      <NumberField name={`${path}.ppfdRef`} labelKey="fixtures.ppfdRef" unit="ppfd" />
      <NumberField name={`${path}.dRefCm`} labelKey="fixtures.dRefCm" kind="length" />
      <NumberField name={`${path}.beamDeg`} labelKey="fixtures.beamDeg" unit="deg" />
      <NumberField name={`${path}.heightCm`} labelKey="fixtures.heightCm" kind="length" />
      <NumberField name={`${path}.xCm`} labelKey="fixtures.xCm" kind="length" />
      <NumberField name={`${path}.yCm`} labelKey="fixtures.yCm" kind="length" />
    </>
  );
});
