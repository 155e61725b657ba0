'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SALT_FREQUENCIES } from '@/lib/calculators/running-cost';
import type { Draft } from '@/lib/calculators/state';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
import { NumberField, SegmentedField, SelectField, ToggleField } from '@/components/calculators/kit/fields';
import { PresetInfo } from '@/components/calculators/kit/preset-info';
import { useUnitLabel } from '@/components/calculators/kit/fields';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { Button } from '@/components/ui/button';
import {
  findSaltPack,
  packGramsPerLiter,
  packCostShortfallPercent,
  packLitresAtReefSalinity,
  packOfCapacity,
  SALT_PACKS,
  type SaltPack,
} from '@/lib/calculators/running-cost/salt-packs';
import { findSaltPreset } from '@/lib/calculators/saltmix/presets';
import { getAt } from '@/lib/calculators/state';
import { decimalsFor } from '@/lib/calculators/precision';
import { formatNumber } from '@/lib/format';
import { toDisplayUnit } from '@/lib/units';
import { useMoney } from './use-money';

/** The salt mix used by water changes; switching it off sets `salt` to null (and brings the same values back on). */
export function SaltSection({ fallback }: { fallback: Draft }) {
  const calc = useCalculatorContext();
  const t = useTranslations('Calculators.running-cost');
  const money = useMoney();
  const salt = calc.draft.salt;
  const on = salt !== null && salt !== undefined && typeof salt === 'object';
  const last = useRef<Draft | null>(null);
  const pack = on ? packOfCapacity(getAt(calc.draft, 'salt.bucketCapacityL')) : undefined;
  const packOptions = [
    { value: '', label: t('saltPacks.choose') },
    ...SALT_PACKS.map((p) => ({ value: p.id, label: t(`saltPacks.names.${p.id}`) })),
  ];
  const setCapacity = (litres: number) => calc.set('salt.bucketCapacityL', String(litres));
  const toggle = (next: boolean) => {
    if (!next && on) last.current = salt as Draft;
    calc.set('salt', next ? (last.current ?? fallback) : null);
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="salt-section">
      <legend className="px-1 text-sm font-semibold">{t('groups.salt')}</legend>
      <ToggleField name="saltEnabled" checked={on} onToggle={toggle} />
      {on ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <NumberField name="salt.tankVolumeL" kind="volume" />
          <NumberField name="salt.waterChangePct" unit="percent" />
          <SegmentedField name="salt.frequency" options={SALT_FREQUENCIES} optionKey="frequency" />
          <SelectField
            name="saltPack"
            options={packOptions}
            value={pack?.id ?? ''}
            onValue={(id) => {
              const p = findSaltPack(id);
              if (p) calc.set('salt.bucketCapacityL', String(p.litres));
            }}
          />
          {pack ? (
            <div className="sm:col-span-2">
              <PresetInfo grade={pack.grade} source={t(`saltPacks.sources.${pack.id}`)} label={t(`saltPacks.labels.${pack.id}`)} />
              <PackAtReefSalinity pack={pack} capacity={getAt(calc.draft, 'salt.bucketCapacityL')} onLitres={setCapacity} />
            </div>
          ) : null}
          <NumberField name="salt.saltPrice" unit={money.symbol} />
          <NumberField name="salt.bucketCapacityL" kind="volume" />
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * The pack's litres are mixed weaker than reef water (about 33 g/L), so a cost from them is low: the litres at 35 ppt
 * from the salt's own figure, and a button to use them or to go back to the pack's (docs/methods.md#running-cost).
 */
function PackAtReefSalinity({ pack, capacity, onLitres }: { pack: SaltPack; capacity: unknown; onLitres: (litres: number) => void }) {
  const t = useTranslations('Calculators.running-cost.saltPacks');
  const locale = useLocale();
  const [system] = useUnitSystem();
  const unit = useUnitLabel('volume', undefined, system);
  const reef = packLitresAtReefSalinity(pack);
  const shortfall = packCostShortfallPercent(pack);
  const gramsAt35 = findSaltPreset(pack.saltId)?.gramsPerLiterAt35;
  if (reef === null || shortfall === null || gramsAt35 === undefined) return null;
  const reefLitres = Math.round(reef);
  const volume = (litres: number) =>
    `${formatNumber(toDisplayUnit('volume', system, litres), locale, decimalsFor('litresInText'))} ${unit}`;
  const grams = (g: number) => formatNumber(g, locale, decimalsFor('saltGramsEstimate'));
  const values = {
    litres: volume(reefLitres),
    stated: volume(pack.litres),
    grams: grams(gramsAt35),
    packGrams: grams(packGramsPerLiter(pack)),
    pct: formatNumber(shortfall, locale, decimalsFor('percent')),
  };
  const atReef = typeof capacity === 'string' && Number(capacity) === reefLitres;
  return (
    <div className="mt-2 space-y-2 text-sm" data-testid="pack-at-reef" data-in-use={atReef ? 'reef' : 'stated'}>
      <p>{atReef ? t('inUseAtReef', values) : t('atReef', values)}</p>
      <Button variant="outline" onClick={() => onLitres(atReef ? pack.litres : reefLitres)}>
        {atReef ? t('useStated', values) : t('useAtReef', values)}
      </Button>
    </div>
  );
}
