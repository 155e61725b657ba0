/**
 * The community page's filters and card text as pure functions (docs/public-pages.md "The community page"): the
 * filters arrive as a plain GET form's query string, so anything a visitor types into the address bar must read as
 * a filter or as none, never as an error.
 */
import { decodeCursor } from './read';
import { TANK_KINDS, type CommunityQuery, type TankKind } from './types';

/**
 * Size bands in litres, ends inclusive as the listing's read takes them: a tank of exactly 300 L is in both bands
 * that name 300, as their labels say.
 */
export const SIZE_BANDS = {
  upTo100: { maxVolumeL: 100 },
  from100To300: { minVolumeL: 100, maxVolumeL: 300 },
  from300To600: { minVolumeL: 300, maxVolumeL: 600 },
  over600: { minVolumeL: 600 },
} as const satisfies Record<string, Pick<CommunityQuery, 'minVolumeL' | 'maxVolumeL'>>;
export type SizeBand = keyof typeof SIZE_BANDS;
export const SIZE_BAND_KEYS = Object.keys(SIZE_BANDS) as SizeBand[];

export interface CommunityFilters {
  size: SizeBand | null;
  kind: TankKind | null;
  /** a cursor this site made (read.ts encodeCursor), or null for the first page */
  after: string | null;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** One value of a query parameter: the first when repeated, null when absent or not text. */
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null));
const isBand = (v: string | null): v is SizeBand => v !== null && Object.hasOwn(SIZE_BANDS, v);
const isKind = (v: string | null): v is TankKind => v !== null && (TANK_KINDS as readonly string[]).includes(v);

/** The filters of `/community?size=…&kind=…&after=…`; an unknown or malformed value is the default (no filter). */
export function parseCommunityFilters(params: SearchParams): CommunityFilters {
  const size = one(params.size);
  const kind = one(params.kind);
  const after = one(params.after);
  return {
    size: isBand(size) ? size : null,
    kind: isKind(kind) ? kind : null,
    after: after !== null && decodeCursor(after) ? after : null,
  };
}

/** The listing's read for these filters. */
export function communityQuery(f: CommunityFilters): CommunityQuery {
  return {
    ...(f.size ? SIZE_BANDS[f.size] : {}),
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.after ? { after: f.after } : {}),
  };
}

/** The query string of a page of the listing with these filters (empty ones left out), for links. */
export function communitySearch(f: CommunityFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.size) out.size = f.size;
  if (f.kind) out.kind = f.kind;
  if (f.after) out.after = f.after;
  return out;
}
