import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AvatarEditor } from '@/components/account/avatar-editor';
import { ProfileForm } from '@/components/account/profile-form';
import { PublicProfileForm } from '@/components/account/public-profile-form';
import { PageHeader } from '@/components/ui/page-header';
import { profileFromMetadata } from '@/lib/account/profile-schema';
import { toAccountUser } from '@/lib/account/user';
import { requireUser } from '@/lib/account/session';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: AppLocale }> };

export const generateMetadata = staticPageMetadata('Account.profile', '/profile', { noindex: true });

/** Rendered per request for the signed-in user (the proxy sends visitors to /login first). */
export default async function ProfilePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireUser(locale);
  const [t, messages] = await Promise.all([getTranslations('Account.profile'), getMessages()]);
  const account = toAccountUser(user);
  const profile = profileFromMetadata(user.user_metadata);
  return (
    <>
      <PageHeader title={t('title')} intro={t('description')}>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="profile-email">
          {t('signedInEmail', { email: account.email })}
        </p>
      </PageHeader>
      <NextIntlClientProvider messages={pickMessages(messages, ['Account.profile'])}>
        <div className="space-y-10">
          <AvatarEditor userId={user.id} initialUrl={account.avatarUrl} name={account.name || account.email} />
          <ProfileForm initial={profile} />
          <PublicProfileForm username={profile.username || null} />
        </div>
      </NextIntlClientProvider>
    </>
  );
}
