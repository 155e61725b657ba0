import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { calculators } from '@/lib/calculators/registry';
import { Link } from '@/lib/i18n/navigation';

const linkClass = 'font-medium text-cyan-800 underline underline-offset-2 hover:text-cyan-950 dark:text-cyan-200 dark:hover:text-white';

/**
 * The offline screen: what the service worker shows for a page that is not saved on this device when there is no
 * connection (lib/offline/sw.ts), listing what works offline. Every link here is in the precache.
 */
export async function OfflineView() {
  const [t, tc, tl] = await Promise.all([getTranslations('Offline'), getTranslations('Calculators'), getTranslations('Log.entry')]);
  return (
    <div className="max-w-3xl" data-testid="offline-screen">
      <PageHeader title={t('title')} intro={t('intro')} />
      <ul className="space-y-4 text-slate-800 dark:text-slate-200">
        <li>
          <Link href="/" className={linkClass}>
            {t('home')}
          </Link>
        </li>
        <li>
          <p>
            <Link href="/reef-calculator" className={linkClass}>
              {t('hub')}
            </Link>
            {tl('separator')}
            {t('calculators')}
          </p>
          <ul className="mt-2 grid gap-2 pl-4 sm:grid-cols-2">
            {calculators.map(({ slug }) => (
              <li key={slug}>
                <Link href={`/reef-calculator/${slug}`} className={linkClass}>
                  {tc(`${slug}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <Link href="/log" className={linkClass}>
            {t('log')}
          </Link>
        </li>
        <li>{t('posts')}</li>
      </ul>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t('retryHint')}</p>
    </div>
  );
}
