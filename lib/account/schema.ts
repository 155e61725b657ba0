import * as z from 'zod/mini';
import { routing } from '@/lib/i18n/routing';
import { isHttpUrl } from './user';

export { isHttpUrl, toAccountUser, type AccountUser } from './user';

/**
 * One schema per form, used by the browser (before sending) and by the server actions (on what arrives).
 * Issue messages are message keys: `Account.errors.*` for sign-in, `Profile.errors.*` for the profile.
 */

// zod/mini, as in lib/calculators/schema-kit.ts: these schemas run in the browser under a CSP without eval.
z.config({ jitless: true });

// Japanese IMEs type full-width characters (ａ＠ｂ．ｊｐ, １２３４５６): NFKC folds them to ASCII.
const nfkc = (s: string) => s.normalize('NFKC').trim();

const trimmed = (fold: (s: string) => string) => z.pipe(z.string(), z.transform(fold));

export const emailField = z.pipe(
  trimmed(nfkc),
  z.pipe(z.string().check(z.minLength(1, 'missingEmail'), z.maxLength(254, 'invalidEmail')), z.email('invalidEmail')),
);

/** Sign-in with a password: an empty form gets Supabase's "provide an email … and a password" message. */
export const passwordSignInSchema = z.object({ email: trimmed(nfkc), password: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (!v.email || !v.password) ctx.addIssue({ code: 'custom', message: 'missingCredentials', path: [] });
    else if (!z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: 'invalidEmail', path: ['email'] });
  }),
);

export const PASSWORD_MIN = 8;
/** bcrypt, which Supabase Auth uses, reads only the first 72 bytes. */
export const PASSWORD_MAX = 72;

export const signUpSchema = z.object({ email: trimmed(nfkc), password: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (!v.email || !v.password) ctx.addIssue({ code: 'custom', message: 'missingCredentials', path: [] });
    else if (!z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: 'invalidEmail', path: ['email'] });
    else if (v.password.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', message: 'passwordTooShort', path: ['password'] });
    else if (new TextEncoder().encode(v.password).length > PASSWORD_MAX) {
      ctx.addIssue({ code: 'custom', message: 'passwordTooLong', path: ['password'] });
    }
  }),
);

export const emailCodeRequestSchema = z.object({ email: emailField });

/** signup: confirming a new account; email: signing in with a code. */
export const otpKinds = ['signup', 'email'] as const;
export type OtpKind = (typeof otpKinds)[number];

export const verifyCodeSchema = z.object({
  email: emailField,
  kind: z.enum(otpKinds),
  code: z.pipe(
    trimmed((s) => s.normalize('NFKC').replace(/\s/g, '')),
    z.string().check(z.regex(/^\d{6}$/, 'codeFormat')),
  ),
});

export const resendCodeSchema = z.object({ email: emailField, kind: z.enum(otpKinds) });

/** The first issue's key, for forms that show one message. */
export function firstIssueKey(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'generic';
}

// ---------------------------------------------------------------- profile

export const PROFILE_LIMITS = { name: 80, bio: 160, location: 80, url: 300, links: 5 } as const;
export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

/** Length in characters as people count them (an emoji is one, not two UTF-16 units). */
const chars = (s: string) => [...s].length;

const trim = (s: string) => s.trim();

const text = (max: number, key: string) => trimmed(trim).check(z.refine((s) => chars(s) <= max, key));

const url = trimmed(trim).check(
  z.refine((s) => s.length <= PROFILE_LIMITS.url, 'urlTooLong'),
  z.refine(isHttpUrl, 'invalidUrl'),
);

