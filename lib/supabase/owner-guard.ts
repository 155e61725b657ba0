/**
 * A request made for one account is never sent with another account's token. The reef log's sync names the
 * account it works for in the OWNER_HEADER of each request; supabase-js reads the session from the cookies on every
 * request, and another tab may have signed in as someone else since. This fetch compares the token's subject with
 * the header just before sending, and refuses to send on a mismatch (the header itself never leaves the browser).
 */

export const OWNER_HEADER = 'x-reefcalc-owner';
/** The error's name; postgrest-js reports a thrown fetch as `${name}: ${message}` with status 0. */
export const ACCOUNT_CHANGED_ERROR = 'AccountChangedError';

/** The `sub` claim of a JWT (unverified: only compared, never trusted), or null. */
export function jwtSubject(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

export function ownerGuardedFetch(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const owner = headers.get(OWNER_HEADER);
    if (owner === null) return base(input, init);
    headers.delete(OWNER_HEADER);
    const bearer = headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (jwtSubject(bearer) !== owner) {
      const error = new Error('the session belongs to another account');
      error.name = ACCOUNT_CHANGED_ERROR;
      return Promise.reject(error);
    }
    return base(input, { ...init, headers });
  };
}
