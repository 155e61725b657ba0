'use server';

/**
 * Sign-in and account updates run as server actions rather than browser calls: the form data is checked with
 * the same zod schemas on the server, Supabase errors are mapped to message keys here (the browser never sees
 * Supabase's text), and @supabase/ssr writes the session cookies on the action's response. The browser client is
 * only used where the browser must hold the bytes (avatar upload) or the session already lives there (sign-out).
 */
import type { User } from '@supabase/supabase-js';
import { hasLocale } from 'next-intl';
import { cookies } from 'next/headers';
import { supabaseConfig } from '@/lib/env';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { authErrorKey, type AuthErrorKey, type AuthErrorLike, type AuthStep } from './errors';
import type { AuthField, AuthFormState, ProfileFormState, SaveResult } from './form-state';
import { RETURN_PATH_COOKIE, resolveReturnPath } from './return-path';
import { readUsernameClaim } from './username';
import {
  emailCodeRequestSchema,
  firstIssueKey,
  passwordSignInSchema,
  resendCodeSchema,
  signUpSchema,
  verifyCodeSchema,
} from './auth-schema';
import { AVATAR, AVATAR_NAME, isOwnAvatarUrl, LEGACY_AVATAR_NAMES } from './avatar';
import { fieldIssues, profileFromFormData, profileSchema } from './profile-schema';
import { settingsFromMetadata, settingsSchema } from './settings-schema';
import { isHttpUrl } from './user';

const str = (fd: FormData, key: string) => {
  const v = fd.get(key);
  return typeof v === 'string' ? v : '';
};

function fail(error: AuthErrorLike | null, step: AuthStep, field: AuthField | null = null): AuthFormState {
  const key = authErrorKey(error, step);
  if (key === 'generic' && error) console.error(`[auth] ${step}: ${error.name ?? 'Error'} ${error.status ?? ''} ${error.code ?? ''}`);
  return { status: 'error', error: key, field };
}

const invalid = (key: string, field: AuthField | null): AuthFormState => ({
  status: 'error',
  error: key as AuthErrorKey,
  field,
});

const issueField = (path: PropertyKey[] | undefined) => {
  const f = path?.[0];
  return f === 'email' || f === 'password' || f === 'code' ? f : null;
};

/** The session is in the cookies now; tell the browser where to go and which account settings to apply. */
async function signedIn(user: User | null, fd: FormData): Promise<AuthFormState> {
  const store = await cookies();
  const requested = str(fd, 'locale');
  const locale: AppLocale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const next = resolveReturnPath([str(fd, 'next'), store.get(RETURN_PATH_COOKIE)?.value], locale);
  store.delete(RETURN_PATH_COOKIE);
  return { status: 'signedIn', next, settings: settingsFromMetadata(user?.user_metadata) };
}

async function client() {
  const supabase = await createSupabaseServerClient();
  if (!supabase) throw new Error('Supabase is not configured');
  return supabase;
}

export async function signInWithPassword(_prev: AuthFormState, fd: FormData): Promise<AuthFormState> {
  const parsed = passwordSignInSchema.safeParse({ email: str(fd, 'email'), password: str(fd, 'password') });
  if (!parsed.success) return invalid(firstIssueKey(parsed.error), issueField(parsed.error.issues[0]?.path));
  try {
    const { data, error } = await (await client()).auth.signInWithPassword(parsed.data);
    if (error) return fail(error, 'signIn');
    return signedIn(data.user, fd);
  } catch (e) {
    return fail(e as AuthErrorLike, 'signIn');
  }
}

/** New account: Supabase e-mails a 6-digit code (template: {{ .Token }}) that verifyCode({ kind: 'signup' }) checks. */
export async function signUp(_prev: AuthFormState, fd: FormData): Promise<AuthFormState> {
  const parsed = signUpSchema.safeParse({ email: str(fd, 'email'), password: str(fd, 'password') });
  if (!parsed.success) return invalid(firstIssueKey(parsed.error), issueField(parsed.error.issues[0]?.path));
  try {
    const { data, error } = await (await client()).auth.signUp(parsed.data);
    if (error) return fail(error, 'signUp');
    // Projects without e-mail confirmation sign the user in at once.
    if (data.session) return signedIn(data.user, fd);
    // With confirmation on, an address that already has an account comes back as a user with no identities.
    if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
      return { status: 'error', error: 'userExists', field: 'email' };
    }
    return { status: 'codeSent', email: parsed.data.email, kind: 'signup' };
  } catch (e) {
    return fail(e as AuthErrorLike, 'signUp');
  }
}

