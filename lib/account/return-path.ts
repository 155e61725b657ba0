import { routing, type AppLocale } from '@/lib/i18n/routing';

/** Cookie in which the guard remembers the page a signed-out visitor tried to open (read once after sign-in). */
export const RETURN_PATH_COOKIE = 'reefcalc-return-to';
export const returnPathCookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 10 } as const;

const BASE = 'http://return-path.invalid';
const MAX_LENGTH = 2048;
// The raw value: no C0/C1 controls, no Unicode spaces (browsers strip some: `/\t/evil.example` → `//evil.example`),
// no backslash (`/\evil.example` is `//evil.example` to a browser).
const UNSAFE_RAW = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
// Decoded layers may hold an encoded space of a query string, but nothing that would turn into a host.
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/u;

function unsafeLayer(s: string, decoded: boolean): boolean {
  return !s.startsWith('/') || s.startsWith('//') || (decoded ? UNSAFE_DECODED : UNSAFE_RAW).test(s);
}

/**
 * `raw` if it is a same-site relative path (`/x?y#z`), normalised; otherwise `fallback`.
 * Refuses absolute and protocol-relative URLs, backslashes, control characters and whitespace,
 * and checks every percent-decoding layer too, so `%2F%2Fevil.example` or `/%5Cevil.example` never pass.
 */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  let layer = raw;
  for (let i = 0; i < 4; i++) {
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
    if (i === 3) return fallback; // still encoded after four layers: nobody writes that by accident
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path without a locale prefix: `/ja/x` → `/x`, `/ja` → `/`, `/en/x` → `/x`. */
export function stripLocalePrefix(path: string): { locale: AppLocale | null; path: string } {
  for (const l of routing.locales) {
    if (path === `/${l}` || path.startsWith(`/${l}/`) || path.startsWith(`/${l}?`) || path.startsWith(`/${l}#`)) {
      const rest = path.slice(l.length + 1);
      return { locale: l, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: null, path };
}

/** `path` (with or without a locale prefix) as the page of `locale`: English has no prefix (as-needed). */
export function localizePath(path: string, locale: AppLocale): string {
  const bare = stripLocalePrefix(path).path;
  if (locale === routing.defaultLocale) return bare;
  if (bare === '/') return `/${locale}`;
  return bare.startsWith('/?') || bare.startsWith('/#') ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}

const isLoginPath = (path: string) => /^\/login(?:[/?#]|$)/.test(stripLocalePrefix(path).path);

/**
 * Where to go after signing in: the first candidate that is a safe same-site path and not the sign-in page,
 * in `locale`; the home page of `locale` when none is.
 */
export function resolveReturnPath(candidates: readonly unknown[], locale: AppLocale): string {
  for (const c of candidates) {
    const safe = safeReturnPath(c, '');
    if (safe && !isLoginPath(safe)) return localizePath(safe, locale);
  }
  return localizePath('/', locale);
}
