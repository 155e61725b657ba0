/**
 * Server-side reads for public tank pages, public profiles and the community listing, through the anonymous key:
 * the database decides what exists for this reader (supabase/migrations/20261126170000_public_pages.sql;
 * docs/public-pages.md), and these functions only ask and map rows to the read model of lib/public/types.ts.
 * No row read here carries an account id or an e-mail address; none is asked for.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseConfig } from '@/lib/env';
import { ICP_DETECTIONS, ICP_LABS, ICP_UNITS, type IcpLab, type IcpReading } from '@/lib/icp/types';
import { printedAbove } from '@/lib/icp/units';
import { LOG_PARAMETERS, type LogParameter, type TargetRange } from '@/lib/log/model';
import { fetchWithTimeout } from '@/lib/security/deadline';
import {
  PUBLIC_SECTIONS,
  TANK_KINDS,
  type CommunityPage,
  type CommunityQuery,
  type PublicAnimal,
  type PublicJournalPost,
  type PublicIcpAnalysis,
  type PublicLink,
  type PublicPhoto,
  type PublicProfile,
  type PublicReading,
  type PublicSection,
  type PublicTank,
  type PublicTankCard,
  type PublicTestPoint,
  type TankKind,
} from './types';

/** Cards on one page of the community listing. */
export const COMMUNITY_PAGE_SIZE = 24;

/** Where the site serves the public copy of a log photo (`public/<id>.<ext>` in log-photos), by its id alone. */
export const publicPhotoUrl = (photoId: string) => `/api/public/photo/${photoId}`;

/**
 * The narrower copies the photo route makes (`?w=`, lib/public/photo-route.ts): an animal's thumbnail on a dense
 * screen (240), a post's or the cover's picture on a phone (480, 800) and on a laptop (1200). A fixed list, so no one
 * can make the server resize to every width.
 */
export const PHOTO_WIDTHS = [240, 480, 800, 1200] as const;

/**
 * A photo's `srcset`: each narrower copy the route makes below the photo's own width, then the photo as stored, so
 * the browser downloads the smallest that fills the place the page gives it (`sizes`).
 */
export function publicPhotoSrcSet(photo: PublicPhoto): string {
  const narrower = PHOTO_WIDTHS.filter((w) => w < photo.width).map((w) => `${photo.url}?w=${w} ${w}w`);
  return [...narrower, `${photo.url} ${photo.width}w`].join(', ');
}

/** The public copy of an avatar in the public avatars bucket: its address names no account. */
export const publicAvatarUrl = (supabaseUrl: string, avatarId: string) =>
  `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/avatars/public/${avatarId}`;

// ---------------------------------------------------------------------------------------------------- rows
export const PROFILE_COLUMNS = 'username, display_name, bio, location, links, avatar_id';
export interface ProfileRow {
  username: string;
  display_name: string | null;
  bio: string | null;
  location: string | null;
  links: unknown;
  avatar_id: string | null;
}

export const CARD_COLUMNS = 'id, username, slug, tank_name, tank_volume_l, kind, description, cover_photo_id, activity_at';
export interface CardRow {
  id: string;
  username: string;
  slug: string;
  tank_name: string;
  tank_volume_l: number | string;
  kind: string;
  description: string | null;
  cover_photo_id: string | null;
  activity_at: string;
}

export const SHARE_COLUMNS = `${CARD_COLUMNS}, show_readings, show_trends, show_livestock, show_icp, show_journal`;
export type ShareRow = CardRow & Record<`show_${PublicSection}`, boolean>;

