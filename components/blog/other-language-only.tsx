import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';

/** Shown at a post's address in a language it is not written in: offers the language it exists in. */
export async function OtherLanguageOnly({ locale, path, title }: { locale: AppLocale; path: string; title: string }) {
  const t = await getTranslations('Blog');
  return (
    <div className="mx-auto max-w-2xl py-12" data-testid="other-language-only">
      <h1 lang={locale} className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-4 text-lg">{t('otherLanguageOnly')}</p>
      <Link
        href={path}
        locale={locale}
        hrefLang={locale}
        prefetch={false}
        className="mt-6 inline-block rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white dark:bg-cyan-300 dark:text-slate-950"
      >
        {t('readInOtherLanguage')}
      </Link>
    </div>
  );
}
