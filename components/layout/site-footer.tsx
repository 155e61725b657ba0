import { getTranslations } from 'next-intl/server';
import { calculators } from '@/lib/calculators/registry';
import { IntentLink } from '@/components/layout/intent-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { mainNav } from '@/lib/nav';
import { site } from '@/lib/site';
import { LocaleSwitcher } from './locale-switcher';

export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tc = await getTranslations({ locale, namespace: 'Calculators' });
  const tf = await getTranslations({ locale, namespace: 'Footer' });
  const tp = await getTranslations({ locale, namespace: 'Preferences' });
  const linkClass = 'text-sm text-slate-700 hover:text-cyan-700 hover:underline dark:text-slate-300 dark:hover:text-cyan-300';
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
        <nav aria-label={t('footer')}>
          <ul className="space-y-2">
            {mainNav.map((n) => (
              <li key={n.href}>
                <IntentLink href={n.href} className={linkClass}>
                  {t(n.key)}
                </IntentLink>
              </li>
            ))}
            <li>
              <IntentLink href="/login" className={linkClass}>
                {t('signIn')}
              </IntentLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('calculatorsNav')}>
          <ul className="space-y-2">
            {calculators.map((c) => (
              <li key={c.slug}>
                <IntentLink href={`/reef-calculator/${c.slug}`} className={linkClass}>
                  {tc(`${c.slug}.title`)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-slate-600 sm:px-6 dark:text-slate-400">{tf('disclaimer')}</p>
    </footer>
  );
}
