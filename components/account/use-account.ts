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

function start() {
  if (started) return;
  started = true;
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
