import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CalculatorIndex } from '@/components/calculators/calculator-index';
import { PageHeader } from '@/components/ui/page-header';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Hub', '/reef-calculator');

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
