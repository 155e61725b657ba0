import { routing } from '@/lib/i18n/routing';
import { blogSitemapEntries } from '@/lib/blog/posts';
import { publicSitemapEntriesNow } from '@/lib/public/sitemap';
import { sitemapEntries, sitemapXml, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';
// the public tanks and profiles change without a deploy: made again at most hourly (lib/public/sitemap.ts)
export const revalidate = 3600;
export const dynamicParams = false;

/** /ja/sitemap.xml: every Japanese URL (the English one lives at /sitemap.xml). */
export const generateStaticParams = () => routing.locales.filter((l) => l !== routing.defaultLocale).map((locale) => ({ locale }));

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return xmlResponse(
    sitemapXml(locale === 'ja' ? 'ja' : 'en', sitemapEntries([...blogSitemapEntries(), ...(await publicSitemapEntriesNow())])),
  );
}
