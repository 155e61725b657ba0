/** Who is signed in, for display; no zod here, so the header menu that uses it stays small for every visitor. */

/** http and https only: no javascript:, data:, mailto: or relative addresses; no user:password@. */
export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\//i.test(s) || /[\u0000-\u0020\u007f-\u009f\\]/u.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0 && !u.username && !u.password;
  } catch {
    return false;
  }
}

export interface AccountUser {
  id: string;
  email: string;
  name: string;
  avatarUrl: string | null;
}

/** What the header and settings show about a user, from the session's user object. */
export function toAccountUser(user: { id: string; email?: string | null; user_metadata?: Record<string, unknown> | null }): AccountUser {
  const meta = user.user_metadata ?? {};
  const name = typeof meta.name === 'string' && meta.name.trim() ? meta.name.trim() : '';
  const avatar = typeof meta.avatar_url === 'string' && isHttpUrl(meta.avatar_url) ? meta.avatar_url : null;
  return { id: user.id, email: user.email ?? '', name, avatarUrl: avatar };
}
