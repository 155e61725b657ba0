'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import type { SaltmixResult } from '@/lib/calculators/saltmix';
import { Note, ResultList, ResultText, ResultValue, Warnings } from '../kit/results';
import { useResultFormat } from '../kit/use-result-format';
import { SALTMIX_INPUTS as INPUTS } from './saltmix-inputs';

/** The circulation reminder always shows as a note, not among the warnings (docs/methods.md#saltmix, docs/methods.md#decisions). */
const REMINDER = 'circulate24h';

/** The action (ADD SALT / ADD RODI / no adjustment) with its amount first, then the target in every unit. */
export function SaltmixResults({ result: r }: { result: SaltmixResult }) {
  const t = useTranslations('Calculators.saltmix');
  const tk = useTranslations('CalculatorKit');
  const locale = useLocale();
  const [system] = useUnitSystem();
  const sgResults = locale === 'ja' ? (['sg254', 'sg2525'] as const) : (['sg2525', 'sg254'] as const);
  const grams = r.addSaltG;
  return (
    <>
      <ResultList>
        <ResultText name="action" text={r.action ? t(`actions.${r.action}`) : tk('notAvailable')} dependsOn={INPUTS} emphasis />
        {r.action === 'ADD_SALT' ? (
          <ResultValue name="addSaltG" value={grams} unit="g" quantity="dose" dependsOn={INPUTS} emphasis />
        ) : null}
        {r.action === 'ADD_SALT' && grams !== null && grams >= 1000 ? (
          // 1 kg = 1000 g
          <ResultValue name="addSaltKg" value={grams / 1000} unit="kg" quantity="saltKg" dependsOn={INPUTS} />
        ) : null}
        {r.action === 'ADD_RODI' ? <ResultValue name="addRodiL" value={r.addRodiL} kind="volume" dependsOn={INPUTS} emphasis /> : null}
      </ResultList>
      {r.action ? <ActionDetail result={r} system={system} /> : null}
      <ResultList>
        <ResultValue name="finalVolumeL" value={r.finalVolumeL} kind="volume" dependsOn={INPUTS} />
        <ResultValue name="saltGPerLiterRodi" value={r.saltGPerLiterRodi} unit="gPerL" dependsOn={INPUTS} />
        <ResultValue name="targetPracticalSalinity" value={r.targetPracticalSalinity} unit="ppt" dependsOn={INPUTS} />
        {sgResults.map((name) => (
          <ResultValue key={name} name={name} value={r[name]} quantity="sg" dependsOn={INPUTS} />
        ))}
        <ResultValue name="conductivity25MsCm" value={r.conductivity25MsCm} unit="mScm" dependsOn={INPUTS} />
        <ResultValue name="conductivityMsCm" value={r.conductivityMsCm} unit="mScm" dependsOn={INPUTS} />
        <ResultValue name="densityKgM3" value={r.densityKgM3} unit="kgm3" dependsOn={INPUTS} />
        <ResultValue name="brandFactor" value={r.brandFactor} quantity="factor" dependsOn={INPUTS} />
      </ResultList>
      <Warnings keys={r.warnings.filter((k) => k !== REMINDER)} />
      <Note>{t(`warnings.${REMINDER}`)}</Note>
      <Note>{t('sgNote')}</Note>
    </>
  );
}

/** "Add 726.8 g of salt mix." / 「RO水を5.87 L足してください。」, in the visitor's volume unit. */
function ActionDetail({ result: r, system }: { result: SaltmixResult; system: 'metric' | 'imperial' }) {
  const t = useTranslations('Calculators.saltmix');
  const format = useResultFormat(); // the same decimals as the results above (lib/calculators/precision.ts)
  let text: string | null = null;
  if (r.action === 'NONE') text = t('actionDetails.NONE');
  if (r.action === 'ADD_SALT' && r.addSaltG !== null)
    text = t('actionDetails.ADD_SALT', { grams: format({ value: r.addSaltG, quantity: 'dose' })?.text ?? '' });
  if (r.action === 'ADD_RODI' && r.addRodiL !== null) {
    const amount = format({ value: r.addRodiL, kind: 'volume' })?.text ?? '';
    text = system === 'imperial' ? t('actionDetails.ADD_RODI_gal', { gallons: amount }) : t('actionDetails.ADD_RODI', { litres: amount });
  }
  return text ? (
    <p className="text-base font-medium text-slate-900 dark:text-slate-100" data-testid="action-detail">
      {text}
    </p>
  ) : null;
}
