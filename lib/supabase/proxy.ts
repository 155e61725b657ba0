import { createServerClient, type CookieOptions } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { supabaseConfig } from '@/lib/env';
import { fetchWithTimeout, withDeadline } from '@/lib/security/deadline';

type PendingCookie = { name: string; value: string; options: CookieOptions };

export interface RefreshedSession {
  /** the signed-in user's id, or null (no project, no session, or a session the server refused) */
  userId: string | null;
  cookies: PendingCookie[];
  headers: Record<string, string>;
}

const none: RefreshedSession = { userId: null, cookies: [], headers: {} };

/**
 * Refreshes the Supabase session of a request that carries an auth cookie (the caller checks that first,
 * so visitors cost nothing). New cookies go into `request.cookies`, so that the page rendered for this
 * request sees them, and are returned for the response (the cookie pattern of @supabase/ssr's Next.js guide).
 */
export async function refreshSupabaseSession(request: NextRequest): Promise<RefreshedSession> {
  if (!supabaseConfig) return none;
  const out: RefreshedSession = { userId: null, cookies: [], headers: {} };
  const supabase = createServerClient(supabaseConfig.url, supabaseConfig.anonKey, {
    global: { fetch: fetchWithTimeout() }, // an unreachable project costs a page seconds, not minutes
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(list, headers) {
        for (const { name, value, options } of list) {
          request.cookies.set(name, value);
          out.cookies.push({ name, value, options });
        }
        Object.assign(out.headers, headers);
      },
    },
  });
  try {
    // getClaims verifies the JWT locally with the project's JWKS (asymmetric keys), or asks the Auth server (legacy
    // symmetric keys); it refreshes an expired access token first. Nothing may run between createServerClient and this.
    const { data } = await withDeadline(supabase.auth.getClaims()); // auth-js retries a refresh for up to 30 s
    out.userId = typeof data?.claims?.sub === 'string' ? data.claims.sub : null;
  } catch {
    out.userId = null; // Auth unreachable: treat as signed out for this request, keep the cookies
  }
  return out;
}

/** Copies refreshed cookies (and their no-store headers) onto whatever response the proxy returns. */
export function applyCookies<T extends NextResponse>(response: T, session: RefreshedSession): T {
  for (const c of session.cookies) response.cookies.set(c.name, c.value, c.options);
  for (const [k, v] of Object.entries(session.headers)) response.headers.set(k, v);
  return response;
}
