'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { hasInvalidParams, notFoundVariant } from '@/lib/not-found';

const noop = () => () => {};
const currentPath = () => decodeSafe(window.location.pathname);
function decodeSafe(p: string) {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

/** The 404 screen: names the path that was asked for (read in the browser, since not-found gets no props). */
export function NotFoundView({ siteName }: { siteName: string }) {
  const t = useTranslations('NotFound');
  const tc = useTranslations('Common');
  const path = useSyncExternalStore(noop, currentPath, () => '');
  const variant = notFoundVariant(path);
  const title = variant === 'post' ? t('postTitle') : variant === 'category' ? t('categoryTitle') : t('title');
  const hint = variant === 'post' ? t('postHint') : variant === 'category' ? t('categoryHint') : t('hint');
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <title>{`${t('status')}: ${title} | ${siteName}`}</title>
      <p className="text-sm font-semibold text-cyan-800 dark:text-cyan-200">{t('status')}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 break-all text-slate-700 dark:text-slate-300" data-testid="not-found-message">
        {t(hasInvalidParams(path) ? 'invalidMessage' : 'message', { path })}
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{hint}</p>
      {variant === 'page' ? null : (
        <Link
          href="/blog"
          className="mt-8 mr-3 inline-block rounded-md border border-cyan-700 px-4 py-2 font-semibold text-cyan-800 dark:border-cyan-300 dark:text-cyan-200"
        >
          {t('toBlog')}
        </Link>
      )}
      <Link
        href="/"
        className="mt-8 inline-block rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white dark:bg-cyan-300 dark:text-slate-950"
      >
        {tc('backHome')}
      </Link>
    </div>
  );
}
