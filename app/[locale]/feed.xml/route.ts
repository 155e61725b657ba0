import { feedResponse } from '@/lib/blog/feed-response';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => routing.locales.filter((l) => l !== routing.defaultLocale).map((locale) => ({ locale }));

/** /ja/feed.xml: the Japanese posts. */
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return feedResponse(locale === 'ja' ? 'ja' : 'en');
}
