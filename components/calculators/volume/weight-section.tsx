'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { FLOOR_REFERENCES, type TankMaterial, type WeightResult } from '@/lib/calculators/volume/weight';
import { formatNumber } from '@/lib/format';
import { Note, ResultList, ResultValue } from '../kit/results';

interface ResultRow {
  name: 'totalKg' | 'totalLb' | 'floorLoadNm2' | 'floorLoadKgM2' | 'floorLoadPsf';
  value: number | null;
  unit: string;
  emphasis: boolean;
}

const DEPENDS = [
  'lengthCm',
  'widthCm',
  'heightCm',
  'glassThicknessMm',
  'waterLevelCm',
  'sandHeightCm',
  'liveRockKg',
  'liveRockL',
  'tankMaterial',
  'standLengthCm',
  'standWidthCm',
];

/** Total weight and floor load over the stand, against the residential design load of each country (an indication). */
export function WeightSection({ weight: w, material }: { weight: WeightResult | null; material: TankMaterial }) {
  const t = useTranslations('Calculators.volume');
  const locale = useLocale();
  const [system] = useUnitSystem();
  if (!w) return null;
  const refs = locale === 'ja' ? (['jp', 'us'] as const) : (['us', 'jp'] as const);
  const pct = { jp: w.jpPct, us: w.usPct };
  // The visitor's unit system leads each pair and carries the emphasis; the other system follows.
  const lead = (metric: Omit<ResultRow, 'emphasis'>, imperial: Omit<ResultRow, 'emphasis'>) =>
    (system === 'imperial' ? [imperial, metric] : [metric, imperial]).map((row, i) => (
      <ResultValue key={row.name} {...row} labelKey={`weight.${row.name}`} dependsOn={DEPENDS} emphasis={i === 0} />
    ));
  return (
    <section aria-labelledby="weight-title" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="weight">
      <h3 id="weight-title" className="font-semibold">
        {t('weight.title')}
      </h3>
      <ResultList>
        {/* the visitor's units lead, the other system second; the parts follow the unit setting */}
        {lead({ name: 'totalKg', value: w.totalKg, unit: 'kg' }, { name: 'totalLb', value: w.totalLb, unit: 'lb' })}
        <ResultValue name="weightWaterKg" labelKey="weight.waterKg" value={w.waterKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="panelsKg" labelKey={`weight.panelsKg.${material}`} value={w.panelsKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="sandKg" labelKey="weight.sandKg" value={w.sandKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="rockKg" labelKey="weight.rockKg" value={w.rockKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="footprintM2" labelKey="weight.footprintM2" value={w.footprintM2} unit="m2" dependsOn={DEPENDS} />
        {lead(
          { name: 'floorLoadNm2', value: w.floorLoadNm2, unit: 'nm2' },
          { name: 'floorLoadPsf', value: w.floorLoadPsf, unit: 'psf' },
        ).flatMap((row) =>
          // Japanese pages quote floor load in kg/m² (住宅の居室 1,800 N/m² ≈ 180 kg/m²): /ja shows it right after N/m²
          row.key === 'floorLoadNm2' && locale === 'ja'
            ? [
                row,
                <ResultValue
                  key="floorLoadKgM2"
                  name="floorLoadKgM2"
                  labelKey="weight.floorLoadKgM2"
                  value={w.floorLoadKgM2}
                  unit="kgM2"
                  dependsOn={DEPENDS}
                  emphasis={false}
                />,
              ]
            : [row],
        )}
      </ResultList>
      <ul className="mt-3 space-y-1 text-sm" data-testid="floor-references">
        {refs.map((ref) => (
          <li key={ref} data-reference={ref}>
            {t(`weight.reference.${ref}`, {
              limit: formatNumber(FLOOR_REFERENCES[ref].nM2, locale, 'floorLoad'),
              pct: pct[ref] === null ? '' : formatNumber(pct[ref], locale, 'floorLoad'),
            })}
          </li>
        ))}
      </ul>
      <Note>{t('weight.indication')}</Note>
    </section>
  );
}
