'use client';

import { useLocale, useTranslations, type Messages } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import type { ConsumptionResult } from '@/lib/calculators/consumption';
import { PROJECTION_DAYS, type ConsumptionScreenResult } from '@/lib/calculators/consumption/screen';
import type { DosingParameter } from '@/lib/calculators/dosing';
import type { AlkalinityUnit } from '@/lib/units';
import { decimalsFor, levelQuantity, type Quantity } from '@/lib/calculators/precision';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { useUnitLabel } from '../kit/fields';
import { LineChart } from '../kit/line-chart';
import { Note, ResultList, ResultText, ResultValue, Warnings } from '../kit/results';

/** Reef PO4 values are tiny (docs/japan.md#test-kits): phosphate rates a day get their own row of the precision table, the rest the visitor's precision. */
const rateQuantity = (p: DosingParameter): Quantity | undefined => (p === 'phosphate' ? 'phosphatePerDay' : undefined);
/**
 * The reef floor is a level: it takes its parameter's row (alkalinity in the levels' unit); nitrate, which has none,
 * is named to the tenth a nitrate kit reads.
 */
const floorQuantity = (p: DosingParameter, unit: AlkalinityUnit): Quantity => levelQuantity(p, unit) ?? 'testResolution';
/** The projection's axis: phosphate as its levels are written, the others to a hundredth like a water change's effect. */
const chartQuantity = (p: DosingParameter): Quantity => (p === 'phosphate' ? 'phosphate' : 'waterChangeEffect');

/** What the headline says when there is no hold dose: nitrate and phosphate accumulate, the others rise or hold. */
function trendKey(nutrient: boolean, r: ConsumptionResult): keyof Messages['Calculators']['consumption']['trend'] {
  if (r.trend === 'accumulating') return nutrient ? 'accumulating' : 'rising';
  if (r.trend === 'consuming') return 'noProduct';
  return 'steady';
}

