import * as z from 'zod/mini';
import { trimmed } from '@/lib/account/zod';
import type { PublicLink } from './types';

/**
 * The public profile form (docs/public-pages.md): what the keeper types, checked in the browser before it is written to
 * their own `public_profiles` row. The limits and the link rule are the table's checks
 * (supabase/migrations/20261126170000_public_pages.sql), so a value this accepts is one the database accepts.
 * Issue messages are `Account.profile.public.errors.*` keys.
 */

export const PUBLIC_PROFILE_LIMITS = { displayName: 60, bio: 1000, location: 100, links: 5, label: 40, url: 300 } as const;

/** The table's link rule: https, a host with a dot, no credentials, no spaces. */
const HTTPS_URL = /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(\/\S*)?$/;

/** Length as the database counts it (char_length: code points), so an emoji is one. */
const chars = (s: string) => [...s].length;
const trim = (s: string) => s.trim();
const text = (max: number, key: string) => trimmed(trim).check(z.refine((s) => chars(s) <= max, key));

const link = z.object({
  label: trimmed(trim).check(
    z.refine((s) => s !== '', 'labelMissing'),
    z.refine((s) => chars(s) <= PUBLIC_PROFILE_LIMITS.label, 'labelTooLong'),
  ),
  url: trimmed(trim).check(
    z.refine((s) => s !== '', 'urlMissing'),
    z.refine((s) => chars(s) <= PUBLIC_PROFILE_LIMITS.url, 'urlTooLong'),
    z.refine((s) => s === '' || HTTPS_URL.test(s), 'httpsOnly'),
  ),
});

export const publicProfileSchema = z.object({
  isPublic: z.boolean(),
  displayName: text(PUBLIC_PROFILE_LIMITS.displayName, 'displayNameTooLong'),
  bio: text(PUBLIC_PROFILE_LIMITS.bio, 'bioTooLong'),
  location: text(PUBLIC_PROFILE_LIMITS.location, 'locationTooLong'),
  links: z.array(link).check(z.maxLength(PUBLIC_PROFILE_LIMITS.links, 'tooManyLinks')),
});
export type PublicProfileDraft = z.input<typeof publicProfileSchema>;

export const emptyPublicProfile: PublicProfileDraft = { isPublic: false, displayName: '', bio: '', location: '', links: [] };

/** The columns the owner may write (the migration's grants), empty text as null. */
export interface PublicProfileValues {
  is_public: boolean;
  display_name: string | null;
  bio: string | null;
  location: string | null;
  links: PublicLink[];
}

export type PublicProfileCheck = { ok: true; values: PublicProfileValues } | { ok: false; errors: Record<string, string> };

/** The draft checked: the row's values, or each field's first problem (`links.1.url` → `httpsOnly`). Empty link rows are dropped. */
export function checkPublicProfile(draft: PublicProfileDraft): PublicProfileCheck {
  const links = draft.links.filter((l) => l.label.trim() !== '' || l.url.trim() !== '');
  const parsed = publicProfileSchema.safeParse({ ...draft, links });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
    return { ok: false, errors };
  }
  const v = parsed.data;
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    ok: true,
    values: {
      is_public: v.isPublic,
      display_name: orNull(v.displayName),
      bio: orNull(v.bio),
      location: orNull(v.location),
      links: v.links,
    },
  };
}

/** A stored row read leniently into the form (a bad or missing field becomes empty). */
export function draftFromRow(row: Record<string, unknown> | null): PublicProfileDraft {
  if (!row) return emptyPublicProfile;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const links = Array.isArray(row.links)
    ? row.links
        .filter((l): l is Record<string, unknown> => typeof l === 'object' && l !== null)
        .map((l) => ({ label: str(l.label), url: str(l.url) }))
        .slice(0, PUBLIC_PROFILE_LIMITS.links)
    : [];
  return {
    isPublic: row.is_public === true,
    displayName: str(row.display_name),
    bio: str(row.bio),
    location: str(row.location),
    links,
  };
}
