import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseConfig } from '@/lib/env';
import { cookieNames, hasAuthCookie } from './auth-cookie';
import { ownerGuardedFetch } from './owner-guard';

let client: Promise<SupabaseClient> | null = null;

/**
 * The browser's Supabase client, reading and writing the same cookies as the server; null when the site has
 * no Supabase project. supabase-js (about 65 kB gzipped) is loaded on first use, which only happens for a
 * signed-in browser (or an avatar upload), so visitors never download it.
 */
export function getSupabaseBrowserClient(): Promise<SupabaseClient> | null {
  if (!supabaseConfig) return null;
  const { url, anonKey } = supabaseConfig;
  client ??= import('@supabase/ssr').then(({ createBrowserClient }) =>
    createBrowserClient(url, anonKey, {
      // Sign-in happens in server actions and /auth/confirm; a `?code=` on some page is never ours to exchange.
      auth: { detectSessionInUrl: false },
      // The log's sync names its account on each request; one sent with another account's token is refused here.
      global: { fetch: ownerGuardedFetch() },
    }),
  );
  return client;
}

/** Whether this browser holds a Supabase session cookie: free to ask, and the only check made for visitors. */
export function browserHasAuthCookie(): boolean {
  return supabaseConfig !== null && typeof document !== 'undefined' && hasAuthCookie(cookieNames(document.cookie));
}
