/**
 * What the stand-in's own unit tests (e2e/fake-supabase/*.test.ts) need to talk to it over HTTP: plain fetch with
 * the anon key, test hooks, and a confirmed keeper made through the Auth endpoints.
 */
import type { FakeSupabase } from './app';

export const ANON = 'fake-anon-key';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A request to the stand-in with the anon key (and `token` as the bearer when given); JSON bodies as JSON. */
export async function call<T = unknown>(
  fake: FakeSupabase,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const raw = opts.body instanceof Uint8Array || opts.body instanceof FormData || typeof opts.body === 'string';
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      apikey: ANON,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : raw ? (opts.body as BodyInit) : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text as it is (a stored object's bytes)
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

export interface Keeper {
  id: string;
  email: string;
  access: string;
  refresh: string;
}

/** A confirmed keeper with a session (sign-up, the e-mailed code, verify). */
export async function keeper(fake: FakeSupabase, tag: string): Promise<Keeper> {
  const email = `${tag}-${Math.random().toString(36).slice(2)}@reef.example`;
  const signUp = await call(fake, 'POST', '/auth/v1/signup', { body: { email, password: 'coral-reef-42' } });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const { body: otp } = await call<{ code: string }>(fake, 'GET', `/__test/last-otp?email=${encodeURIComponent(email)}`);
  const verified = await call<{ access_token: string; refresh_token: string; user: { id: string } }>(fake, 'POST', '/auth/v1/verify', {
    body: { email, token: otp.code, type: 'signup' },
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return { id: verified.body.user.id, email, access: verified.body.access_token, refresh: verified.body.refresh_token };
}

/** supabase-js checks for a WebSocket at creation, which Node 20 lacks; tests against the stand-in never use Realtime. */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used here');
  }
}
export const NO_REALTIME = { transport: NoRealtime as never };
