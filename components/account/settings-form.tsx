'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { usePrecision } from '@/components/preferences/use-precision';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { useMounted } from '@/components/ui/use-mounted';
import { saveSettings } from '@/lib/account/actions';
import { localizePath } from '@/lib/account/return-path';
import { settingsSchema, themes, unitSystems, type AccountSettings } from '@/lib/account/schema';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { inputClass } from './auth-fields';
import { rememberLocale } from './settings-store';
import { useAccount } from './use-account';

const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', ja: '日本語' };
const PRECISIONS = [0, 1, 2, 3, 4, 5, 6] as const;
type Status = 'savedLocal' | 'savedAccount' | 'saveAccountFailed' | null;

function Select({ label, help, children, ...select }: { label: string; help?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select id={id} aria-describedby={help ? `${id}-help` : undefined} className={`${inputClass} max-w-xs`} {...select}>
        {children}
      </select>
      {help ? (
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Theme, language, units and precision. Every change is saved in this browser at once (the same stores the
 * header and calculators read) and, for a signed-in user, in the account's `settings` metadata too.
 */
export function SettingsForm() {
  const t = useTranslations('Settings');
  const tp = useTranslations('Preferences');
  const locale = useLocale() as AppLocale;
  const mounted = useMounted();
  const { theme, setTheme } = useTheme();
  const [units, setUnits] = useUnitSystem();
  const [precision, setPrecision] = usePrecision();
  const account = useAccount();
  const [status, setStatus] = useState<Status>(null);

  const current: AccountSettings = {
    theme: settingsSchema.shape.theme.safeParse(theme).data ?? 'system',
    language: locale,
    units,
    precision,
  };

  async function change(patch: Partial<AccountSettings>) {
    const next = { ...current, ...patch };
    if (patch.theme) setTheme(patch.theme);
    if (patch.units) setUnits(patch.units);
    if (patch.precision !== undefined) setPrecision(patch.precision);
    if (account.status === 'signedIn') {
      const saved = await saveSettings(next).catch(() => ({ ok: false }));
      setStatus(saved.ok ? 'savedAccount' : 'saveAccountFailed');
    } else {
      setStatus('savedLocal');
    }
    if (patch.language && patch.language !== locale) {
      rememberLocale(patch.language);
      window.location.assign(localizePath('/settings', patch.language));
    }
  }

  return (
    <div className="max-w-xl space-y-5" data-testid="settings-form">
      <Select label={t('theme')} value={mounted ? current.theme : 'system'} onChange={(e) => change({ theme: e.target.value as AccountSettings['theme'] })} data-testid="settings-theme">
        {themes.map((th) => (
          <option key={th} value={th}>
            {tp(th === 'system' ? 'themeSystem' : th === 'light' ? 'themeLight' : 'themeDark')}
          </option>
        ))}
      </Select>
      <Select label={t('language')} value={locale} onChange={(e) => change({ language: e.target.value as AppLocale })} data-testid="settings-language">
        {routing.locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </Select>
      <Select label={t('units')} value={units} onChange={(e) => change({ units: e.target.value as AccountSettings['units'] })} data-testid="settings-units">
        {unitSystems.map((u) => (
          <option key={u} value={u}>
            {tp(u === 'metric' ? 'unitsMetric' : 'unitsImperial')}
          </option>
        ))}
      </Select>
      <Select label={t('precision')} help={t('precisionHelp')} value={precision} onChange={(e) => change({ precision: Number(e.target.value) })} data-testid="settings-precision">
        {PRECISIONS.map((n) => (
          <option key={n} value={n}>
            {n === 2 ? t('precisionDefault', { count: n }) : t('precisionOption', { count: n })}
          </option>
        ))}
      </Select>
      <p role="status" className={`min-h-5 text-sm ${status === 'saveAccountFailed' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`} data-testid="settings-status">
        {status ? t(status) : null}
      </p>
    </div>
  );
}
