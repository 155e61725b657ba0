import type { User } from '@supabase/supabase-js';
import { connection } from 'next/server';
import { redirect } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { createSupabaseServerClient } from '@/lib/supabase/server';

/**
 * The signed-in user, verified by the Auth server (getUser, not the unverified cookie), or null.
 * Reads cookies, so a page calling it renders per request.
 */
export async function getCurrentUser(): Promise<User | null> {
  await connection(); // per request, also on a server without Supabase (never prerendered as a redirect)
  const supabase = await createSupabaseServerClient();
  if (!supabase) return null;
  try {
    const { data } = await supabase.auth.getUser();
    return data.user ?? null;
  } catch {
    return null;
  }
}

/**
 * For pages that need an account. The proxy already sent signed-out visitors to /login (and remembered
 * the page); this is the second line for a session the Auth server no longer accepts.
 */
export async function requireUser(locale: AppLocale): Promise<User> {
  const user = await getCurrentUser();
  if (!user) redirect({ href: '/login', locale });
  return user as User;
}
