import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { supabaseConfig } from '@/lib/env';
import { fetchWithTimeout } from '@/lib/security/deadline';
import { isCodeVerifierCookieName } from './auth-cookie';

/**
 * Supabase for Server Components, Server Actions and Route Handlers, over Next's cookie store.
 * Null when this server has no Supabase project. Create one per request; never share it.
 */
export async function createSupabaseServerClient() {
  if (!supabaseConfig) return null;
  const store = await cookies();
  return createServerClient(supabaseConfig.url, supabaseConfig.anonKey, {
    global: { fetch: fetchWithTimeout() }, // an unreachable project costs a request seconds, not minutes
    cookies: {
      getAll: () => store.getAll(),
      setAll(list) {
        try {
          // @supabase/ssr always runs the PKCE flow, so sending a code stores a verifier for a later
          // exchangeCodeForSession. This site never exchanges a code: the e-mailed code and the e-mailed link
          // are both checked by verifyOtp (lib/account/actions.ts, app/auth/confirm/route.ts). Written, the
          // verifier would be a 400-day cookie that nothing reads, and a cookie set in a server action makes
          // Next re-render the whole route and drop its prefetched links after every "Send code".
          for (const { name, value, options } of list) if (!isCodeVerifierCookieName(name)) store.set(name, value, options);
        } catch {
          // Server Components cannot set cookies; the proxy has already refreshed the session for this request.
        }
      },
    },
  });
}