/** Sign-in by a code e-mailed to an existing account (never creates one). */
export async function sendSignInCode(_prev: AuthFormState, fd: FormData): Promise<AuthFormState> {
  const parsed = emailCodeRequestSchema.safeParse({ email: str(fd, 'email') });
  if (!parsed.success) return invalid(firstIssueKey(parsed.error), 'email');
  try {
    const { error } = await (await client()).auth.signInWithOtp({ email: parsed.data.email, options: { shouldCreateUser: false } });
    if (error) return fail(error, 'sendCode', 'email');
    return { status: 'codeSent', email: parsed.data.email, kind: 'email' };
  } catch (e) {
    return fail(e as AuthErrorLike, 'sendCode', 'email');
  }
}

export async function verifyCode(_prev: AuthFormState, fd: FormData): Promise<AuthFormState> {
  const parsed = verifyCodeSchema.safeParse({ email: str(fd, 'email'), kind: str(fd, 'kind'), code: str(fd, 'code') });
  if (!parsed.success) return invalid(firstIssueKey(parsed.error), issueField(parsed.error.issues[0]?.path) ?? 'code');
  const { email, kind, code } = parsed.data;
  try {
    const { data, error } = await (await client()).auth.verifyOtp({ email, token: code, type: kind });
    if (error || !data.session) return fail(error ?? { code: 'otp_expired' }, 'verify', 'code');
    return signedIn(data.user, fd);
  } catch (e) {
    return fail(e as AuthErrorLike, 'verify', 'code');
  }
}

/** A new code: `resend` for sign-up confirmation, another OTP e-mail for sign-in by code. */
export async function resendCode(_prev: AuthFormState, fd: FormData): Promise<AuthFormState> {
  const parsed = resendCodeSchema.safeParse({ email: str(fd, 'email'), kind: str(fd, 'kind') });
  if (!parsed.success) return { status: 'error', error: 'resendFailed', field: null };
  const { email, kind } = parsed.data;
  try {
    const auth = (await client()).auth;
    const { error } =
      kind === 'signup'
        ? await auth.resend({ type: 'signup', email })
        : await auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    if (error) return fail(error, 'resend');
    return { status: 'resent' };
  } catch (e) {
    return fail(e as AuthErrorLike, 'resend');
  }
}

// ---------------------------------------------------------------- account updates

export async function saveProfile(_prev: ProfileFormState, fd: FormData): Promise<ProfileFormState> {
  const parsed = profileSchema.safeParse(profileFromFormData(fd));
  if (!parsed.success) return { status: 'error', error: 'invalid', fields: fieldIssues(parsed.error) };
  try {
    const supabase = await client();
    // The username first: it is unique across accounts (supabase/migrations/*_usernames.sql); '' gives it up.
    const rpc = await supabase.rpc('claim_username', { new_username: parsed.data.username });
    const claim = readUsernameClaim(rpc.data, rpc.error);
    if (!claim.ok) {
      return 'field' in claim
        ? { status: 'error', error: 'invalid', fields: { username: claim.field } }
        : { status: 'error', error: claim.error, fields: {} };
    }
    const { error } = await supabase.auth.updateUser({ data: parsed.data });
    if (error) return { status: 'error', error: error.name === 'AuthSessionMissingError' ? 'signedOut' : 'saveFailed', fields: {} };
    return { status: 'saved' };
  } catch {
    return { status: 'error', error: 'saveFailed', fields: {} };
  }
}

/**
 * Points the account at the avatar the browser just uploaded (`url`), or back to the default (null).
 * Only the public URL of the user's own `<user id>/avatar` is accepted. Files the site stored under earlier names
 * (`avatar.<ext>`) are removed, and on a reset the avatar itself.
 */
export async function saveAvatar(url: string | null): Promise<SaveResult> {
  if (!supabaseConfig) return { ok: false, error: 'saveFailed' };
  try {
    const supabase = await client();
    const { data } = await supabase.auth.getUser();
    if (!data.user) return { ok: false, error: 'signedOut' };
    if (url !== null && (typeof url !== 'string' || !isOwnAvatarUrl(supabaseConfig.url, data.user.id, url) || !isHttpUrl(url))) {
      return { ok: false, error: 'invalid' };
    }
    const { error } = await supabase.auth.updateUser({ data: { avatar_url: url } });
    if (error) return { ok: false, error: 'saveFailed' };
    const stale = [...LEGACY_AVATAR_NAMES, ...(url ? [] : [AVATAR_NAME])].map((name) => `${data.user.id}/${name}`);
    await supabase.storage.from(AVATAR.bucket).remove(stale); // best effort: an old file left behind is harmless
    return { ok: true };
  } catch {
    return { ok: false, error: 'saveFailed' };
  }
}

/** Saves the browser's settings in the account (user metadata `settings`), so they follow the user. */
export async function saveSettings(input: unknown): Promise<SaveResult> {
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  try {
    const { error } = await (await client()).auth.updateUser({ data: { settings: parsed.data } });
    if (error) return { ok: false, error: error.name === 'AuthSessionMissingError' ? 'signedOut' : 'saveFailed' };
    return { ok: true };
  } catch {
    return { ok: false, error: 'saveFailed' };
  }
}
