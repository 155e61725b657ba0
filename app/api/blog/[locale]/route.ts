import { getPosts, toSummary } from '@/lib/blog/posts';
import { routing } from '@/lib/i18n/routing';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));

/** Every published post of a locale as JSON, newest first: "Load More Posts" reads it. */
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const posts = getPosts(locale === 'ja' ? 'ja' : 'en').map(toSummary);
  return Response.json({ posts }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
