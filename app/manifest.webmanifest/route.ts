import { getTranslations } from 'next-intl/server';
import { manifestResponse } from '@/lib/offline/manifest';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

/** /manifest.webmanifest: the English app (start /). */
export async function GET() {
  const t = await getTranslations({ locale: 'en', namespace: 'Offline' });
  return manifestResponse('en', { name: t('appName', { site: site.name }), description: t('appDescription') });
}
