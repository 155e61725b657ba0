import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogHighlights } from '@/components/home/blog-highlights';
import { MoreFeatures } from '@/components/home/more-features';
import { Hero } from '@/components/home/hero';
import { HomeSection } from '@/components/home/home-section';
import { SponsorTiers } from '@/components/home/sponsor-tiers';
import { CalculatorIndex } from '@/components/calculators/calculator-index';
import { IntentLink } from '@/components/layout/intent-link';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Home' });
  return pageMetadata({ locale, path: '/', title: t('title'), description: t('metaDescription') });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  return (
    <>
      <Hero />
      <HomeSection id="calculators" title={t('calculatorsTitle')} text={t('calculatorsText')}>
        <CalculatorIndex headingLevel={3} search={false} />
      </HomeSection>
      <HomeSection id="sponsors" title={t('sponsorsTitle')} text={t('sponsorsText')}>
        <SponsorTiers compact headingLevel={3} />
        <IntentLink href="/sponsors" className="mt-4 inline-block font-medium text-cyan-800 underline dark:text-cyan-200">
          {t('sponsorsCta')}
        </IntentLink>
      </HomeSection>
      <BlogHighlights locale={locale} />
      <MoreFeatures />
    </>
  );
}
