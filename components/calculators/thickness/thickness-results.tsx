'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Draft } from '@/lib/calculators/state';
import type { TankPreset } from '@/lib/calculators/tank-presets';
import { nearestStandardSheetMm, type Material, type PanelResult, type ThicknessResult } from '@/lib/calculators/thickness';
import { formatNumber } from '@/lib/format';
import { mmToIn } from '@/lib/units';
import { Note, ResultList, ResultValue, Warnings } from '../kit/results';
import { useResultFormat } from '../kit/use-result-format';
import { ReferenceNote } from './reference-note';

const SHOWN_AS_NOTES = ['referenceOnly', 'bottomSupportNote'];

/** Inputs a panel depends on: its dimensions, the top, and the material settings in use. */
function dependencies(draft: Draft, panel: 'front' | 'side' | 'bottom') {
  const material =
    draft.material === 'acrylic'
      ? ['material', 'acrylicType', 'allowableStressPsi', 'youngsModulusPsi']
      : ['material', 'allowableStressNmm2', 'safetyFactor', 'tensileStrengthNmm2', 'youngsModulusNmm2'];
  const own = panel === 'front' ? ['lengthMm'] : panel === 'side' ? ['widthMm', 'panels.side'] : ['lengthMm', 'widthMm', 'panels.bottom'];
  return [...new Set(['waterHeightMm', ...own, ...(panel === 'bottom' ? [] : ['top']), ...material])];
}

function Panel({
  name,
  panel,
  material,
  dependsOn,
}: {
  name: 'front' | 'side' | 'bottom';
  panel: PanelResult;
  material: Material;
  dependsOn: string[];
}) {
  const t = useTranslations('Calculators.thickness');
  const locale = useLocale();
  return (
    <section
      aria-label={t(`options.panels.${name}`)}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid={`panel-${name}`}
    >
      <ResultList>
        <ResultValue name={`${name}.thicknessMm`} value={panel.thicknessMm} unit="mm" dependsOn={dependsOn} emphasis />
        <ResultValue
          name={`${name}.thicknessIn`}
          value={mmToIn(panel.thicknessMm)}
          unit="in"
          quantity="inches"
          dependsOn={dependsOn}
          emphasis
        />
        <ResultValue
          name={`${name}.standardSheetMm`}
          value={nearestStandardSheetMm(panel.thicknessMm, material)}
          unit="mm"
          quantity="sheetMm"
          dependsOn={dependsOn}
        />
        <ResultValue name={`${name}.deflectionMm`} value={panel.deflectionMm} unit="mm" dependsOn={dependsOn} />
        <ResultValue name={`${name}.deflectionIn`} value={mmToIn(panel.deflectionMm)} unit="in" quantity="inches" dependsOn={dependsOn} />
      </ResultList>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t(`coefficients.${name}`, {
          ratio: formatNumber(panel.ratio, locale, 'plateRatio'),
          beta: formatNumber(panel.beta, locale, 'plateCoefficient'),
          alpha: formatNumber(panel.alpha, locale, 'plateCoefficient'),
        })}
      </p>
    </section>
  );
}

export function ThicknessResults({ result: r, draft, preset }: { result: ThicknessResult; draft: Draft; preset?: TankPreset }) {
  const material: Material = draft.material === 'acrylic' ? 'acrylic' : 'glass';
  const settings =
    material === 'glass' ? ['allowableStressNmm2', 'safetyFactor', 'tensileStrengthNmm2'] : ['acrylicType', 'allowableStressPsi'];
  const format = useResultFormat();
  const t = useTranslations('Calculators.thickness');
  return (
    <>
      <ReferenceNote />
      <ResultList>
        <ResultValue name="allowableStressNmm2" value={r.allowableStressNmm2} unit="nmm2" dependsOn={['material', ...settings]} />
      </ResultList>
      {(['front', 'side', 'bottom'] as const).map((name) => {
        const panel = r[name];
        return panel ? <Panel key={name} name={name} panel={panel} material={material} dependsOn={dependencies(draft, name)} /> : null;
      })}
      <Warnings keys={r.warnings.filter((k) => !SHOWN_AS_NOTES.includes(k))} />
      {r.warnings.includes('bottomSupportNote') ? <Note>{t('warnings.bottomSupportNote')}</Note> : null}
      {material === 'glass' && preset && r.front ? (
        <p className="text-sm" data-testid="preset-comparison">
          {t('presetComparison', { glass: preset.glassMm, computed: format({ value: r.front.thicknessMm, unit: 'mm' })?.text ?? '' })}
        </p>
      ) : null}
      {material === 'glass' ? (
        <div data-testid="framed-note">
          <Note>{t('framedTankNote')}</Note>
        </div>
      ) : null}
    </>
  );
}
