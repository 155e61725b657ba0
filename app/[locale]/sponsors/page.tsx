import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SponsorTiers } from '@/components/home/sponsor-tiers';
import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Sponsors', '/sponsors');

export default async function SponsorsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Sponsors');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <h2 className="mb-4 text-2xl font-semibold">{t('tiersTitle')}</h2>
      <SponsorTiers headingLevel={3} />
      <section className="mt-10 rounded-xl bg-cyan-50 p-6 dark:bg-cyan-950">
        <h2 className="text-xl font-semibold">{t('cta')}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-200">{t('ctaText')}</p>
        <Link
          href="/contact"
          className="mt-4 inline-block rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white hover:bg-cyan-800 dark:bg-cyan-300 dark:text-slate-950"
        >
          {t('cta')}
        </Link>
      </section>
    </>
  );
}
