'use client';

import type { DosingParameter, DosingResult } from '@/lib/calculators/dosing';
import { asElement } from '@/lib/calculators/dosing/form';
import { useLocale } from 'next-intl';
import { formatNumber } from '@/lib/format';
import { CurrencyResult } from '../kit/currency-result';
import { Note, ResultList, ResultText, ResultValue, Warnings } from '../kit/results';
import { useCalcT, useLooseT } from '../kit/use-calc-t';
import { DaySplit } from './day-split';

/** Reef PO4 values are tiny (glossary-ja): phosphate levels and doses get 3 decimals, the rest the visitor's precision. */
const levelDecimals = (p: DosingParameter) => (p === 'phosphate' ? 3 : undefined);
const COST_INPUTS = ['dailyMl', 'price', 'packageMl'] as const;

export function DosingResults({ r, parameter, levelUnit, form, current, dependsOn }: {
  r: DosingResult;
  parameter: DosingParameter;
  /** Units key of the level (ppm, dkh, meqL, ppmCaco3) */
  levelUnit: string;
  form: 'liquid' | 'dry';
  current: number;
  dependsOn: readonly string[];
}) {
  const t = useCalcT();
  const tu = useLooseT('Units');
  const locale = useLocale();
  const decimals = levelDecimals(parameter);
  const doseUnit = form === 'dry' ? 'g' : 'mL';
  const element = r.delta === null ? null : asElement(parameter, r.delta);
  const ceiling = r.dailyCeiling === null ? '' : `${formatNumber(r.dailyCeiling, locale, parameter === 'alkalinity' ? 1 : 0)} ${tu(levelUnit)}`;
  return (
    <>
      <ResultList>
        {r.needsDose === false ? (
          <ResultText name="needsDose" text={t('noDose')} dependsOn={dependsOn} emphasis />
        ) : form === 'dry' ? (
          <ResultValue name="doseG" value={r.doseG} unit="g" decimals={decimals} dependsOn={dependsOn} emphasis />
        ) : (
          <ResultValue name="doseMl" value={r.doseMl} unit="mL" decimals={decimals} dependsOn={dependsOn} emphasis />
        )}
        <ResultValue name="delta" value={r.delta} unit={levelUnit} decimals={decimals} dependsOn={dependsOn} />
        {element !== null ? (
          <ResultValue name={parameter === 'nitrate' ? 'deltaAsN' : 'deltaAsP'} value={element} unit="ppm" decimals={3} dependsOn={dependsOn} />
        ) : null}
      </ResultList>
      {r.needsDose === false ? <Note>{t('warnings.noDoseNeeded')}</Note> : null}
      <Warnings keys={r.warnings.filter((k) => k !== 'noDoseNeeded')} values={{ days: r.days ?? 0, ceiling }} />
      <DaySplit r={r} current={current} doseUnit={doseUnit} levelUnit={levelUnit} doseDecimals={decimals} levelDecimals={decimals} dependsOn={dependsOn} />
      <section aria-labelledby="cost-title" data-testid="cost">
        <h3 id="cost-title" className="mb-2 font-semibold">
          {t('groups.cost')}
        </h3>
        <ResultList>
          <CurrencyResult name="costPerDay" value={r.costPerDay} dependsOn={COST_INPUTS} />
          <CurrencyResult name="costPerMonth" value={r.costPerMonth} dependsOn={COST_INPUTS} />
          <CurrencyResult name="costPerYear" value={r.costPerYear} dependsOn={COST_INPUTS} />
          <ResultValue name="daysPerPackage" value={r.daysPerPackage} unit="days" decimals={0} dependsOn={COST_INPUTS} />
        </ResultList>
      </section>
    </>
  );
}
