'use client';

import { useTranslations } from 'next-intl';
import { ALKALINITY_UNITS, DILUTION_PARAMETERS, type DilutionParameter, type DilutionResult } from '@/lib/calculators/dilution';
import { levelQuantityOf, levelUnitKey } from '@/lib/calculators/dilution/levels';
import type { DilutionScreenResult } from '@/lib/calculators/dilution/screen';
import { decimalsFor } from '@/lib/calculators/precision';
import { usePrecision } from '@/components/preferences/use-precision';
import { isOneOf } from '@/lib/one-of';
import { useCalculatorContext } from '../kit/calculator-context';
import { useUnitLabel } from '../kit/fields';
import { LineChart } from '../kit/line-chart';
import { Note, ResultList, ResultValue, StatusBadge, Warnings } from '../kit/results';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { DILUTION_INPUTS as INPUTS } from './dilution-inputs';

/** The change (volume and %), the levels before and after, the status, the warnings and the level over repeated changes. */
export function DilutionResults({ result: r }: { result: DilutionScreenResult }) {
  const calc = useCalculatorContext();
  const t = useTranslations('Calculators.dilution');
  const [system] = useUnitSystem();
  const parameter: DilutionParameter = isOneOf(DILUTION_PARAMETERS, calc.draft.parameter) ? calc.draft.parameter : 'nitrate';
  const alkalinityUnit = isOneOf(ALKALINITY_UNITS, calc.draft.alkalinityUnit) ? calc.draft.alkalinityUnit : undefined;
  const unit = levelUnitKey(parameter, alkalinityUnit);
  const unitLabel = useUnitLabel(undefined, unit, system);
  const quantity = levelQuantityOf(parameter, alkalinityUnit);
  const [precision] = usePrecision();
  const { levelBefore: current, target, pct, series, smallerChanges: smaller } = r;
  const level = (name: string, value: number | null, emphasis = false) => (
    <ResultValue name={name} value={value} unit={unit} quantity={quantity} dependsOn={INPUTS} emphasis={emphasis} />
  );
  return (
    <>
      <ResultList>
        {r.mode === 'requiredVolume' ? (
          <>
            <ResultValue name="requiredVolumeL" value={r.requiredVolumeL} kind="volume" dependsOn={INPUTS} emphasis />
            <ResultValue name="requiredPct" value={r.requiredPct} unit="percent" quantity="percent" dependsOn={INPUTS} emphasis />
            {level('levelBefore', current)}
            {level('levelAfter', r.levelAfter)}
          </>
        ) : (
          <>
            {level('levelAfter', r.levelAfter, true)}
            <ResultValue name="changePct" value={r.changePct} unit="percent" quantity="percent" dependsOn={INPUTS} emphasis />
            {level('levelBefore', current)}
            {level('delta', r.delta)}
          </>
        )}
        <StatusResult status={r.status} />
      </ResultList>
      <Warnings keys={r.warnings} />
      {smaller !== null ? <Note>{t('smallerChanges', { n: smaller })}</Note> : null}
      {series.length > 1 && pct !== null ? (
        <LineChart
          title={t('chart.title', { pct: Number(pct.toFixed(decimalsFor('percent'))) })}
          points={series.map((y, x) => ({ x, y }))}
          xLabel={t('chart.x')}
          yLabel={t('chart.y', { unit: unitLabel })}
          target={target}
          decimals={decimalsFor(quantity, null, precision)}
        />
      ) : null}
    </>
  );
}

/** The status as a badge; the <output> carries its name for forms, copy and tests. */
function StatusResult({ status }: { status: DilutionResult['status'] }) {
  const t = useTranslations('Calculators.dilution');
  const tk = useTranslations('CalculatorKit');
  return (
    <div data-result className="py-1">
      <dt data-result-label className="text-sm text-slate-700 dark:text-slate-300">
        {t('results.status')}
      </dt>
      <dd className="mt-1">
        <StatusBadge status={status} />
        <output name="status" htmlFor={INPUTS.join(' ')} data-testid="result-status" data-value={status} hidden>
          {tk(`status.${status}`)}
        </output>
      </dd>
    </div>
  );
}
