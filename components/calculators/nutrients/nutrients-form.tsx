'use client';

import * as nutrients from '@/lib/calculators/nutrients';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField } from '../kit/fields';
import { Note, ResultList, ResultValue, Warnings } from '../kit/results';
import { useCalculator } from '../kit/use-calculator';
import { useCalcTFor } from '../kit/use-calc-t';

const N_INPUTS = ['foodG', 'proteinPct', 'conversionFraction'] as const;
const P_INPUTS = ['foodG', 'phosphorusPct', 'conversionFraction'] as const;
const N_RISE = [...N_INPUTS, 'volumeL'] as const;
const P_RISE = [...P_INPUTS, 'volumeL'] as const;
/** Reef PO4 values are tiny (glossary-ja): phosphate and the "as N / as P" rises get 3 decimals. */
const SMALL = 3;

/** Food → the potential (upper-bound) nitrate and phosphate rise, formulas.md §4. */
export function NutrientsForm() {
  const calc = useCalculator('nutrients', nutrients);
  const t = useCalcTFor('nutrients');
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      results={(r) => (
        <>
          <ResultList>
            <ResultValue name="nitrateRisePpm" value={r.nitrateRisePpm} unit="ppm" dependsOn={N_RISE} emphasis />
            <ResultValue name="phosphateRisePpm" value={r.phosphateRisePpm} unit="ppm" decimals={SMALL} dependsOn={P_RISE} emphasis />
            <ResultValue name="nitrateNRisePpm" value={r.nitrateNRisePpm} unit="ppm" decimals={SMALL} dependsOn={N_RISE} />
            <ResultValue name="phosphatePRisePpm" value={r.phosphatePRisePpm} unit="ppm" decimals={SMALL} dependsOn={P_RISE} />
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
