'use client';

import type { DosingParameter } from '@/lib/calculators/dosing';
import { asElement, type ScreenResult } from '@/lib/calculators/dosing/form';
import { levelQuantity } from '@/lib/calculators/precision';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';
import type { AlkalinityUnit } from '@/lib/units';
import { Note, ResultList, ResultText, ResultValue, Warnings } from '../kit/results';
import { DaySplit } from './day-split';

/** The dose, the rise and the day split (the cost block is a section of its own after the results). */
export function DosingResults({
  r,
  parameter,
  alkalinityUnit,
  levelUnit,
  form,
  current,
  dependsOn,
}: {
  r: ScreenResult;
  parameter: DosingParameter;
  alkalinityUnit: string;
  /** Units key of the level (ppm, dkh, meqL, ppmCaco3) */
  levelUnit: 'ppm' | AlkalinityUnit;
  form: 'liquid' | 'dry';
  current: number;
  dependsOn: readonly string[];
}) {
  const t = useTranslations('Calculators.dosing');
  const tu = useTranslations('Units');
  const locale = useLocale();
  const quantity = levelQuantity(parameter, alkalinityUnit);
  const doseUnit = form === 'dry' ? 'g' : 'mL';
  const element = r.delta === null ? null : asElement(parameter, r.delta);
  const ceiling =
    r.dailyCeiling === null
      ? ''
      : `${formatNumber(r.dailyCeiling, locale, parameter === 'alkalinity' ? 'alkalinityRisePerDay' : 'risePerDay')} ${tu(levelUnit)}`;
  return (
    <>
      <ResultList>
        {r.needsDose === false ? (
          <ResultText name="needsDose" text={t('noDose')} dependsOn={dependsOn} emphasis />
        ) : form === 'dry' ? (
          <ResultValue name="doseG" value={r.doseG} unit="g" quantity="dose" dependsOn={dependsOn} emphasis />
        ) : (
          <ResultValue name="doseMl" value={r.doseMl} unit="mL" quantity="dose" dependsOn={dependsOn} emphasis />
        )}
        <ResultValue name="delta" value={r.delta} unit={levelUnit} quantity={quantity} dependsOn={dependsOn} />
        {element !== null ? (
          <ResultValue
            name={parameter === 'nitrate' ? 'deltaAsN' : 'deltaAsP'}
            value={element}
            unit="ppm"
            quantity="asElement"
            dependsOn={dependsOn}
          />
        ) : null}
      </ResultList>
      {r.needsDose === false ? <Note>{t('warnings.noDoseNeeded')}</Note> : null}
      <Warnings keys={r.warnings.filter((k) => k !== 'noDoseNeeded')} values={{ days: r.days ?? 0, ceiling }} />
      <DaySplit r={r} current={current} doseUnit={doseUnit} levelUnit={levelUnit} levelQuantity={quantity} dependsOn={dependsOn} />
    </>
  );
}
