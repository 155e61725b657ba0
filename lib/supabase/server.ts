import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { supabaseConfig } from '@/lib/env';
import { fetchWithTimeout } from '@/lib/security/deadline';

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
          for (const { name, value, options } of list) store.set(name, value, options);
        } catch {
          // Server Components cannot set cookies; the proxy has already refreshed the session for this request.
        }
      },
    },
  });
}
