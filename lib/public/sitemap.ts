/**
 * The public pages in the sitemaps (docs/public-pages.md "Sitemaps"): /community, every shared tank and every public
 * profile, in both languages, read through the anonymous key, so a private tank or profile can never be listed (the
 * database does not return it). Without Supabase there are none, and no /community either (it only says that
 * accounts are off, and is not indexed).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { routing } from '@/lib/i18n/routing';
import type { SitemapEntry } from '@/lib/seo/sitemap';
import { createPublicClient } from './read';

export interface SitemapTankRow {
  id: string;
  username: string;
  slug: string;
  activity_at: string;
}
export interface SitemapProfileRow {
  username: string;
  updated_at: string;
}

/** Rows per request (PostgREST's usual db-max-rows), and at most this many of each kind in one sitemap. */
const PAGE = 1000;
export const SITEMAP_MAX_EACH = 20_000;

const day = (iso: string) => iso.slice(0, 10);
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * The entries: /community (last changed with its newest tank), each tank at its last change, each profile at its own
 * last change or its newest tank's, whichever is later (the profile page lists its tanks).
 */
export function publicSitemapEntries(
  tanks: readonly SitemapTankRow[],
  profiles: readonly SitemapProfileRow[],
  today: string,
): SitemapEntry[] {
  const locales = routing.locales;
  const newestOf = new Map<string, string>();
  for (const t of tanks) newestOf.set(t.username, later(newestOf.get(t.username) ?? t.activity_at, t.activity_at));
  const newest = tanks.reduce<string | null>((m, t) => (m === null ? t.activity_at : later(m, t.activity_at)), null);
  return [
    { path: '/community', locales, lastModified: day(newest ?? today) },
    ...profiles.map((p) => ({
      path: `/u/${p.username}`,
      locales,
      lastModified: day(later(p.updated_at, newestOf.get(p.username) ?? p.updated_at)),
    })),
    ...tanks.map((t) => ({ path: `/u/${t.username}/${t.slug}`, locales, lastModified: day(t.activity_at) })),
  ];
}

function check<T>({ data, error }: { data: T | null; error: { message: string } | null }): T {
  if (error) throw new Error(`sitemap read failed: ${error.message}`);
  return data ?? ([] as T);
}

/** Every shared tank and public profile this anonymous client may read, page by page. */
export async function readSitemapRows(db: SupabaseClient): Promise<{ tanks: SitemapTankRow[]; profiles: SitemapProfileRow[] }> {
  const tanks: SitemapTankRow[] = [];
  while (tanks.length < SITEMAP_MAX_EACH) {
    let q = db.from('community_tanks').select('id, username, slug, activity_at');
    const last = tanks.at(-1);
    if (last) q = q.lte('activity_at', last.activity_at).or(`activity_at.lt."${last.activity_at}",id.lt.${last.id}`);
    const rows = check(
      await q
        .order('activity_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(PAGE)
        .overrideTypes<SitemapTankRow[], { merge: false }>(),
    );
    tanks.push(...rows);
    if (rows.length < PAGE) break;
  }
  const profiles: SitemapProfileRow[] = [];
  while (profiles.length < SITEMAP_MAX_EACH) {
    let q = db.from('public_profiles').select('username, updated_at').eq('is_public', true);
    const last = profiles.at(-1);
    if (last) q = q.gt('username', last.username);
    const rows = check(await q.order('username', { ascending: true }).limit(PAGE).overrideTypes<SitemapProfileRow[], { merge: false }>());
    profiles.push(...rows);
    if (rows.length < PAGE) break;
  }
  return { tanks: tanks.slice(0, SITEMAP_MAX_EACH), profiles: profiles.slice(0, SITEMAP_MAX_EACH) };
}

/**
 * The public entries for the sitemap routes (revalidated hourly). At build time Supabase may be out of reach (the
 * test builds have no server running): the build then lists /community alone and the first revalidation fills in the
 * rest. At run time a failed read is thrown, and Next keeps serving the last sitemap it made.
 */
export async function publicSitemapEntriesNow(): Promise<SitemapEntry[]> {
  const db = createPublicClient();
  if (!db) return [];
  const today = new Date().toISOString();
  try {
    const { tanks, profiles } = await readSitemapRows(db);
    return publicSitemapEntries(tanks, profiles, today);
  } catch (e) {
    if (process.env.NEXT_PHASE !== 'phase-production-build') throw e;
    console.warn(`[sitemap] public pages left out of the build's sitemap: ${e instanceof Error ? e.message : String(e)}`);
    return publicSitemapEntries([], [], today);
  }
}
