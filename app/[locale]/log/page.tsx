import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { LogApp } from '@/components/log/log-app';
import { LOG_NAMESPACES } from '@/components/log/log-messages';
import { PageHeader } from '@/components/ui/page-header';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Log', '/log');

/** The reef log: everything lives in the browser (components/log), the page only frames it. */
export default async function LogPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations('Log'), getMessages()]);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={pickMessages(messages, LOG_NAMESPACES)}>
        <LogApp />
      </NextIntlClientProvider>
    </>
  );
}
