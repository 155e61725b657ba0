'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { screen } from '@/lib/calculators/saltmix/screen';
import { reexpressReadings } from '@/lib/calculators/saltmix/reading';
import type { Draft } from '@/lib/calculators/state';
import { sgConventionsFor, type SalinityUnit } from '@/lib/seawater';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SelectField, ToggleField } from '../kit/fields';
import { useDraftAt } from '../kit/calculator-context';
import { resultOfDraft, useCalculatorSetup, useStoreAt } from '../kit/use-calculator';
import { CalibrationPanel } from './calibration-panel';
import { SaltProduct } from './salt-product';
import { SaltmixResults } from './saltmix-results';

const BASIC_UNITS: readonly SalinityUnit[] = ['ppt', 'sg'];
const ADVANCED_UNITS: readonly SalinityUnit[] = ['conductivity', 'density'];
const VALUE_UNIT: Record<SalinityUnit, string | undefined> = {
  ppt: 'ppt',
  psu: 'psu',
  sg: undefined,
  conductivity: 'mScm',
  density: 'gcm3',
};
const unitOf = (v: unknown): SalinityUnit => (typeof v === 'string' && v in VALUE_UNIT ? (v as SalinityUnit) : 'ppt');
const isFilled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export function SaltmixForm() {
  const locale = useLocale();
  // The form reads only the units that shape it: a keystroke in a reading, the volume or the temperature renders
  // only the typed field and the frame's results (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('saltmix', screen);
  const t = useTranslations('Calculators.saltmix');
  const [advancedChosen, setAdvancedChosen] = useState(false);
  const draftedCurrentUnit = useStoreAt(calc, 'currentUnit');
  const targetUnit = unitOf(useStoreAt(calc, 'targetUnit'));
  const currentUnit = draftedCurrentUnit ? unitOf(draftedCurrentUnit) : targetUnit;
  const inAdvancedUnit = [targetUnit, currentUnit].some((u) => ADVANCED_UNITS.includes(u));
  const advanced = advancedChosen || inAdvancedUnit;
  // A unit from a link that the list would not offer (PSU) stays selectable.
  const units = [...new Set([...BASIC_UNITS, ...(advanced ? ADVANCED_UNITS : []), targetUnit, currentUnit])];

  /**
   * A change of unit, convention or ATC re-expresses the same water in the new setting: the result of the draft the
   * updater is given (the latest).
   */
  const { update } = calc.store;
  const reexpress = useCallback(
    (patch: Draft | ((d: Draft) => Draft)) =>
      update((d) => {
        const r = resultOfDraft(screen, d);
        const next = typeof patch === 'function' ? patch(d) : patch;
        return reexpressReadings({ ...d, ...next }, r ? { target: r.targetPracticalSalinity, current: r.currentPracticalSalinity } : null);
      }),
    [update],
  );
  const toggleAdvanced = useCallback(
    (on: boolean) => {
      setAdvancedChosen(on);
      if (on) return;
      const back = (u: SalinityUnit) => (ADVANCED_UNITS.includes(u) ? 'ppt' : u);
      reexpress((d) => ({
        targetUnit: back(unitOf(d.targetUnit)),
        ...(d.currentUnit ? { currentUnit: back(unitOf(d.currentUnit)) } : {}),
      }));
    },
    [reexpress],
  );

  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) =>
        r.action === 'ADD_SALT'
          ? { labelKey: 'addSaltG', value: r.addSaltG, unit: 'g', quantity: 'dose' }
          : r.action === 'ADD_RODI'
            ? { labelKey: 'addRodiL', value: r.addRodiL, kind: 'volume' }
            : { labelKey: 'action', text: r.action ? t(`actions.${r.action}`) : '—', status: r.action === 'NONE' ? 'good' : undefined }
      }
      results={(r) => <SaltmixResults result={r} />}
    >
      <SaltProduct />
      <CalibrationPanel />
      <VolumeField />
      <NumberField name="temperatureC" kind="temperature" />
      <FieldGroup titleKey="target">
        <NumberField name="targetSalinity" unit={VALUE_UNIT[targetUnit]} labelKey={`targetSalinity.${targetUnit}`} slips />
        <SelectField name="targetUnit" options={units} onValue={(v) => reexpress({ targetUnit: v })} />
        {targetUnit === 'sg' || currentUnit === 'sg' ? (
          <SelectField name="sgConvention" options={sgConventionsFor(locale)} onValue={(v) => reexpress({ sgConvention: v })} />
        ) : null}
      </FieldGroup>
      <FieldGroup titleKey="current">
        <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">{t('currentHint')}</p>
        <NumberField name="currentSalinity" unit={VALUE_UNIT[currentUnit]} labelKey={`currentSalinity.${currentUnit}`} slips />
        <SelectField
          name="currentUnit"
          options={[{ value: '', label: t('options.currentUnit.same', { unit: t(`options.targetUnit.${targetUnit}`) }) }, ...units]}
          onValue={(v) => reexpress({ currentUnit: v === '' ? undefined : v })}
        />
      </FieldGroup>
      <FieldGroup titleKey="advanced" advanced>
        {/* a screen setting, not an input: whether conductivity and density are offered as units */}
        <div className="sm:col-span-2">
          <ToggleField name="advancedUnits" checked={advanced} onToggle={toggleAdvanced} />
        </div>
        {targetUnit === 'conductivity' || currentUnit === 'conductivity' ? (
          <ToggleField name="conductivityCompensated" onToggle={(on) => reexpress({ conductivityCompensated: on })} />
        ) : null}
      </FieldGroup>
    </CalculatorFrame>
  );
}

/** The volume, named for a new batch or for the water to adjust: it reads the current reading where it is shown. */
function VolumeField() {
  const hasCurrent = isFilled(useDraftAt('currentSalinity'));
  return <NumberField name="volumeL" kind="volume" labelKey={hasCurrent ? 'volumeL.adjust' : 'volumeL.newBatch'} />;
}
