'use client';

import { useLocale } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import type { VolumeResult } from '@/lib/calculators/volume';
import { FLOOR_REFERENCES, KG_PER_LB, tankWeight, weightOptionsFromDraft } from '@/lib/calculators/volume/weight';
import type { Draft } from '@/lib/calculators/state';
import { toNumberOrNaN } from '@/lib/number-input';
import { formatNumber } from '@/lib/format';
import { Note, ResultList, ResultValue } from '../kit/results';
import { useCalcT } from '../kit/use-calc-t';

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
export function WeightSection({ result, draft }: { result: VolumeResult; draft: Draft }) {
  const t = useCalcT();
  const locale = useLocale();
  const [system] = useUnitSystem();
  const opts = weightOptionsFromDraft(draft);
  const w = tankWeight(
    {
      lengthCm: Number(toNumberOrNaN(draft.lengthCm)),
      widthCm: Number(toNumberOrNaN(draft.widthCm)),
      heightCm: Number(toNumberOrNaN(draft.heightCm)),
      glassThicknessMm: Number(toNumberOrNaN(draft.glassThicknessMm) ?? 0),
      ...opts,
    },
    result,
  );
  if (!w || Object.keys(opts.issues).length > 0) return null;
  const refs = locale === 'ja' ? (['jp', 'us'] as const) : (['us', 'jp'] as const);
  const pct = { jp: w.jpPct, us: w.usPct };
  const imperial = system === 'imperial';
  const totalKg = (
    <ResultValue
      key="totalKg"
      name="totalKg"
      labelKey="weight.totalKg"
      value={w.totalKg}
      unit="kg"
      dependsOn={DEPENDS}
      emphasis={!imperial}
    />
  );
  const totalLb = (
    <ResultValue
      key="totalLb"
      name="totalLb"
      labelKey="weight.totalLb"
      value={w.totalKg === null ? null : w.totalKg / KG_PER_LB}
      unit="lb"
      dependsOn={DEPENDS}
      emphasis={imperial}
    />
  );
  const floorNm2 = (
    <ResultValue
      key="floorLoadNm2"
      name="floorLoadNm2"
      labelKey="weight.floorLoadNm2"
      value={w.floorLoadNm2}
      unit="nm2"
      dependsOn={DEPENDS}
      emphasis={!imperial}
    />
  );
  const floorPsf = (
    <ResultValue
      key="floorLoadPsf"
      name="floorLoadPsf"
      labelKey="weight.floorLoadPsf"
      value={w.floorLoadPsf}
      unit="psf"
      dependsOn={DEPENDS}
      emphasis={imperial}
    />
  );
  return (
    <section aria-labelledby="weight-title" className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="weight">
      <h3 id="weight-title" className="font-semibold">
        {t('weight.title')}
      </h3>
      <ResultList>
        {/* the visitor's units lead, the other system second; the parts follow the unit setting */}
        {imperial ? [totalLb, totalKg] : [totalKg, totalLb]}
        <ResultValue name="weightWaterKg" labelKey="weight.waterKg" value={w.waterKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="panelsKg" labelKey={`weight.panelsKg.${opts.material}`} value={w.panelsKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="sandKg" labelKey="weight.sandKg" value={w.sandKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="rockKg" labelKey="weight.rockKg" value={w.rockKg} kind="mass" dependsOn={DEPENDS} />
        <ResultValue name="footprintM2" labelKey="weight.footprintM2" value={w.footprintM2} unit="m2" dependsOn={DEPENDS} />
        {imperial ? [floorPsf, floorNm2] : [floorNm2, floorPsf]}
      </ResultList>
      <ul className="mt-3 space-y-1 text-sm" data-testid="floor-references">
        {refs.map((ref) => (
          <li key={ref} data-reference={ref}>
            {t(`weight.reference.${ref}`, {
              limit: formatNumber(FLOOR_REFERENCES[ref].nM2, locale, 0),
              pct: pct[ref] === null ? '' : formatNumber(pct[ref], locale, 0),
            })}
          </li>
        ))}
      </ul>
      <Note>{t('weight.indication')}</Note>
    </section>
  );
}
