import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountSection } from '@/components/account/account-section';
import { CalendarSubscription } from '@/components/account/calendar-subscription';
import { SettingsForm } from '@/components/account/settings-form';
import { PageHeader } from '@/components/ui/page-header';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Account.settings', '/settings');

/** Static and open to everyone: the values live in the browser (and, signed in, in the account). */
export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, ts, messages] = await Promise.all([getTranslations('Account.settings'), getTranslations('Schedule'), getMessages()]);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={pickMessages(messages, ['Account.settings', 'Preferences', 'Schedule.subscription'])}>
        <section aria-labelledby="settings-preferences" className="space-y-4">
          <h2 id="settings-preferences" className="text-xl font-semibold">
            {t('preferencesTitle')}
          </h2>
          <SettingsForm />
        </section>
        <section aria-labelledby="settings-account" className="mt-10 space-y-4">
          <h2 id="settings-account" className="text-xl font-semibold">
            {t('accountTitle')}
          </h2>
          <AccountSection />
        </section>
        <section aria-labelledby="settings-calendar" className="mt-10 space-y-4">
          <h2 id="settings-calendar" className="text-xl font-semibold">
            {ts('subscription.title')}
          </h2>
          <CalendarSubscription />
        </section>
      </NextIntlClientProvider>
    </>
  );
}