export interface EntryRow {
  id: string;
  kind: string;
  at: string;
  values: Record<string, unknown>;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------------- mapping
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const isParameter = (k: string): k is LogParameter => (LOG_PARAMETERS as readonly string[]).includes(k);
const isKind = (k: string): k is TankKind => (TANK_KINDS as readonly string[]).includes(k);

/** Links as stored (the database checks them); anything else is left out, never shown half-valid. */
export function mapLinks(links: unknown): PublicLink[] {
  if (!Array.isArray(links)) return [];
  return links.flatMap((l: unknown) => {
    const { label, url } = (l ?? {}) as Record<string, unknown>;
    return typeof label === 'string' && typeof url === 'string' && url.startsWith('https://') ? [{ label, url }] : [];
  });
}

export function mapProfile(row: ProfileRow, supabaseUrl: string | null): PublicProfile {
  return {
    username: row.username,
    displayName: text(row.display_name),
    avatarUrl: row.avatar_id && supabaseUrl ? publicAvatarUrl(supabaseUrl, row.avatar_id) : null,
    bio: text(row.bio),
    location: text(row.location),
    links: mapLinks(row.links),
  };
}

export function mapCard(row: CardRow): PublicTankCard {
  return {
    shareId: row.id,
    username: row.username,
    slug: row.slug,
    name: row.tank_name,
    volumeL: num(row.tank_volume_l) ?? 0,
    kind: isKind(row.kind) ? row.kind : 'other',
    description: text(row.description),
    updatedAt: row.activity_at,
    photoUrl: row.cover_photo_id ? publicPhotoUrl(row.cover_photo_id) : null,
  };
}

export const sectionsOf = (row: ShareRow): PublicSection[] => PUBLIC_SECTIONS.filter((s) => row[`show_${s}`]);

/** Targets as the database gives them for a shown readings or trends section; anything malformed is left out. */
export function mapTargets(targets: unknown): Partial<Record<LogParameter, TargetRange>> {
  const out: Partial<Record<LogParameter, TargetRange>> = {};
  if (!targets || typeof targets !== 'object') return out;
  for (const [k, v] of Object.entries(targets as Record<string, unknown>)) {
    const low = num((v as Record<string, unknown> | null)?.low);
    const high = num((v as Record<string, unknown> | null)?.high);
    if (isParameter(k) && low !== null && high !== null) out[k] = { low, high };
  }
  return out;
}

/** A photo entry as a shown picture; null without a usable size (the page reserves the picture's box by it). */
export function mapPhoto(e: EntryRow): PublicPhoto | null {
  const width = num(e.values.width);
  const height = num(e.values.height);
  return width && height && width > 0 && height > 0 ? { id: e.id, url: publicPhotoUrl(e.id), width, height } : null;
}

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** The aquarium's readings of an ICP entry; a malformed analyte is left out, never shown half-read. */
export function mapIcp(e: EntryRow): PublicIcpAnalysis {
  const analytes = (Array.isArray(e.values.analytes) ? (e.values.analytes as Record<string, unknown>[]) : []).flatMap((a): IcpReading[] => {
    // the aquarium's water; the RO water's values belong to the keeper's own ICP page
    if (a?.section !== 'aquarium' || typeof a.element !== 'string' || !isOneOf(ICP_UNITS, a.unit) || !isOneOf(ICP_DETECTIONS, a.detection))
      return [];
    const value = a.detection === 'measured' ? num(a.value) : null;
    const limit = a.detection === 'below' ? num(a.limit) : null;
    if ((a.detection === 'measured' && value === null) || (a.detection === 'below' && limit === null)) return [];
    const reading: IcpReading = { element: a.element, section: 'aquarium', detection: a.detection, value, limit, unit: a.unit };
    const r = a.reported as Record<string, unknown> | undefined;
    // the lab's "> x" goes with the reading; what it printed does not (the page shows canonical readings only)
    const above =
      typeof r?.value === 'string' &&
      typeof r.unit === 'string' &&
      printedAbove({ ...reading, reported: { value: r.value, unit: r.unit } });
    return [above ? { ...reading, above } : reading];
  });
  const lab: IcpLab | null = isOneOf(ICP_LABS, e.values.lab) ? e.values.lab : null;
  const salinityPsu = analytes.find((a) => a.element === 'salinity' && a.detection === 'measured')?.value ?? null;
  return { id: e.id, at: e.at, lab, salinityPsu, analytes };
}

const byAt = <T extends { at: string; id?: string }>(a: T, b: T) =>
  Date.parse(a.at) - Date.parse(b.at) || (a.id ?? '').localeCompare(b.id ?? '');

/** Each parameter's latest value with its date, in the order of LOG_PARAMETERS. */
export function latestReadings(tests: EntryRow[]): PublicReading[] {
  const latest = new Map<LogParameter, PublicReading>();
  for (const e of [...tests].sort(byAt)) {
    for (const [k, v] of Object.entries(e.values)) {
      const value = num(v);
      if (isParameter(k) && value !== null) latest.set(k, { parameter: k, value, at: e.at });
    }
  }
  return LOG_PARAMETERS.flatMap((p) => latest.get(p) ?? []);
}

function testPoint(e: EntryRow): PublicTestPoint {
  const values: Partial<Record<LogParameter, number>> = {};
  for (const [k, v] of Object.entries(e.values)) {
    const value = num(v);
    if (isParameter(k) && value !== null) values[k] = value;
  }
  return { at: e.at, values };
}

/**
 * A public tank from its share row, its targets and its public entries (public_tank_entries). Each part is filled
 * only for a section the share shows, whatever rows arrive, so a page can never show a hidden section.
 */
export function mapTank(share: ShareRow, targets: unknown, entries: EntryRow[]): PublicTank {
  const sections = sectionsOf(share);
  const shown = (s: PublicSection) => sections.includes(s);
  const of = (kind: string) => entries.filter((e) => e.kind === kind).sort(byAt);
  const photos = of('photo');
  const photoIds = new Set(photos.map((p) => p.id));

  const tests = of('test');
  const shownPhotos = new Map(photos.flatMap((p) => (mapPhoto(p) ? [[p.id, mapPhoto(p)!] as const] : [])));
  // the day a photo was taken orders an animal's photos; the entry's time where it has none
  const takenAt = (p: EntryRow) => text(p.values.takenAt) ?? p.at;
  const animals: PublicAnimal[] = of('animal').map((e) => {
    const own = photos.filter((p) => p.values.animalId === e.id);
    const newest = [...own]
      .sort((a, b) => takenAt(a).localeCompare(takenAt(b)) || byAt(a, b))
      .reverse()
      .find((p) => shownPhotos.has(p.id));
    return {
      id: e.id,
      speciesId: text(e.values.speciesId),
      name: text(e.values.nickname) ?? text(e.values.freeName) ?? '',
      count: num(e.values.count) ?? 1,
      addedAt: text(e.values.acquiredAt),
      photoUrls: own.map((p) => publicPhotoUrl(p.id)),
      latestPhoto: newest ? shownPhotos.get(newest.id)! : null,
    };
  });
  const journal: PublicJournalPost[] = of('journal')
    .map((e) => {
      const ids = (Array.isArray(e.values.photoIds) ? e.values.photoIds : []).filter(
        (id): id is string => typeof id === 'string' && photoIds.has(id),
      );
      return {
        id: e.id,
        at: e.at,
        title: text(e.values.title),
        body: typeof e.values.body === 'string' ? e.values.body : '',
        photoUrls: ids.map(publicPhotoUrl),
        photos: ids.flatMap((id) => shownPhotos.get(id) ?? []),
      };
    })
    .reverse(); // newest first
  const icp = of('icp').map(mapIcp).reverse();

  return {
    ...mapCard(share),
    shareId: share.id,
    sections,
    cover: share.cover_photo_id ? (shownPhotos.get(share.cover_photo_id) ?? null) : null,
    targets: shown('readings') || shown('trends') ? mapTargets(targets) : {},
    latest: shown('readings') ? latestReadings(tests) : [],
    tests: shown('trends') ? tests.map(testPoint) : [],
    animals: shown('livestock') ? animals : [],
    icp: shown('icp') ? icp : [],
    journal: shown('journal') ? journal : [],
  };
}

// ---------------------------------------------------------------------------------------------------- cursor
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// PostgREST's timestamptz, microseconds kept (a Date would drop them and skip cards of the same millisecond)
const STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d:\d\d)$/;