export function ConsumptionResults({
  r,
  alkalinityUnit,
  parameter,
  levelUnit,
  form,
  dependsOn,
}: {
  r: ConsumptionScreenResult;
  /** the unit of alkalinity levels (the input's) */
  alkalinityUnit: AlkalinityUnit;
  parameter: DosingParameter;
  /** Units key of the levels (ppm, dkh, meqL, ppmCaco3) */
  levelUnit: string;
  form: 'liquid' | 'dry';
  dependsOn: readonly string[];
}) {
  const t = useTranslations('Calculators.consumption');
  const locale = useLocale();
  const [system] = useUnitSystem();
  const unit = useUnitLabel(undefined, levelUnit, system);
  const perDay = t('perDay', { unit });
  const doseUnit = form === 'dry' ? 'g' : 'mL';
  const nutrient = parameter === 'nitrate' || parameter === 'phosphate';
  const c = r.consumptionPerDay;
  const hold = form === 'dry' ? r.doseGPerDay : r.doseMlPerDay;
  const f = (v: number | null, d: number) => (v === null ? '' : formatNumber(v, locale, d));
  const values = {
    days: r.correctionDays ?? 0,
    ceiling: `${f(r.dailyCeiling, decimalsFor(parameter === 'alkalinity' ? 'alkalinityRisePerDay' : 'risePerDay'))} ${unit}`,
    resolution: `${f(r.levelResolution, decimalsFor(parameter === 'phosphate' ? 'phosphateResolution' : 'testResolution'))} ${unit}`,
    uncertainty: `±${f(r.uncertaintyPerDay, decimalsFor(rateQuantity(parameter) ?? 'uncertaintyPerDay'))} ${perDay}`,
    makerMax: r.makerMaxDose !== null ? `${f(r.makerMaxDose, decimalsFor('doseTenth'))} ${doseUnit}` : '',
    floor: `${f(r.floorLevel, decimalsFor(floorQuantity(parameter, alkalinityUnit)))} ${unit}`,
  };
  const { projection, dosingLink: link } = r;
  const withDose = projection.every((p) => p.withDose !== null) ? projection.map((p) => ({ x: p.day, y: p.withDose as number })) : null;
  return (
    <>
      <ResultList>
        {hold !== null ? (
          <ResultValue
            name={form === 'dry' ? 'doseGPerDay' : 'doseMlPerDay'}
            value={hold}
            unit={t('perDay', { unit: doseUnit })}
            dependsOn={dependsOn}
            emphasis
          />
        ) : (
          <ResultText name="trend" text={t(`trend.${trendKey(nutrient, r)}`)} dependsOn={dependsOn} emphasis />
        )}
        <ResultValue name="consumptionPerDay" value={c} unit={perDay} quantity={rateQuantity(parameter)} dependsOn={dependsOn} />
        {r.dosesPerDay > 1 && r.dosePerPortion !== null ? (
          <ResultValue
            name="dosePerPortion"
            value={r.dosePerPortion}
            unit={doseUnit}
            dependsOn={dependsOn}
            suffix={<span className="ml-1 text-sm font-normal">{t('timesADay', { n: r.dosesPerDay })}</span>}
          />
        ) : null}
        {r.correctionMl !== null || r.correctionG !== null ? (
          <ResultValue
            name={form === 'dry' ? 'correctionG' : 'correctionMl'}
            value={form === 'dry' ? r.correctionG : r.correctionMl}
            unit={doseUnit}
            dependsOn={dependsOn}
          />
        ) : null}
        {r.correctionDays !== null && r.correctionDays > 1 ? (
          <>
            <ResultValue name="correctionDays" value={r.correctionDays} unit="days" quantity="count" dependsOn={dependsOn} />
            <ResultValue name="correctionPerDay" value={r.correctionPerDay} unit={doseUnit} dependsOn={dependsOn} />
          </>
        ) : null}
        <ResultValue name="daysToFloor" value={r.daysToFloor} unit="days" quantity="durationDays" dependsOn={dependsOn} />
        <ResultValue
          name="dosedRise"
          value={r.dosedRise}
          unit={unit}
          quantity={levelQuantity(parameter, alkalinityUnit)}
          dependsOn={dependsOn}
        />
        {r.waterChangeEffect !== 0 ? (
          <>
            <ResultValue
              name="waterChangeEffect"
              value={r.waterChangeEffect}
              unit={unit}
              quantity={levelQuantity(parameter, alkalinityUnit)}
              dependsOn={dependsOn}
            />
            <ResultValue
              name="consumptionIgnoringWaterChange"
              value={r.consumptionIgnoringWaterChange}
              unit={perDay}
              quantity={rateQuantity(parameter)}
              dependsOn={dependsOn}
            />
          </>
        ) : null}
        <ResultValue
          name="uncertaintyPerDay"
          value={r.uncertaintyPerDay}
          unit={perDay}
          quantity={rateQuantity(parameter)}
          dependsOn={dependsOn}
        />
      </ResultList>
      <Note>{t(r.daysToFloor === null ? 'floorNoteNotFalling' : 'floorNote', values)}</Note>
      {r.waterChangeEffect !== 0 && r.waterChangeEffect !== null ? (
        <Note>
          {t(r.waterChangeEffect > 0 ? 'waterChangeRemoved' : 'waterChangeAdded', {
            amount: `${f(Math.abs(r.waterChangeEffect), decimalsFor(parameter === 'phosphate' ? 'phosphate' : 'waterChangeEffect'))} ${unit}`,
          })}
        </Note>
      ) : null}
      <Warnings keys={r.warnings} values={values} />
      {projection.length > 1 ? (
        <LineChart
          title={t('chart.title', { days: PROJECTION_DAYS })}
          points={projection.map((p) => ({ x: p.day, y: p.withoutDose }))}
          label={t('chart.withoutDose')}
          compare={withDose ? { label: t('chart.withDose'), points: withDose } : null}
          xLabel={t('chart.day')}
          yLabel={t('chart.level', { unit })}
          target={r.targetLevel}
          decimals={decimalsFor(chartQuantity(parameter))}
        />
      ) : null}
      {link ? (
        <p>
          <Link
            href={{ pathname: '/reef-calculator/dosing', query: link }}
            className="font-semibold text-cyan-800 underline dark:text-cyan-200"
            data-testid="dosing-link"
          >
            {t('openDosing')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
