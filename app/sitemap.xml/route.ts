import { blogSitemapEntries } from '@/lib/blog/posts';
import { publicSitemapEntriesNow } from '@/lib/public/sitemap';
import { sitemapEntries, sitemapXml, xmlResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';
// the public tanks and profiles change without a deploy: made again at most hourly (lib/public/sitemap.ts)
export const revalidate = 3600;

/** /sitemap.xml: every English URL. */
export async function GET() {
  return xmlResponse(sitemapXml('en', sitemapEntries([...blogSitemapEntries(), ...(await publicSitemapEntriesNow())])));
}
