import { createBrowserClient } from '@supabase/ssr';
import { supabaseConfig } from '@/lib/env';
import { cookieNames, hasAuthCookie } from './auth-cookie';

/**
 * The browser's Supabase client (one per tab; @supabase/ssr keeps it a singleton), reading and writing the
 * same cookies as the server. Null when the site has no Supabase project.
 */
export function getSupabaseBrowserClient() {
  if (!supabaseConfig) return null;
  return createBrowserClient(supabaseConfig.url, supabaseConfig.anonKey, {
    // Sign-in happens in server actions and /auth/confirm; a `?code=` on some page is never ours to exchange.
    auth: { detectSessionInUrl: false },
  });
}

/** Whether this browser holds a Supabase session cookie: free to ask, and the only check made for visitors. */
export function browserHasAuthCookie(): boolean {
  return supabaseConfig !== null && typeof document !== 'undefined' && hasAuthCookie(cookieNames(document.cookie));
}