export const encodeCursor = (card: { activity_at: string; id: string }) =>
  Buffer.from(`${card.activity_at}|${card.id}`, 'utf8').toString('base64url');

/** The last card of the previous page, or null for a cursor this site did not make (the first page is shown). */
export function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor || cursor.length > 200) return null;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return rest.length === 0 && at && id && STAMP.test(at) && UUID.test(id) ? { at, id } : null;
}

// ---------------------------------------------------------------------------------------------------- reads
/** An anonymous Supabase client for one server render; null when this site has no Supabase project. */
export function createPublicClient(): SupabaseClient | null {
  if (!supabaseConfig) return null;
  return createClient(supabaseConfig.url, supabaseConfig.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout() },
  });
}

/** A failed read is thrown (the page answers 5xx and is retried), never shown as "not public". */
function check<T>({ data, error }: { data: T | null; error: { message: string } | null }): T | null {
  if (error) throw new Error(`public read failed: ${error.message}`);
  return data;
}

export async function readPublicProfile(db: SupabaseClient, username: string, supabaseUrl: string | null): Promise<PublicProfile | null> {
  const row = check(
    await db.from('public_profiles').select(PROFILE_COLUMNS).eq('username', username).eq('is_public', true).maybeSingle<ProfileRow>(),
  );
  return row ? mapProfile(row, supabaseUrl) : null;
}

