'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';
import { canonicalValue, UNIT_MESSAGE_KEY } from '@/lib/log/importers/readings';
import { tableNumber } from '@/lib/log/importers/table';
import { KITS } from '@/lib/log/kits';

type Kit = (typeof KITS)[number];
import { VALUE_BOUNDS } from '@/lib/log/params';
import { sourceTag } from '@/lib/log/source';
import type { EntryInput } from '@/lib/log/repo';
import { buttonClass, inputClass } from './log-styles';

const LAST_KIT_KEY = 'reefcalc.log.kit';
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
  const [error, setError] = useState<'notNumber' | 'outOfRange' | null>(null);
  const [saved, setSaved] = useState(false);
  const unit = tu(UNIT_MESSAGE_KEY[kit.unit]);
  async function save() {
    const n = tableNumber(text, text.includes(',') && !text.includes('.'));
    const v = n === null ? null : canonicalValue(kit.parameter, n, kit.unit);
    if (n === null || v === null) return setError('notNumber');
    const b = VALUE_BOUNDS[kit.parameter];
    if (v < b.min || v > b.max) return setError('outOfRange');
    setError(null);
    const field = FIELD[kit.parameter] ?? kit.parameter;
    const ok = await onSave({
      kind: 'test',
      at: new Date().toISOString(),
      values: { [kit.parameter]: v },
      typed: { source: sourceTag('kit', kit.id), [field]: `${text.trim()} ${kit.unit}` },
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
      <button type="submit" className={`${buttonClass} min-h-14 text-lg`} disabled={text.trim() === ''}>
        {t('save')}
      </button>
      <p role="status" className="text-sm text-emerald-800 empty:hidden dark:text-emerald-300" data-testid="kit-saved">
        {saved ? t('saved') : ''}
      </p>
    </form>
  );
}
