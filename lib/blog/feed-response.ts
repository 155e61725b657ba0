import { getTranslations } from 'next-intl/server';
import { getPosts, toSummary } from '@/lib/blog/posts';
import { rssXml } from '@/lib/blog/feed';
import type { AppLocale } from '@/lib/i18n/routing';
import { xmlResponse } from '@/lib/seo/sitemap';

export async function feedResponse(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return xmlResponse(rssXml(locale, t('title'), t('description'), getPosts(locale).map(toSummary)), 'application/rss+xml; charset=utf-8');
}
