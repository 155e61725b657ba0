'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import type { SalinityResult } from '@/lib/calculators/salinity';
import { screen } from '@/lib/calculators/salinity/screen';
import { readingFromResult, roundReadingWithin } from '@/lib/calculators/salinity/reading';
import { classifyTarget, REEF_TARGETS } from '@/lib/calculators/salinity/targets';
import type { Draft } from '@/lib/calculators/state';
import { formatNumber } from '@/lib/format';
import { toNumberOrNaN } from '@/lib/number/input';
import { isHydrometerConvention, SALINITY_UNITS, sgConventionsFor, type SalinityUnit, type SgConvention } from '@/lib/seawater';
import { CalculatorFrame } from '../kit/calculator-frame';
import { NumberField, SelectField, ToggleField } from '../kit/fields';
import { Note, ResultList, ResultValue, Warnings } from '../kit/results';
import { useDraftAt } from '../kit/calculator-context';
import { resultOfDraft, useCalculatorSetup, useStoreAt } from '../kit/use-calculator';
import { ReefTargets } from './reef-targets';

const INPUTS = ['temperatureC', 'value', 'unit', 'sgConvention', 'conductivityCompensated', 'hydrometerAtTankTemperature'] as const;
/** The reef band of practical salinity (34–36 ppt) decides the headline's status. */
const SALINITY_TARGET = REEF_TARGETS.find((r) => r.id === 'salinity')!;
/** The Units key of the value field per reading unit (SG has none), and its label under `fields.value`. */
const VALUE_UNIT: Record<SalinityUnit, string> = { ppt: 'ppt', psu: 'psu', sg: '', conductivity: 'mScm', density: 'gcm3' };
const isSalinityUnit = (u: string): u is SalinityUnit => Object.hasOwn(VALUE_UNIT, u);

