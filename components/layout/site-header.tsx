import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/account/account-menu';
import type { AppLocale } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick';
import { mainNav } from '@/lib/nav';
import { site } from '@/lib/site';
import { IntentLink } from './intent-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SettingsPopover, type SettingsLabels } from './settings-popover';

/**
 * One row at every width: the logo, the main links from `lg` up (a menu below, where they would not fit in
 * Japanese), and one settings button for language, theme and units. The row is as wide as the page's content
 * (max-w-6xl, the same padding as <main>), and no label breaks inside a word.
 */
export async function SiteHeader({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tp = await getTranslations({ locale, namespace: 'Preferences' });
  const messages = await getMessages({ locale });
  const items = mainNav.map((n) => ({ href: n.href, label: t(n.key) }));
  const settings: SettingsLabels = {
    settings: tp('settings'),
    language: tp('language'),
    theme: { label: tp('theme'), system: tp('themeSystem'), light: tp('themeLight'), dark: tp('themeDark') },
    units: { label: tp('units'), metric: tp('unitsMetric'), imperial: tp('unitsImperial') },
  };
  return (
    <header className="border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6" data-testid="header-row">
        {/* The home page on intent, not on sight: on a phone the logo is the header's only link in view, and its
            prefetch ran beside the page's own first work. */}
        <IntentLink
          href="/"
          className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-bold text-slate-900 dark:text-white"
        >
          <Logo />
          <span>{site.name}</span>
        </IntentLink>
        <nav aria-label={t('main')} className="hidden lg:block">
          <NavLinks
            items={items}
            className="flex items-center gap-1"
            linkClassName="block whitespace-nowrap rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:text-cyan-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:text-cyan-300"
          />
        </nav>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          <SettingsPopover labels={settings} />
          <NextIntlClientProvider messages={pickMessages(messages, ['Nav.signIn', 'Account.menu', 'Account.signOutLog'])}>
            <AccountMenu />
          </NextIntlClientProvider>
          <MobileMenu items={items} openLabel={t('openMenu')} closeLabel={t('closeMenu')} navLabel={t('main')} />
        </div>
      </div>
    </header>
  );
}
