import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import type en from '@/messages/en.json';

type Messages = typeof en;
type WithPageText<T, N extends string> = T extends Record<'title' | 'description', string> ? N : never;
/**
 * Namespaces with a `title` and a `description` of the page: a top-level one (`Blog`) or one a level down, where a
 * group of screens keeps its strings together (`Account.login`).
 */
type PageNamespace = {
  [N in keyof Messages]:
    | WithPageText<Messages[N], N>
    | { [C in Extract<keyof Messages[N], string>]: WithPageText<Messages[N][C], `${N}.${C}`> }[Extract<keyof Messages[N], string>];
}[keyof Messages];

/**
 * `generateMetadata` of a page with a fixed path whose title and description are `title` and `description` of one
 * namespace: the canonical URL, hreflang alternates and Open Graph come from `pageMetadata` (lib/seo/metadata.ts). Pages behind
 * an account pass `noindex` to stay out of search indexes.
 */
export function staticPageMetadata(namespace: PageNamespace, path: string, { noindex = false }: { noindex?: boolean } = {}) {
  return async ({ params }: { params: Promise<{ locale: AppLocale }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    const meta = pageMetadata({ locale, path, title: t('title'), description: t('description') });
    return noindex ? { ...meta, robots: { index: false } } : meta;
  };
}
