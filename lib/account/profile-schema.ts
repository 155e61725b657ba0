import * as z from 'zod/mini';
import { trimmed } from './zod';
import { isHttpUrl } from './user';

/** The profile form's schema and readers; issue messages are `Account.profile.errors.*` keys. */

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
  const links = Array.isArray(m.links)
    ? m.links.filter((l): l is string => typeof l === 'string' && isHttpUrl(l)).slice(0, PROFILE_LIMITS.links)
    : [];
  return {
    name: pick('name'),
    username: pick('username'),
    bio: pick('bio'),
    location: pick('location'),
    website: pick('website'),
    links,
  };
}
