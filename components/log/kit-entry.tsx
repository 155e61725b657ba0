'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { canonicalValue, UNIT_MESSAGE_KEY, type ReadingUnit } from '@/lib/log/importers/readings';
import { KITS, kitReading, kitUnit } from '@/lib/log/kits';

type Kit = (typeof KITS)[number];
import { VALUE_BOUNDS } from '@/lib/log/params';
import { sourceTag } from '@/lib/log/source';
import type { EntryInput } from '@/lib/log/repo';
import { inputClass } from './log-styles';

const LAST_KIT_KEY = 'reefcalc.log.kit';
/** The unit the keeper confirmed for a kit that may show either of two (lib/log/kits.ts), per kit. */
const KIT_UNIT_KEY = (kitId: string) => `reefcalc.log.kit-unit.${kitId}`;

function storedUnit(kitId: string): string | null {
  try {
    return localStorage.getItem(KIT_UNIT_KEY(kitId));
  } catch {
    return null;
  }
}
/** The form field a kit's parameter is kept under in `typed` (the test form's names). */
const FIELD = { temperature: 'temperatureC' } as Record<string, string>;

function lastKit(): Kit {
  try {
    const stored = localStorage.getItem(LAST_KIT_KEY);
    return KITS.find((k) => k.id === stored) ?? KITS[0];
  } catch {
    return KITS[0];
  }
}

/**
 * A test at the tank in ten seconds, with one hand: pick the kit (remembered), type the number as the kit shows it,
 * save. The number is converted to the log's units (lib/log/kits.ts) and the test keeps its kit; it is written to this
 * browser at once (offline too) and synced later. Large targets: every control is at least 48 px high.
 */
export function KitEntry({ onSave }: { onSave: (input: Omit<EntryInput, 'tankId'>) => Promise<boolean> }) {
  const t = useTranslations('Log.kits');
  const tu = useTranslations('Log.imports.units');
  const locale = useLocale();
  const id = useId();
  const [kit, setKit] = useState<Kit>(lastKit);
  const [text, setText] = useState('');
  const [error, setError] = useState<'notNumber' | 'outOfRange' | 'chooseUnit' | null>(null);
  const [saved, setSaved] = useState(false);
  // read on the first render after a kit is picked: the entry renders on the client only (the log is in IndexedDB)
  const [confirmed, setConfirmed] = useState<Record<string, string | null>>({});
  const choice = kit.id in confirmed ? confirmed[kit.id] : storedUnit(kit.id);
  const readingUnit = kitUnit(kit, choice);
  const choices: readonly ReadingUnit[] = 'unitChoices' in kit ? kit.unitChoices : [];
  const unit = readingUnit ? tu(UNIT_MESSAGE_KEY[readingUnit]) : t('unitUnconfirmed');
  async function save() {
    if (!readingUnit) return setError('chooseUnit');
    const n = kitReading(text, kit);
    const v = n === null ? null : canonicalValue(kit.parameter, n, readingUnit);
    if (n === null || v === null) return setError('notNumber');
    const b = VALUE_BOUNDS[kit.parameter];
    if (v < b.min || v > b.max) return setError('outOfRange');
    setError(null);
    const field = FIELD[kit.parameter] ?? kit.parameter;
    const ok = await onSave({
      kind: 'test',
      at: new Date().toISOString(),
      values: { [kit.parameter]: v },
      typed: { source: sourceTag('kit', kit.id), [field]: `${text.trim()} ${readingUnit}` },
      note: null,
    });
    if (ok) {
      setText('');
      setSaved(true);
    }
  }
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="kit-entry"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('legend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {KITS.map((k) => (
            <label
              key={k.id}
              className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-cyan-700 has-[:checked]:bg-cyan-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cyan-600 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
            >
              <input
                type="radio"
                name={`${id}-kit`}
                value={k.id}
                checked={kit.id === k.id}
                className="size-5"
                onChange={() => {
                  setKit(k);
                  setSaved(false);
                  try {
                    localStorage.setItem(LAST_KIT_KEY, k.id);
                  } catch {
                    // storage refused: the kit is chosen for this visit only
                  }
                }}
              />
              {t(`names.${k.id}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {choices.length > 0 ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-unit-help`}>
          <legend className="mb-1 font-semibold">{t('unitLegend', { kit: t(`names.${kit.id}`) })}</legend>
          <p id={`${id}-unit-help`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('unitHelp')}
          </p>
          <div className="grid grid-cols-2 gap-2">
            {choices.map((u) => (
              <label
                key={u}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-cyan-700 has-[:checked]:bg-cyan-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cyan-600 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
              >
                <input
                  type="radio"
                  name={`${id}-unit`}
                  value={u}
                  checked={readingUnit === u}
                  className="size-5"
                  onChange={() => {
                    setConfirmed((c) => ({ ...c, [kit.id]: u }));
                    setSaved(false);
                    if (error === 'chooseUnit') setError(null);
                    try {
                      localStorage.setItem(KIT_UNIT_KEY(kit.id), u);
                    } catch {
                      // storage refused: the unit is confirmed for this visit only
                    }
                  }}
                />
                {tu(UNIT_MESSAGE_KEY[u])}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-value`} className="font-medium">
          {t('reading', { kit: t(`names.${kit.id}`), unit })}
        </label>
        <input
          id={`${id}-value`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          className={`${inputClass} h-14 text-2xl`}
        />
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {kit.accuracy
            ? t('accuracy', {
                absolute: formatNumber(kit.accuracy.absolute, locale, kit.decimals),
                relative: kit.accuracy.relative * 100,
                unit,
              })
            : t('noAccuracy')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {t(`errors.${error}`)}
          </p>
        ) : null}
      </div>
      <Button variant="action" type="submit" className="min-h-14 text-lg" disabled={text.trim() === ''}>
        {t('save')}
      </Button>
      <p role="status" className="text-sm text-emerald-800 empty:hidden dark:text-emerald-300" data-testid="kit-saved">
        {saved ? t('saved') : ''}
      </p>
    </form>
  );
}
