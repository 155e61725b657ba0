import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/account/account-menu';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick';
import { mainNav } from '@/lib/nav';
import { site } from '@/lib/site';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { UnitsToggle } from './units-toggle';

export async function SiteHeader({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tp = await getTranslations({ locale, namespace: 'Preferences' });
  const messages = await getMessages({ locale });
  const items = mainNav.map((n) => ({ href: n.href, label: t(n.key) }));
  const themeLabels = { label: tp('theme'), system: tp('themeSystem'), light: tp('themeLight'), dark: tp('themeDark') };
  const unitLabels = { label: tp('units'), metric: tp('unitsMetric'), imperial: tp('unitsImperial') };
  const controls = (
    <>
      <LocaleSwitcher label={tp('language')} />
      <ThemeToggle labels={themeLabels} />
      <UnitsToggle labels={unitLabels} />
    </>
  );
  return (
    <header className="relative border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
          <Logo />
          <span>{site.name}</span>
        </Link>
        <nav aria-label={t('main')} className="hidden md:block">
          <NavLinks
            items={items}
            className="flex items-center gap-1"
            linkClassName="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:text-cyan-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:text-cyan-300"
          />
        </nav>
        <div className="flex items-center gap-3">
          <div className="hidden items-center gap-3 md:flex">{controls}</div>
          <NextIntlClientProvider messages={pickMessages(messages, ['Nav.signIn', 'Account.menu'])}>
            <AccountMenu />
          </NextIntlClientProvider>
          <MobileMenu items={items} openLabel={t('openMenu')} closeLabel={t('closeMenu')} navLabel={t('main')}>
            {controls}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
