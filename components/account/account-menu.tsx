'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { isGuarded } from '@/lib/account/guard';
import { localizePath } from '@/lib/account/return-path';
import { isSupabaseConfigured } from '@/lib/env';
import { IntentLink } from '@/components/layout/intent-link';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isAuthCookieName, cookieNames } from '@/lib/supabase/auth-cookie';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { Avatar } from './avatar';
import { useAccount } from './use-account';
import { buttonClass } from '@/components/ui/button';

// Only when signing out of a browser that holds the account's reef log (loaded then).
const SignOutDialog = dynamic(() => import('./sign-out-dialog').then((m) => m.SignOutDialog), { ssr: false });

const signInClass = buttonClass('primary', '', 'sm');
const itemClass = 'block w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

/** Clears the session cookies by hand when the sign-out request failed (offline): this browser is signed out either way. */
function clearAuthCookies() {
  for (const name of cookieNames(document.cookie).filter(isAuthCookieName)) document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

/**
 * "Sign in" for visitors; for a signed-in user a disclosure menu (profile, settings, sign out) that opens with
 * Enter/Space, closes on Escape, on a click outside and when focus leaves it. Without an auth cookie nothing is fetched.
 */
export function AccountMenu() {
  const t = useTranslations('Account.menu');
  const tn = useTranslations('Nav');
  const locale = useLocale();
  const pathname = usePathname();
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [logToSettle, setLogToSettle] = useState<{ unsent: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, { button, root });

  // Without a Supabase project there are no accounts: no sign-in button at all.
  if (!isSupabaseConfigured) return null;
  if (account.status !== 'signedIn') {
    if (account.status === 'loading') {
      return <span aria-hidden="true" className="inline-block h-9 w-9 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700" />;
    }
    const next = pathname === '/login' ? undefined : { next: pathname };
    // Prefetched on intent like the logo: seen on every page by every visitor, followed by few.
    return (
      <IntentLink href={{ pathname: '/login', query: next }} className={signInClass} data-testid="sign-in-link">
        {tn('signIn')}
      </IntentLink>
    );
  }

  const { user } = account;
  const display = user.name || user.email;

  /** Signing out of a browser that holds this account's reef log asks first what becomes of it (SignOutDialog). */
  async function requestSignOut() {
    setBusy(true);
    try {
      const { accountLogState } = await import('@/lib/log/accounts');
      const state = await accountLogState(user.id);
      if (state.rows + state.unsent > 0) {
        setOpen(false);
        setBusy(false);
        setLogToSettle({ unsent: state.unsent });
        return;
      }
    } catch {
      // the log could not be read: sign out as before (its rows stay in their own database)
    }
    await signOut();
  }

  async function signOut() {
    setBusy(true);
    try {
      // scope 'local': this browser only; other devices stay signed in.
      const supabase = await getSupabaseBrowserClient();
      const { error } = (await supabase?.auth.signOut({ scope: 'local' })) ?? { error: null };
      if (error) clearAuthCookies();
    } catch {
      clearAuthCookies();
    }
    const here = `${window.location.pathname}${window.location.search}`;
    // A full load, so every part of the page (and the proxy) sees the signed-out state.
    window.location.assign(isGuarded(window.location.pathname) ? localizePath('/', locale) : here);
  }

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full p-0.5 hover:ring-2 hover:ring-cyan-600 focus-visible:ring-2 focus-visible:ring-cyan-600"
        data-testid="account-menu-button"
      >
        <Avatar url={user.avatarUrl} name={display} size={36} />
        <span className="sr-only">{t('label')}</span>
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute right-0 top-full z-menu mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        data-testid="account-menu"
      >
        <p className="truncate px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{t('signedInAs', { name: display })}</p>
        <ul className="border-t border-slate-200 pt-1 dark:border-slate-700">
          <li>
            <Link href="/profile" prefetch={false} className={itemClass} onClick={() => setOpen(false)}>
              {t('profile')}
            </Link>
          </li>
          <li>
            <Link href="/settings" className={itemClass} onClick={() => setOpen(false)}>
              {t('settings')}
            </Link>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => void requestSignOut()} disabled={busy}>
              {busy ? t('signingOut') : t('signOut')}
            </button>
          </li>
        </ul>
      </div>
      {logToSettle && (
        <SignOutDialog userId={user.id} unsent={logToSettle.unsent} onSignOut={signOut} onCancel={() => setLogToSettle(null)} />
      )}
    </div>
  );
}