/** The public tanks of one keeper, most recently updated first. */
export async function readProfileTanks(db: SupabaseClient, username: string): Promise<PublicTankCard[]> {
  const rows = check(
    await db
      .from('community_tanks')
      .select(CARD_COLUMNS)
      .eq('username', username)
      .order('activity_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(100)
      .overrideTypes<CardRow[], { merge: false }>(),
  );
  return (rows ?? []).map(mapCard);
}

/** A public tank page, or null when there is none for this reader (never shared, switched off, deleted). */
export async function readPublicTank(db: SupabaseClient, username: string, slug: string): Promise<PublicTank | null> {
  const share = check(
    await db
      .from('tank_shares')
      .select(SHARE_COLUMNS)
      .eq('username', username)
      .eq('slug', slug)
      .eq('enabled', true)
      .maybeSingle<ShareRow>(),
  );
  if (!share) return null;
  const args = { p_username: username, p_slug: slug };
  const [targets, entries] = await Promise.all([
    db.rpc('public_tank_targets', args).then((r) => check<unknown>(r)),
    db.rpc('public_tank_entries', args).then((r) => check(r as { data: EntryRow[] | null; error: { message: string } | null })),
  ]);
  return mapTank(share, targets, entries ?? []);
}

/**
 * The version of a public tank page, or null when there is none for this reader: the share's `activity_at`, which
 * the database moves on every change the page or its social card may show (the share, the tank's name and volume, a
 * shown entry). One row by its unique address; the social card reads it on every request (lib/public/card-cache.ts).
 */
export async function readShareVersion(db: SupabaseClient, username: string, slug: string): Promise<string | null> {
  const row = check(
    await db
      .from('tank_shares')
      .select('activity_at')
      .eq('username', username)
      .eq('slug', slug)
      .eq('enabled', true)
      .maybeSingle<{ activity_at: string }>(),
  );
  return row?.activity_at ?? null;
}

/** One page of the community listing: recently updated public tanks, filtered by volume band and kind. */
export async function readCommunityPage(db: SupabaseClient, query: CommunityQuery, pageSize = COMMUNITY_PAGE_SIZE): Promise<CommunityPage> {
  let q = db.from('community_tanks').select(CARD_COLUMNS);
  if (query.minVolumeL !== undefined) q = q.gte('tank_volume_l', query.minVolumeL);
  if (query.maxVolumeL !== undefined) q = q.lte('tank_volume_l', query.maxVolumeL);
  if (query.kind !== undefined) q = q.eq('kind', query.kind);
  const after = decodeCursor(query.after);
  if (after) {
    // (activity_at, id) < (after): the first condition bounds the index scan, the second breaks ties
    q = q.lte('activity_at', after.at).or(`activity_at.lt."${after.at}",id.lt.${after.id}`);
  }
  const rows =
    check(
      await q
        .order('activity_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(pageSize + 1)
        .overrideTypes<CardRow[], { merge: false }>(),
    ) ?? [];
  const page = rows.slice(0, pageSize);
  return { cards: page.map(mapCard), next: rows.length > pageSize ? encodeCursor(page[page.length - 1]) : null };
}
