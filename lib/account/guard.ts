import { stripLocalePrefix } from './return-path';

/**
 * Which pages need an account. Patterns are paths without the locale prefix; `*` matches any run of
 * characters, `/` included. A path is guarded when it matches `include`, and none of `exclude`,
 * `login` or `callback` (so the sign-in page and the e-mail link target can never redirect to themselves).
 */
export interface GuardConfig {
  include: readonly string[];
  exclude: readonly string[];
  /** where signed-out visitors are sent (also never guarded) */
  login: string;
  /** auth callbacks such as the e-mail confirmation link */
  callback: readonly string[];
}

export const guardConfig = {
  include: ['/profile', '/profile/*'],
  exclude: [],
  login: '/login',
  callback: ['/auth/*'],
} as const satisfies GuardConfig;

const compiled = new Map<string, RegExp>();

/** `*` wildcard match of a whole path; every other character is literal. */
export function matchesPattern(pattern: string, path: string): boolean {
  let re = compiled.get(pattern);
  if (!re) {
    re = new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    compiled.set(pattern, re);
  }
  return re.test(path);
}

const matchesAny = (patterns: readonly string[], path: string) => patterns.some((p) => matchesPattern(p, path));

/**
 * The path the patterns are matched against: percent-decoded (Next routes `/%70rofile` to /profile too),
 * without locale prefix and trailing slash.
 */
export function guardPath(pathname: string): { locale: string | null; path: string } {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* malformed escapes: match the raw path */
  }
  const { locale, path } = stripLocalePrefix(decoded);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return { locale, path: trimmed };
}

/** True when a visitor without a session must sign in before seeing `pathname` (locale prefix allowed). */
export function isGuarded(pathname: string, config: GuardConfig = guardConfig): boolean {
  const { path } = guardPath(pathname);
  if (!matchesAny(config.include, path)) return false;
  return !matchesAny(config.exclude, path) && !matchesPattern(config.login, path) && !matchesAny(config.callback, path);
}

/**
 * Whether a request that carries a session cookie should refresh the session in the proxy. Client-side
 * navigations and router prefetches of public pages only fetch prerendered payloads (Next strips its RSC headers
 * before the proxy, but `Sec-Fetch-Dest: empty` still tells them apart), and the browser client refreshes its own
 * tokens, so only guarded pages, document loads and anything but GET/HEAD (server actions) pay for it.
 */
export function wantsSessionRefresh({
  method,
  fetchDest,
  guarded,
}: {
  method: string;
  fetchDest: string | null;
  guarded: boolean;
}): boolean {
  if (guarded || (method !== 'GET' && method !== 'HEAD')) return true;
  return fetchDest === null || fetchDest === 'document' || fetchDest === 'iframe';
}
