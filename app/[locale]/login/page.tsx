import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginPanel } from '@/components/account/login-panel';
import { PageHeader } from '@/components/ui/page-header';
import { isSupabaseConfigured } from '@/lib/env';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Account.login', '/login');

/** Static in both builds: the forms read ?next= in the browser and post to server actions. */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations('Account.login'), getMessages()]);
  return (
    <>
      <PageHeader title={t('title')} />
      {isSupabaseConfigured ? (
        <NextIntlClientProvider messages={pickMessages(messages, ['Account.login', 'Account.errors'])}>
          <LoginPanel />
        </NextIntlClientProvider>
      ) : (
        <div
          role="status"
          className="max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-amber-950"
          data-testid="login-not-configured"
        >
          <p className="font-semibold">{t('notConfigured')}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('notConfiguredText')}</p>
        </div>
      )}
    </>
  );
}
