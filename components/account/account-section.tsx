'use client';

import { useTranslations } from 'next-intl';
import { isSupabaseConfigured } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { Avatar } from './avatar';
import { useAccount } from './use-account';

const linkClass = 'font-semibold text-cyan-800 underline dark:text-cyan-200';

/** The settings page's account part: who is signed in and a link to the profile, or a link to sign in. */
export function AccountSection() {
  const t = useTranslations('Account.settings');
  const account = useAccount();
  if (!isSupabaseConfigured) return <p className="text-slate-700 dark:text-slate-300">{t('notConfigured')}</p>;
  if (account.status === 'signedIn') {
    const { user } = account;
    return (
      <div className="flex items-center gap-4" data-testid="settings-account">
        <Avatar url={user.avatarUrl} name={user.name || user.email} size={48} />
        <div>
          <p>{t('signedInAs', { email: user.email })}</p>
          <Link href="/profile" prefetch={false} className={linkClass}>
            {t('editProfile')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="settings-account">
      <p className="text-slate-700 dark:text-slate-300">{t('signedOutText')}</p>
      <Link href={{ pathname: '/login', query: { next: '/settings' } }} className={`${linkClass} mt-2 inline-block`}>
        {t('signIn')}
      </Link>
    </div>
  );
}
