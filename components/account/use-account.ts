'use client';

import { useSyncExternalStore } from 'react';
import { toAccountUser, type AccountUser } from '@/lib/account/user';
import { browserHasAuthCookie, getSupabaseBrowserClient } from '@/lib/supabase/client';

/**
 * Who is signed in, for display (header menu, settings, sign-in page). `unknown` while rendering on the server
 * and hydrating; `loading` while the session cookie is read. Without a Supabase auth cookie the answer is
 * `signedOut` at once: no client is created and nothing is fetched.
 */
export type AccountState =
  { status: 'unknown' } | { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AccountUser };

const UNKNOWN: AccountState = { status: 'unknown' };
const SIGNED_OUT: AccountState = { status: 'signedOut' };

let state: AccountState = UNKNOWN;
let started = false;
const listeners = new Set<() => void>();

function set(next: AccountState) {
  // the same account read again (on focus) changes nothing for the page
  if (next.status === 'signedIn' && state.status === 'signedIn' && JSON.stringify(next.user) === JSON.stringify(state.user)) return;
  if (next.status === state.status && next.status !== 'signedIn') return;
  state = next;
  listeners.forEach((l) => l());
}

/** Reads the session again (after the profile changed, or a sign-in/out elsewhere in this tab). */
export async function reloadAccount(): Promise<void> {
  const loading = browserHasAuthCookie() ? getSupabaseBrowserClient() : null;
  if (!loading) return set(SIGNED_OUT);
  try {
    const supabase = await loading;
    // The session in the cookie: no request unless the access token has expired and must be refreshed.
    const { data } = await supabase.auth.getSession();
    set(data.session ? { status: 'signedIn', user: toAccountUser(data.session.user) } : SIGNED_OUT);
  } catch {
    set(SIGNED_OUT);
  }
}

/**
 * Another tab may have signed in as someone else through a link (no event reaches this tab): the session is read
 * again when the page comes back into view, so the page follows the account now signed in.
 */
function recheckOnReturn() {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (state.status === 'signedIn' || browserHasAuthCookie()) {
      void reloadAccount();
    }
  });
}

function start() {
  if (started) return;
  started = true;
  recheckOnReturn();
  if (!browserHasAuthCookie()) return set(SIGNED_OUT);
  set({ status: 'loading' });
  void reloadAccount();
  void getSupabaseBrowserClient()?.then((supabase) =>
    supabase.auth.onAuthStateChange((event, session) => {
      if (event === 'SIGNED_OUT') set(SIGNED_OUT);
      else if (session && (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED'))
        set({ status: 'signedIn', user: toAccountUser(session.user) });
    }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

export function useAccount(): AccountState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}
