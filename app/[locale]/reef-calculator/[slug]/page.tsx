import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CalculatorShell } from '@/components/calculators/calculator-shell';
import { CalculatorForm } from '@/components/calculators/calculator-form';
import { calculators, isCalculatorSlug } from '@/lib/calculators/registry';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: AppLocale; slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => calculators.map(({ slug }) => ({ slug }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isCalculatorSlug(slug)) return {};
  const t = await getTranslations({ locale, namespace: 'Calculators' });
  return pageMetadata({ locale, path: `/reef-calculator/${slug}`, title: t(`${slug}.title`), description: t(`${slug}.description`) });
}

export default async function CalculatorPage({ params }: Props) {
  const { locale, slug } = await params;
  if (!isCalculatorSlug(slug)) notFound();
  setRequestLocale(locale);
  return (
    <CalculatorShell slug={slug}>
      <CalculatorForm slug={slug} />
    </CalculatorShell>
  );
}
