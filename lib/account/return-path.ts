import { routing, type AppLocale } from '@/lib/i18n/routing';

/** Cookie in which the guard remembers the page a signed-out visitor tried to open (read once after sign-in). */
export const RETURN_PATH_COOKIE = 'reefcalc-return-to';
export const returnPathCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 10 } as const;

const BASE = 'http://return-path.invalid';
const MAX_LENGTH = 2048;
const MAX_DECODINGS = 4;
// The raw value: no C0/C1 controls, no Unicode spaces (browsers strip some: `/\t/evil.example` → `//evil.example`),
// no backslash (`/\evil.example` is `//evil.example` to a browser).
const UNSAFE_RAW = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
// Decoded layers may hold an encoded space of a query string, but nothing that would turn into a host.
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/u;
// What a browser drops before it reads a URL (WHATWG URL): leading C0 controls and spaces, tabs and newlines anywhere.
const BROWSER_DROPS_LEADING = /^[\u0000-\u0020]+/u;
const BROWSER_DROPS = /[\t\n\r]/g;

/** True unless `s`, read by a browser against this site, starts with exactly one slash (`//x` and `/\x` are hosts). */
function namesHost(s: string): boolean {
  const t = s.replace(BROWSER_DROPS_LEADING, '').replace(BROWSER_DROPS, '');
  return !t.startsWith('/') || t[1] === '/' || t[1] === '\\';
}

/** `/ja/x` → `/x`, `/ja` → `/`; null when `path` has no locale prefix. The remainder is not checked here. */
function afterLocalePrefix(path: string): { locale: AppLocale; rest: string } | null {
  for (const l of routing.locales) {
    if (path === `/${l}` || path.startsWith(`/${l}/`) || path.startsWith(`/${l}?`) || path.startsWith(`/${l}#`)) {
      const rest = path.slice(l.length + 1);
      return { locale: l, rest: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return null;
}

/** `s` and what is left after taking off one locale prefix after another (`/ja/en//x` → `/en//x` → `//x`). */
function withoutPrefixes(s: string): string[] {
  const out = [s];
  for (let next = afterLocalePrefix(s); next; next = afterLocalePrefix(next.rest)) out.push(next.rest);
  return out;
}

/**
 * True when `path` could take a browser to another host: as written, after any of up to four percent-decodings,
 * or after its locale prefixes are taken off (which `localizePath` and the language switch do). Every
 * function here runs its result through this before returning it.
 */
export function leavesSite(path: string): boolean {
  let layer = path;
  for (let i = 0; i <= MAX_DECODINGS; i++) {
    if (withoutPrefixes(layer).some(namesHost)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false; // a `%` that is not an escape: nothing further to unwrap
    }
    if (decoded === layer) return false;
    layer = decoded;
  }
  return true; // still encoded after four decodings: nobody writes that by accident
}

function unsafeLayer(s: string, decoded: boolean): boolean {
  return !s.startsWith('/') || withoutPrefixes(s).some(namesHost) || (decoded ? UNSAFE_DECODED : UNSAFE_RAW).test(s);
}

/**
 * `raw` if it is a same-site relative path (`/x?y#z`), normalised; otherwise `fallback`.
 * Refuses absolute and protocol-relative URLs, backslashes, control characters and whitespace, and paths that turn
 * into another host once a locale prefix is taken off (`/ja//evil.example`), checking every percent-decoding layer
 * too, so `%2F%2Fevil.example` or `/ja/%5Cevil.example` never pass.
 */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  let layer = raw;
  for (let i = 0; i < MAX_DECODINGS; i++) {
    if (unsafeLayer(layer, i > 0)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      if (i === 0) return fallback; // malformed escapes in what the browser would see
      break; // a decoded `%` that is not an escape (`?q=100%25`): nothing further to unwrap
    }
    if (decoded === layer) break;
    layer = decoded;
    if (i === MAX_DECODINGS - 1) return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const out = `${url.pathname}${url.search}${url.hash}`;
  return leavesSite(out) ? fallback : out;
}

/**
 * The path without a locale prefix: `/ja/x` → `/x`, `/ja` → `/`, `/en/x` → `/x`. A remainder that could leave the
 * site (`/ja//evil.example`, `/ja/\evil.example`, `/ja/%2F/evil.example`) is refused: the path comes back whole, with no locale.
 */
export function stripLocalePrefix(path: string): { locale: AppLocale | null; path: string } {
  const match = afterLocalePrefix(path);
  if (!match || leavesSite(match.rest)) return { locale: null, path };
  return { locale: match.locale, path: match.rest };
}

/**
 * `path` (with or without a locale prefix) as the page of `locale`: English has no prefix (as-needed).
 * Anything that could leave the site gives the home page of `locale`.
 */
export function localizePath(path: string, locale: AppLocale): string {
  const home = locale === routing.defaultLocale ? '/' : `/${locale}`;
  if (leavesSite(path)) return home;
  const bare = stripLocalePrefix(path).path;
  let out: string;
  if (locale === routing.defaultLocale) out = bare;
  else if (bare === '/') out = home;
  else out = bare.startsWith('/?') || bare.startsWith('/#') ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
  return leavesSite(out) ? home : out;
}

const isLoginPath = (path: string) => /^\/login(?:[/?#]|$)/.test(stripLocalePrefix(path).path);

/**
 * Where to go after signing in: the first candidate that is a safe same-site path and not the sign-in page,
 * in `locale`; the home page of `locale` when none is.
 */
export function resolveReturnPath(candidates: readonly unknown[], locale: AppLocale): string {
  for (const c of candidates) {
    const safe = safeReturnPath(c, '');
    if (!safe || isLoginPath(safe)) continue;
    const out = localizePath(safe, locale);
    if (!leavesSite(out)) return out;
  }
  return localizePath('/', locale);
}