export function SalinityForm() {
  const locale = useLocale();
  // On /ja a new visitor types 比重 25/4 (docs/methods.md#salinity); a link's own convention still wins.
  // The form reads the unit alone: a keystroke in the reading or the temperature does not render it again, only the
  // typed field and the frame's results (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('salinity', screen);
  const t = useTranslations('Calculators.salinity');
  const drafted = useStoreAt(calc, 'unit');
  const unit = typeof drafted === 'string' ? drafted : '';
  // A glass hydrometer's scale (15/4, 60/60) is true only at its calibration temperature; the keeper says whether the
  // sample was read at tank temperature instead (docs/methods.md#salinity).
  const hydrometer = isHydrometerConvention(useStoreAt(calc, 'sgConvention'));
  const { update } = calc.store;
  const sgConventions = useMemo(() => sgConventionsFor(locale), [locale]);
  /**
   * Switching unit or convention re-expresses the same water in the new unit: the result of the draft the updater
   * is given (the latest). Stable handlers let the memoized fields skip a keystroke in another field.
   */
  const reexpress = useCallback(
    (patch: Partial<Record<'unit' | 'sgConvention' | 'conductivityCompensated' | 'hydrometerAtTankTemperature', string | boolean>>) =>
      update((d: Draft) => {
        const next = { ...d, ...patch };
        const r = resultOfDraft(screen, d);
        const reading = r
          ? readingFromResult(
              r,
              next.unit as SalinityUnit,
              next.sgConvention as SgConvention,
              next.conductivityCompensated === true || next.conductivityCompensated === 'true',
              next.hydrometerAtTankTemperature === true || next.hydrometerAtTankTemperature === 'true',
            )
          : null;
        if (reading === null) return next;
        const accepted = (v: number) => resultOfDraft(screen, { ...next, value: String(v) }) !== null;
        return { ...next, value: String(roundReadingWithin(reading, next.unit as SalinityUnit, accepted)) };
      }),
    [update],
  );
  const changeUnit = useCallback((v: string) => reexpress({ unit: v }), [reexpress]);
  const changeConvention = useCallback((v: string) => reexpress({ sgConvention: v }), [reexpress]);
  const changeCompensated = useCallback((on: boolean) => reexpress({ conductivityCompensated: on }), [reexpress]);
  const sgResults = locale === 'ja' ? (['sg254', 'sg2525', 'sgTT', 'sg154'] as const) : (['sg2525', 'sgTT', 'sg254', 'sg154'] as const);
  const f4 = (v: number | null) => (v === null ? '' : formatNumber(v, locale, 'sg'));
  // The same element on every keystroke (the form does not re-render on one), so React skips it in the results.
  const sgNote = <Note>{t('sgNote')}</Note>;
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) => {
        const sg = sgResults[0];
        const position = r.practicalSalinity === null ? null : classifyTarget(SALINITY_TARGET, r.practicalSalinity);
        return {
          labelKey: sg,
          value: r[sg],
          quantity: 'sg',
          status: position === null ? undefined : position === 'within' ? 'good' : 'caution',
        };
      }}
      results={(r) => (
        <>
          <ResultList>
            <ResultValue name="practicalSalinity" value={r.practicalSalinity} unit="ppt" dependsOn={INPUTS} emphasis />
            {sgResults.map((name) => (
              <ResultValue key={name} name={name} value={r[name]} quantity="sg" dependsOn={INPUTS} emphasis={name === sgResults[0]} />
            ))}
            <ResultValue name="conductivity25MsCm" value={r.conductivity25MsCm} unit="mScm" dependsOn={INPUTS} />
            <ResultValue name="conductivityMsCm" value={r.conductivityMsCm} unit="mScm" dependsOn={INPUTS} />
            <ResultValue name="densityGcm3" value={r.densityGcm3} unit="gcm3" quantity="densityGcm3" dependsOn={INPUTS} />
            <ResultValue name="densityKgM3" value={r.densityKgM3} unit="kgm3" dependsOn={INPUTS} />
            <ResultValue name="sg2020" value={r.sg2020} quantity="sg" dependsOn={INPUTS} />
            <ResultValue name="sg154AtT" value={r.sg154AtT} quantity="sg" dependsOn={INPUTS} />
            <ResultValue name="sg60F60F" value={r.sg60F60F} quantity="sg" dependsOn={INPUTS} />
            <ResultValue name="sg60F60FAtT" value={r.sg60F60FAtT} quantity="sg" dependsOn={INPUTS} />
            <ResultValue name="absoluteSalinityGkg" value={r.absoluteSalinityGkg} unit="gkg" dependsOn={INPUTS} />
          </ResultList>
          <p className="text-sm font-medium" data-testid="same-water">
            {t('sameWater', { sg254: f4(r.sg254), sg2525: f4(r.sg2525) })}
          </p>
          <Warnings keys={r.warnings} />
          <TargetsAtTemperature result={r} />
          {sgNote}
        </>
      )}
    >
      <NumberField name="temperatureC" kind="temperature" />
      <SelectField name="unit" options={SALINITY_UNITS} onValue={changeUnit} />
      {unit === 'sg' ? <SelectField name="sgConvention" options={sgConventions} onValue={changeConvention} /> : null}
      {/* Ticking it keeps the digits: it says how they were read, so the same digits are another water. */}
      {unit === 'sg' && hydrometer ? <ToggleField name="hydrometerAtTankTemperature" /> : null}
      <NumberField
        name="value"
        unit={(isSalinityUnit(unit) && VALUE_UNIT[unit]) || undefined}
        labelKey={`value.${isSalinityUnit(unit) ? unit : 'ppt'}`}
        slips
      />
      {unit === 'conductivity' ? <ToggleField name="conductivityCompensated" onToggle={changeCompensated} /> : null}
    </CalculatorFrame>
  );
}

/** The reef targets at the entered temperature, read where they are shown (the form does not read the draft). */
function TargetsAtTemperature({ result }: { result: SalinityResult }) {
  return <ReefTargets result={result} temperatureC={Number(toNumberOrNaN(useDraftAt('temperatureC')))} />;
}
