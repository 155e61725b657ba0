import type { EmailOtpType } from '@supabase/supabase-js';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { localizePath, safeReturnPath, stripLocalePrefix } from '@/lib/account/return-path';
import { routing } from '@/lib/i18n/routing';
import { createSupabaseServerClient } from '@/lib/supabase/server';

const params = z.object({
  token_hash: z.string().min(1).max(2000),
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] satisfies EmailOtpType[]),
});

/**
 * Target of the link in Supabase's e-mails (`/auth/confirm?token_hash={{ .TokenHash }}&type=…&next=/ja/profile`):
 * verifies the token, which writes the session cookies, then goes to `next` if it is a path of this site.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const next = safeReturnPath(search.get('next'), '/');
  const locale = stripLocalePrefix(next).locale ?? routing.defaultLocale;
  const parsed = params.safeParse({ token_hash: search.get('token_hash'), type: search.get('type') });
  const supabase = await createSupabaseServerClient();
  if (parsed.success && supabase) {
    const { error } = await supabase.auth.verifyOtp({ token_hash: parsed.data.token_hash, type: parsed.data.type });
    if (!error) return NextResponse.redirect(new URL(next, request.url));
  }
  const login = new URL(localizePath('/login', locale), request.url);
  login.searchParams.set('error', 'link');
  return NextResponse.redirect(login);
}
