import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OfflineView } from '@/components/offline/offline-view';
import type { AppLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: AppLocale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Offline' });
  // Served by the service worker in place of pages it does not have; not a page to index.
  return { title: t('title'), description: t('metaDescription'), robots: { index: false, follow: true } };
}

export default async function OfflinePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <OfflineView />;
}
