import { getTranslations } from 'next-intl/server';
import { calculators } from '@/lib/calculators/registry';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { mainNav } from '@/lib/nav';
import { site } from '@/lib/site';
import { LocaleSwitcher } from './locale-switcher';
import { StaticLinkList } from './static-link-list';
import { linkListHtml } from './static-links';

export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tc = await getTranslations({ locale, namespace: 'Calculators' });
  const tf = await getTranslations({ locale, namespace: 'Footer' });
  const tp = await getTranslations({ locale, namespace: 'Preferences' });
  const linkClass = 'text-sm text-slate-700 hover:text-cyan-700 hover:underline dark:text-slate-300 dark:hover:text-cyan-300';
  const href = (path: string) => getPathname({ locale, href: path });
  const siteLinks = [...mainNav.map((n) => ({ href: href(n.href), label: t(n.key) })), { href: href('/login'), label: t('signIn') }];
  const calculatorLinks = calculators.map((c) => ({ href: href(`/reef-calculator/${c.slug}`), label: tc(`${c.slug}.title`) }));
  return (
    <footer className="mt-16 border-t [content-visibility:auto] [contain-intrinsic-size:auto_320px] border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-bold">{site.name}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{tf('tagline')}</p>
          <div className="mt-4">
            <LocaleSwitcher label={tp('language')} />
          </div>
        </div>
        {/* Static markup with one listener per list, not a hydrated link per entry; the links prefetch on intent and
            navigate in the page as IntentLink's do (components/layout/static-link-list.tsx). */}
        <nav aria-label={t('footer')}>
          <StaticLinkList className="space-y-2" html={linkListHtml(siteLinks, linkClass)} />
        </nav>
        <nav aria-label={t('calculatorsNav')}>
          <StaticLinkList className="space-y-2" html={linkListHtml(calculatorLinks, linkClass)} />
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-slate-600 sm:px-6 dark:text-slate-400">{tf('disclaimer')}</p>
    </footer>
  );
}
