/**
 * Which of this site's own cookies a request carries that can never work: a Supabase session that does not
 * decode, belongs to another project, or is split into chunks with a gap; an unknown NEXT_LOCALE; anything of
 * ours longer than a browser would ever store. The proxy drops them from the request (so nothing downstream
 * calls Supabase with junk) and clears them on the response. Other sites' cookies are never touched.
 */

export interface CookieLike {
  name: string;
  value: string;
}

export interface CookieRules {
  locales: readonly string[];
  /** next-intl's locale cookie */
  localeCookie: string;
  /** `sb-<ref>-auth-token` of the configured project, or null when the site has no Supabase project */
  supabaseStorageKey: string | null;
}

/** Browsers store at most 4096 bytes of name and value per cookie (RFC 6265 §6.1); @supabase/ssr chunks at 3180. */
export const MAX_COOKIE_BYTES = 4096;

const SESSION_CHUNK = /^(sb-[^=;\s]+-auth-token)(?:\.(\d+))?$/;

/** The storage key @supabase/supabase-js derives from the project URL (`sb-<first label of the host>-auth-token`). */
export function supabaseStorageKey(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
  } catch {
    return null;
  }
}

function fromBase64Url(s: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(s)) return null;
  try {
    const bytes = Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** True when a (combined) session cookie value is what auth-js stores: JSON with both tokens, maybe `base64-`-wrapped. */
export function isSessionValue(value: string): boolean {
  const json = value.startsWith('base64-') ? fromBase64Url(value.slice('base64-'.length)) : value;
  if (json === null) return false;
  try {
    const session: unknown = JSON.parse(json);
    if (typeof session !== 'object' || session === null) return false;
    const { access_token, refresh_token } = session as Record<string, unknown>;
    return typeof access_token === 'string' && access_token.length > 0 && typeof refresh_token === 'string';
  } catch {
    return false;
  }
}

const bytes = (c: CookieLike) => new TextEncoder().encode(c.name).length + new TextEncoder().encode(c.value).length;

/** Session cookies grouped by storage key: the unchunked value and the numbered chunks. */
interface SessionGroup {
  whole?: string;
  chunks: Map<number, string>;
  names: string[];
}

function sessionGroups(cookies: readonly CookieLike[]) {
  const groups = new Map<string, SessionGroup>();
  for (const c of cookies) {
    const m = SESSION_CHUNK.exec(c.name);
    if (!m) continue;
    const group: SessionGroup = groups.get(m[1]) ?? { chunks: new Map(), names: [] };
    groups.set(m[1], group);
    group.names.push(c.name);
    if (m[2] === undefined) group.whole = c.value;
    else group.chunks.set(Number(m[2]), c.value);
  }
  return groups;
}

/** The value @supabase/ssr would read (the unchunked cookie, else chunks .0, .1, … up to the first gap). */
function combined(group: SessionGroup): { value: string | null; complete: boolean } {
  if (group.whole) return { value: group.whole, complete: true };
  const parts: string[] = [];
  while (group.chunks.has(parts.length)) parts.push(group.chunks.get(parts.length)!);
  return { value: parts.length ? parts.join('') : null, complete: parts.length === group.chunks.size };
}

/** Names of the request's cookies to drop and clear, in request order. */
export function junkCookieNames(cookies: readonly CookieLike[], rules: CookieRules): string[] {
  const junk = new Set<string>();
  for (const [key, group] of sessionGroups(cookies)) {
    const { value, complete } = combined(group);
    const bad = key !== rules.supabaseStorageKey || value === null || !complete || !isSessionValue(value);
    if (bad) for (const n of group.names) junk.add(n);
  }
  for (const c of cookies) {
    const ours = c.name === rules.localeCookie || SESSION_CHUNK.test(c.name);
    if (ours && bytes(c) > MAX_COOKIE_BYTES) junk.add(c.name);
    if (c.name === rules.localeCookie && !rules.locales.includes(c.value)) junk.add(c.name);
  }
  return cookies.map((c) => c.name).filter((n, i, all) => junk.has(n) && all.indexOf(n) === i);
}
