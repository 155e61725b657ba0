import type { PostSummary } from '@/lib/blog/posts';
import { getPathname } from '@/lib/i18n/navigation';
import { absoluteUrl } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import type { AppLocale } from '@/lib/i18n/routing';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 of one language's posts, newest first. */
export function rssXml(locale: AppLocale, title: string, description: string, posts: readonly PostSummary[]): string {
  const self = absoluteUrl(locale === 'en' ? '/feed.xml' : `/${locale}/feed.xml`);
  const items = posts
    .map((p) =>
      [
        '    <item>',
        `      <title>${esc(p.title)}</title>`,
        `      <link>${esc(absoluteUrl(p.url))}</link>`,
        `      <guid isPermaLink="true">${esc(absoluteUrl(p.url))}</guid>`,
        `      <description>${esc(p.summary)}</description>`,
        `      <category>${esc(p.category)}</category>`,
        `      <pubDate>${new Date(p.date).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${esc(`${title} | ${site.name}`)}</title>
    <link>${esc(absoluteUrl(getPathname({ locale, href: '/blog' })))}</link>
    <description>${esc(description)}</description>
    <language>${locale}</language>
    <atom:link href="${esc(self)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
