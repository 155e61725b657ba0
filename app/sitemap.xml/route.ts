import { blogSitemapEntries } from '@/lib/blog';
import { sitemapEntries, sitemapXml, xmlResponse } from '@/lib/sitemap';

export const dynamic = 'force-static';

/** /sitemap.xml: every English URL. */
export function GET() {
  return xmlResponse(sitemapXml('en', sitemapEntries(blogSitemapEntries())));
}
