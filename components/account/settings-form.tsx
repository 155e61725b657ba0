'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useId, useState, type ComponentProps } from 'react';
import { usePrecision } from '@/components/preferences/use-precision';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/inputs';
import { useMounted } from '@/components/ui/use-mounted';
import { saveSettings } from '@/lib/account/actions';
import { localizePath } from '@/lib/account/return-path';
import { settingsSchema, themes, unitSystems, type AccountSettings } from '@/lib/account/settings-schema';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
import { useAccount } from './use-account';

const LANGUAGE_NAMES: Record<AppLocale, string> = { en: 'English', ja: '日本語' };
const PRECISIONS = [0, 1, 2, 3, 4, 5, 6] as const;
type Status = 'savedLocal' | 'savedAccount' | 'saveAccountFailed' | null;

function SettingSelect({ label, help, ...select }: { label: string; help?: string } & ComponentProps<typeof Select>) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={help}>
      {(control) => <Select {...control} {...select} className="w-full max-w-xs px-3 py-2 text-base" />}
    </Field>
  );
}

/**
 * Theme, language, units and precision. Every change is saved in this browser at once (the same stores the
 * header and calculators read) and, for a signed-in user, in the account's `settings` metadata too.
 */
export function SettingsForm() {
  const t = useTranslations('Account.settings');
  const tp = useTranslations('Preferences');
  const locale = useLocale();
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
    <div className="max-w-xl space-y-5" data-testid="settings-form" data-ready={mounted ? 'true' : 'false'}>
      <SettingSelect
        label={t('theme')}
        value={mounted ? current.theme : 'system'}
        onChange={(e) => void change({ theme: e.target.value as AccountSettings['theme'] })}
        data-testid="settings-theme"
        options={themes.map((th) => ({
          value: th,
          label: tp(th === 'system' ? 'themeSystem' : th === 'light' ? 'themeLight' : 'themeDark'),
        }))}
      />
      <SettingSelect
        label={t('language')}
        value={locale}
        onChange={(e) => void change({ language: e.target.value as AppLocale })}
        data-testid="settings-language"
        options={routing.locales.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: l }))}
      />
      <SettingSelect
        label={t('units')}
        value={units}
        onChange={(e) => void change({ units: e.target.value as AccountSettings['units'] })}
        data-testid="settings-units"
        options={unitSystems.map((u) => ({ value: u, label: tp(u === 'metric' ? 'unitsMetric' : 'unitsImperial') }))}
      />
      <SettingSelect
        label={t('precision')}
        help={t('precisionHelp')}
        value={precision}
        onChange={(e) => void change({ precision: Number(e.target.value) })}
        data-testid="settings-precision"
        options={PRECISIONS.map((n) => ({
          value: String(n),
          label: n === 2 ? t('precisionDefault', { count: n }) : t('precisionOption', { count: n }),
        }))}
      />
      <p
        role="status"
        className={`min-h-5 text-sm ${status === 'saveAccountFailed' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
        data-testid="settings-status"
      >
        {status ? t(status) : null}
      </p>
    </div>
  );
}
