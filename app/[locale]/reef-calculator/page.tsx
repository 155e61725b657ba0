import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CalculatorIndex } from '@/components/calculators/calculator-index';
import { PageHeader } from '@/components/ui/page-header';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: AppLocale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Hub' });
  return pageMetadata({ locale, path: '/reef-calculator', title: t('title'), description: t('description') });
}

export default async function HubPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Hub');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <CalculatorIndex />
    </>
  );
}
