'use client';

import { useTranslations } from 'next-intl';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  return (
    <div className="mx-auto max-w-xl py-16 text-center" role="alert">
      <title>{`${t('status')}: ${t('title')}`}</title>
      <p className="text-sm font-semibold text-cyan-800 dark:text-cyan-200">{t('status')}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t('message')}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white dark:bg-cyan-300 dark:text-slate-950"
      >
        {t('retry')}
      </button>
    </div>
  );
}
