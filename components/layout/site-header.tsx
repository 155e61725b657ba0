import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/account/account-menu';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick';
import { mainNav } from '@/lib/nav';
import { el, text } from '@/lib/public/markup';
import { site } from '@/lib/site';
import { logoHtml } from './header-markup';
import { MobileMenu } from './mobile-menu';
import { NavLinkList, type NavItem } from './nav-link-list';
import { SettingsPopover, type SettingsLabels } from './settings-popover';
import { StaticLink } from './static-link-list';

/**
 * One row at every width: the logo, the main links from `lg` up (a menu below, where they would not fit in
 * Japanese), and one settings button for language, theme and units. The row is as wide as the page's content
 * (max-w-6xl, the same padding as <main>), and no label breaks inside a word.
 */
export async function SiteHeader({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tp = await getTranslations({ locale, namespace: 'Preferences' });
  const messages = await getMessages({ locale });
  const items: NavItem[] = mainNav.map((n) => ({ href: getPathname({ locale, href: n.href }), section: n.href, label: t(n.key) }));
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
            prefetch ran beside the page's own first work. Its mark and name are static markup: one hydrated element,
            not six and a link component (components/layout/static-link-list.tsx). */}
        <StaticLink
          href={getPathname({ locale, href: '/' })}
          html={logoHtml + el('span', {}, text(site.name))}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-bold text-slate-900 dark:text-white"
        />
        <nav aria-label={t('main')} className="hidden lg:block">
          <NavLinkList
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
