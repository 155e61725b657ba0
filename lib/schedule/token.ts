/**
 * The calendar subscription's secret (docs/schedule.md#feed): 32 random bytes as base64url (43 characters, 256 bits),
 * made in the keeper's browser; the database keeps only its SHA-256 (hex), so a leaked table row opens no feed.
 */
export const TOKEN_BYTES = 32;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Lower-case hex SHA-256 of the token's UTF-8 text. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The address a calendar app subscribes to (webcal: is http(s) that calendar apps open as a subscription). */
export function feedAddress(origin: string, token: string, locale: string): string {
  const u = new URL(`/api/calendar/${token}.ics`, origin);
  if (locale !== 'en') u.searchParams.set('lang', locale);
  return u.toString().replace(/^https?:/, 'webcal:');
}
