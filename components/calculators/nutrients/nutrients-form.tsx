'use client';

import { useTranslations } from 'next-intl';
import { screen } from '@/lib/calculators/nutrients/screen';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField } from '../kit/fields';
import { Note, ResultList, ResultValue, Warnings } from '../kit/results';
import { useCalculatorSetup } from '../kit/use-calculator';

const N_INPUTS = ['foodG', 'proteinPct', 'conversionFraction'] as const;
const P_INPUTS = ['foodG', 'phosphorusPct', 'conversionFraction'] as const;
const N_RISE = [...N_INPUTS, 'volumeL'] as const;
const P_RISE = [...P_INPUTS, 'volumeL'] as const;

/** Food → the potential (upper-bound) nitrate and phosphate rise, docs/methods.md#nutrients. */
export function NutrientsForm() {
  // No input shapes the form: a keystroke renders only the typed field and the frame's results
  // (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('nutrients', screen);
  const t = useTranslations('Calculators.nutrients');
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) => ({ labelKey: 'nitrateRisePpm', value: r.nitrateRisePpm, unit: 'ppm' })}
      results={(r) => (
        <>
          <ResultList>
            <ResultValue name="nitrateRisePpm" value={r.nitrateRisePpm} unit="ppm" dependsOn={N_RISE} emphasis />
            <ResultValue name="phosphateRisePpm" value={r.phosphateRisePpm} unit="ppm" quantity="phosphate" dependsOn={P_RISE} emphasis />
            <ResultValue name="nitrateNRisePpm" value={r.nitrateNRisePpm} unit="ppm" quantity="asElement" dependsOn={N_RISE} />
            <ResultValue name="phosphatePRisePpm" value={r.phosphatePRisePpm} unit="ppm" quantity="asElement" dependsOn={P_RISE} />
          </ResultList>
          <section aria-labelledby="mg-title">
            <h3 id="mg-title" className="mb-2 font-semibold">
              {t('mgTitle')}
            </h3>
            <ResultList>
              <ResultValue name="nitrateMg" value={r.nitrateMg} unit="mg" dependsOn={N_INPUTS} />
              <ResultValue name="nitrogenMg" value={r.nitrogenMg} unit="mg" dependsOn={N_INPUTS} />
              <ResultValue name="phosphateMg" value={r.phosphateMg} unit="mg" dependsOn={P_INPUTS} />
              <ResultValue name="phosphorusMg" value={r.phosphorusMg} unit="mg" dependsOn={P_INPUTS} />
            </ResultList>
          </section>
          <Warnings keys={r.warnings} />
          <Note>{t('upperBoundNote')}</Note>
        </>
      )}
    >
      <NumberField name="foodG" unit="g" />
      <NumberField name="proteinPct" unit="percent" />
      <NumberField name="phosphorusPct" unit="percent" />
      <NumberField name="volumeL" kind="volume" />
      <FieldGroup advanced>
        <NumberField name="conversionFraction" />
      </FieldGroup>
    </CalculatorFrame>
  );
}
