import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CopyButton } from '@/components/ui/copy-button';
import { PageHeader } from '@/components/ui/page-header';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Contact', '/contact');

export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tc] = await Promise.all([getTranslations('Contact'), getTranslations('Common')]);
  const at = site.contactEmail.lastIndexOf('@');
  const [local, domain] = [site.contactEmail.slice(0, at), site.contactEmail.slice(at + 1)];
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <section className="max-w-xl rounded-xl border border-slate-200 p-6 dark:border-slate-700">
        <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('emailLabel')}</h2>
        {/* On a phone the address may break after "@" (<wbr>), and inside a word only if one part alone is too wide. */}
        <p className="mt-1 text-xl font-semibold [overflow-wrap:anywhere]" data-testid="contact-email">
          {local}@<wbr />
          {domain}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <CopyButton text={site.contactEmail} label={t('copy')} copiedLabel={t('copied')} failedLabel={tc('copyFailed')} />
          <a
            href={`mailto:${site.contactEmail}`}
            className="rounded-md bg-cyan-700 px-3 py-2 text-sm font-semibold text-white hover:bg-cyan-800 dark:bg-cyan-300 dark:text-slate-950"
          >
            {t('openMail')}
          </a>
        </div>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t('replyTime')}</p>
      </section>
    </>
  );
}
