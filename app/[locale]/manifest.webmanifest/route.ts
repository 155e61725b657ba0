import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { manifestResponse } from '@/lib/offline/manifest';
import { site } from '@/lib/site';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => routing.locales.filter((l) => l !== routing.defaultLocale).map((locale) => ({ locale }));

/** /ja/manifest.webmanifest: the Japanese app (start /ja). */
export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale === 'ja' ? 'ja' : 'en';
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return manifestResponse(locale, { name: t('appName', { site: site.name }), description: t('appDescription') });
}
