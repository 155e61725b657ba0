import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The home page's opening; compact on a phone, so that the first calculator shows on the first screen. */
export async function Hero() {
  const t = await getTranslations('Home');
  return (
    <section className="rounded-2xl bg-gradient-to-br from-cyan-50 to-sky-100 px-5 py-7 sm:px-10 sm:py-12 dark:from-cyan-950 dark:to-slate-900">
      <p className="inline-block rounded-full bg-cyan-700 px-3 py-1 text-sm font-semibold text-white dark:bg-cyan-300 dark:text-slate-950">
        {t('heroBadge')}
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:mt-4 sm:text-5xl dark:text-white">{t('heroTitle')}</h1>
      <p className="mt-3 max-w-2xl text-base text-slate-700 sm:mt-4 sm:text-lg dark:text-slate-200">{t('heroText')}</p>
      <p className="mt-3 font-semibold text-cyan-900 sm:mt-4 dark:text-cyan-200">{t('heroFree')}</p>
      <Link
        href="/reef-calculator"
        className="mt-4 inline-block rounded-md bg-cyan-700 px-5 py-3 sm:mt-6 font-semibold text-white hover:bg-cyan-800 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200"
      >
        {t('heroCta')}
      </Link>
    </section>
  );
}
