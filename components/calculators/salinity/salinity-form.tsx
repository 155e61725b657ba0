'use client';

import { useLocale } from 'next-intl';
import * as salinity from '@/lib/calculators/salinity';
import { readingFromResult, roundReading } from '@/lib/calculators/salinity/reading';
import type { Draft } from '@/lib/calculators/state';
import { SALINITY_UNITS, SG_CONVENTIONS, type SalinityUnit, type SgConvention } from '@/lib/seawater';
import { CalculatorFrame } from '../kit/calculator-frame';
import { NumberField, SelectField, ToggleField } from '../kit/fields';
import { Note, ResultList, ResultValue, Warnings } from '../kit/results';
import { useCalculator } from '../kit/use-calculator';
import { useCalcTFor } from '../kit/use-calc-t';
import { ReefTargets } from './reef-targets';

const INPUTS = ['temperatureC', 'value', 'unit', 'sgConvention', 'conductivityCompensated'] as const;
/** Japanese keepers read 「比重」 as 25/4 °C: list it first on /ja (formulas.md §11). */
const conventionsFor = (locale: string) => (locale === 'ja' ? ['25/4', ...SG_CONVENTIONS.filter((c) => c !== '25/4')] : SG_CONVENTIONS);
const VALUE_UNIT: Record<string, string> = { ppt: 'ppt', psu: 'psu', sg: '', conductivity: 'mScm', density: 'gcm3' };

export function SalinityForm() {
  const calc = useCalculator('salinity', salinity);
  const locale = useLocale();
  const t = useCalcTFor('salinity');
  const unit = String(calc.draft.unit);
  /** Switching unit or convention re-expresses the same water in the new unit. */
  const reexpress = (patch: Partial<Record<'unit' | 'sgConvention' | 'conductivityCompensated', string | boolean>>) =>
    calc.update((d: Draft) => {
      const next = { ...d, ...patch };
      const r = calc.result;
      const reading = r
        ? readingFromResult(r, next.unit as SalinityUnit, next.sgConvention as SgConvention, next.conductivityCompensated === true || next.conductivityCompensated === 'true')
        : null;
      return reading === null ? next : { ...next, value: String(roundReading(reading, next.unit as SalinityUnit)) };
    });
  const sgResults = locale === 'ja' ? (['sg254', 'sg2525', 'sgTT'] as const) : (['sg2525', 'sgTT', 'sg254'] as const);
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      results={(r) => (
        <>
          <ResultList>
            <ResultValue name="practicalSalinity" value={r.practicalSalinity} unit="ppt" decimals={2} dependsOn={INPUTS} emphasis />
            {sgResults.map((name) => (
              <ResultValue key={name} name={name} value={r[name]} decimals={4} dependsOn={INPUTS} emphasis={name === sgResults[0]} />
            ))}
            <ResultValue name="conductivity25MsCm" value={r.conductivity25MsCm} unit="mScm" decimals={2} dependsOn={INPUTS} />
            <ResultValue name="conductivityMsCm" value={r.conductivityMsCm} unit="mScm" decimals={2} dependsOn={INPUTS} />
            <ResultValue name="densityGcm3" value={r.densityGcm3} unit="gcm3" decimals={4} dependsOn={INPUTS} />
            <ResultValue name="densityKgM3" value={r.densityKgM3} unit="kgm3" decimals={2} dependsOn={INPUTS} />
            <ResultValue name="sg2020" value={r.sg2020} decimals={4} dependsOn={INPUTS} />
            <ResultValue name="sg60F60F" value={r.sg60F60F} decimals={4} dependsOn={INPUTS} />
            <ResultValue name="absoluteSalinityGkg" value={r.absoluteSalinityGkg} unit="gkg" decimals={2} dependsOn={INPUTS} />
          </ResultList>
          <Warnings keys={r.warnings} />
          <ReefTargets result={r} />
          <Note>{t('sgNote')}</Note>
        </>
      )}
    >
      <NumberField name="temperatureC" kind="temperature" />
      <SelectField name="unit" options={SALINITY_UNITS} onValue={(v) => reexpress({ unit: v })} />
      {unit === 'sg' ? <SelectField name="sgConvention" options={conventionsFor(locale)} onValue={(v) => reexpress({ sgConvention: v })} /> : null}
      <NumberField name="value" unit={VALUE_UNIT[unit] || undefined} labelKey={`value.${unit in VALUE_UNIT ? unit : 'ppt'}`} />
      {unit === 'conductivity' ? <ToggleField name="conductivityCompensated" onToggle={(on) => reexpress({ conductivityCompensated: on })} /> : null}
    </CalculatorFrame>
  );
}
