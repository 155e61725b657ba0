'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SALT_FREQUENCIES } from '@/lib/calculators/running-cost';
import type { Draft } from '@/lib/calculators/state';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
import { NumberField, SegmentedField, SelectField, ToggleField } from '@/components/calculators/kit/fields';
import { PresetInfo } from '@/components/calculators/kit/preset-info';
import { packOfCapacity, SALT_PACKS, findSaltPack } from '@/lib/calculators/running-cost/salt-packs';
import { getAt } from '@/lib/calculators/state';
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
            </div>
          ) : null}
          <NumberField name="salt.saltPrice" unit={money.symbol} />
          <NumberField name="salt.bucketCapacityL" kind="volume" />
        </div>
      ) : null}
    </fieldset>
  );
}