export const profileSchema = z.object({
  name: text(PROFILE_LIMITS.name, 'nameTooLong'),
  username: trimmed(trim).check(z.refine((s) => s === '' || USERNAME_PATTERN.test(s), 'usernameFormat')),
  bio: text(PROFILE_LIMITS.bio, 'bioTooLong'),
  location: text(PROFILE_LIMITS.location, 'locationTooLong'),
  website: trimmed(trim).check(
    z.refine((s) => s.length <= PROFILE_LIMITS.url, 'urlTooLong'),
    z.refine((s) => s === '' || isHttpUrl(s), 'invalidUrl'),
  ),
  links: z.array(url).check(z.maxLength(PROFILE_LIMITS.links, 'tooManyLinks')),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

export const emptyProfile: Profile = { name: '', username: '', bio: '', location: '', website: '', links: [] };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The profile fields of a form (`links` repeats; empty link rows are dropped). */
export function profileFromFormData(fd: FormData): ProfileInput {
  return {
    name: str(fd.get('name')),
    username: str(fd.get('username')),
    bio: str(fd.get('bio')),
    location: str(fd.get('location')),
    website: str(fd.get('website')),
    links: fd
      .getAll('links')
      .map(str)
      .filter((s) => s.trim() !== ''),
  };
}

/** Field → first issue key (`links.2` for the third link), for showing errors next to fields. */
export function fieldIssues(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** Whatever the account's metadata holds, read leniently: a bad or missing field becomes empty. */
export function profileFromMetadata(meta: Record<string, unknown> | null | undefined): Profile {
  const m = meta ?? {};
  const pick = <K extends 'name' | 'username' | 'bio' | 'location' | 'website'>(key: K): string => {
    const r = profileSchema.shape[key].safeParse(m[key]);
    return r.success ? r.data : emptyProfile[key];
  };
  const links = Array.isArray(m.links) ? m.links.filter((l): l is string => typeof l === 'string' && isHttpUrl(l)).slice(0, PROFILE_LIMITS.links) : [];
  return {
    name: pick('name'),
    username: pick('username'),
    bio: pick('bio'),
    location: pick('location'),
    website: pick('website'),
    links,
  };
}

// ---------------------------------------------------------------- avatar

export const AVATAR = {
  bucket: 'avatars',
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
  maxBytes: 5 * 1024 * 1024,
  /** pixels, square */
  size: 256,
} as const;
export type AvatarType = (typeof AVATAR.types)[number];

export const avatarExtension: Record<AvatarType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** `Profile.errors` key for a chosen file that cannot be used, or null. */
export function checkAvatarFile(file: { type: string; size: number }): 'avatarType' | 'avatarTooLarge' | null {
  if (!(AVATAR.types as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR.maxBytes) return 'avatarTooLarge';
  return null;
}

/** Storage path of a user's avatar: the first folder is the user id (the storage policies check it). */
export const avatarPath = (userId: string, type: AvatarType) => `${userId}/avatar.${avatarExtension[type]}`;

/** The public URL prefix under which `userId`'s avatars live; anything else is refused as an avatar URL. */
export const avatarUrlPrefix = (supabaseUrl: string, userId: string) =>
  `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/${AVATAR.bucket}/${userId}/`;

/** Source rectangle that crops the centre square of a w×h image (object-fit: cover). */
export function coverCrop(w: number, h: number): { sx: number; sy: number; side: number } {
  const side = Math.min(w, h);
  return { sx: Math.round((w - side) / 2), sy: Math.round((h - side) / 2), side };
}

// ---------------------------------------------------------------- settings

export const themes = ['system', 'light', 'dark'] as const;
export const unitSystems = ['metric', 'imperial'] as const;

export const settingsSchema = z.object({
  theme: z.enum(themes),
  language: z.enum(routing.locales),
  units: z.enum(unitSystems),
  /** decimals of results without a precision of their own (formulas.md §0) */
  precision: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
});
export type AccountSettings = z.output<typeof settingsSchema>;

/** The settings saved in an account, field by field; unknown or broken fields are left out. */
export function settingsFromMetadata(meta: Record<string, unknown> | null | undefined): Partial<AccountSettings> {
  const saved = meta?.settings;
  if (!saved || typeof saved !== 'object') return {};
  const out: Partial<AccountSettings> = {};
  for (const key of Object.keys(settingsSchema.shape) as (keyof AccountSettings)[]) {
    const r = settingsSchema.shape[key].safeParse((saved as Record<string, unknown>)[key]);
    if (r.success) (out as Record<string, unknown>)[key] = r.data;
  }
  return out;
}
