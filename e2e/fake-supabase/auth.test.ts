/**
 * The stand-in's Auth where the sync depends on it behaving as Supabase Auth (GoTrue) does: refresh-token rotation
 * with its reuse interval, reuse detection revoking the session, and the token endpoint's 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSupabase, type FakeSupabase } from './app';
import { call, keeper, type Keeper } from './test-client';

let fake: FakeSupabase;

beforeAll(async () => {
  fake = await startFakeSupabase({ port: 0, quiet: true });
}, 60_000);
afterAll(async () => {
  await fake?.close();
});

interface Tokens {
  access_token: string;
  refresh_token: string;
}
interface AuthFailure {
  code: string;
  message: string;
}
const refresh = (token: string) =>
  call<Tokens & AuthFailure>(fake, 'POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: token } });
const getUser = (access: string) => call<AuthFailure & { id: string }>(fake, 'GET', '/auth/v1/user', { token: access });
const config = (values: Record<string, unknown>) => call(fake, 'POST', '/__test/config', { body: values });
const sessionsOf = async (k: Keeper) =>
  (await call<{ id: string; revoked: string | null }[]>(fake, 'GET', `/__test/sessions?email=${encodeURIComponent(k.email)}`)).body;

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new refresh token and a working access token', async () => {
    const k = await keeper(fake, 'rotate');
    const one = await refresh(k.refresh);
    expect(one.status).toBe(200);
    expect(one.body.refresh_token).not.toBe(k.refresh);
    expect((await getUser(one.body.access_token)).body.id).toBe(k.id);
  });

  it('within the reuse interval a used token still works (two tabs refreshing at once)', async () => {
    const k = await keeper(fake, 'interval');
    const one = await refresh(k.refresh);
    expect((await refresh(one.body.refresh_token)).status).toBe(200);
    const again = await refresh(k.refresh); // used twice back, but a moment ago
    expect(again.status).toBe(200);
    expect((await getUser(again.body.access_token)).status).toBe(200);
  });

  it("the parent of the session's current token gets that current token back, however late (a lost answer)", async () => {
    await config({ refreshReuseInterval: 0 });
    try {
      const k = await keeper(fake, 'lost');
      const one = await refresh(k.refresh);
      await new Promise((r) => setTimeout(r, 20));
      const retry = await refresh(k.refresh);
      expect(retry.status).toBe(200);
      expect(retry.body.refresh_token).toBe(one.body.refresh_token);
      expect((await sessionsOf(k)).map((s) => s.revoked)).toEqual([null]);
    } finally {
      await config({ refreshReuseInterval: 10 });
    }
  });

  it('reuse outside the interval revokes the whole session: later refreshes and its access tokens are refused', async () => {
    await config({ refreshReuseInterval: 0 });
    try {
      const k = await keeper(fake, 'reuse');
      const other = await call<Tokens>(fake, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: k.email, password: 'coral-reef-42' },
      });
      const one = await refresh(k.refresh);
      const two = await refresh(one.body.refresh_token);
      expect(two.status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));

      const stolen = await refresh(k.refresh);
      expect(stolen.status).toBe(400);
      expect(stolen.body).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
      // the rightful holder's newest token is gone with the session
      const newest = await refresh(two.body.refresh_token);
      expect(newest.status).toBe(400);
      expect(newest.body.code).toBe('refresh_token_already_used');
      const user = await getUser(two.body.access_token);
      expect(user.status).toBe(403);
      expect(user.body.code).toBe('session_not_found');
      // another session of the same keeper (another device) is untouched
      expect((await getUser(other.body.access_token)).status).toBe(200);
      expect((await refresh(other.body.refresh_token)).status).toBe(200);
      expect((await sessionsOf(k)).map((s) => s.revoked).sort()).toEqual([null, 'reuse']);
    } finally {
      await config({ refreshReuseInterval: 10 });
    }
  });

  it('after sign-out a refresh token is not found', async () => {
    const k = await keeper(fake, 'signout');
    expect((await call(fake, 'POST', '/auth/v1/logout?scope=local', { token: k.access })).status).toBe(204);
    expect((await refresh(k.refresh)).body.code).toBe('refresh_token_not_found');
  });
});

describe('the token endpoint under a rate limit', () => {
  it("answers the next N token requests 429 with GoTrue's body, consuming nothing; then works again", async () => {
    const k = await keeper(fake, 'limit');
    expect((await call(fake, 'POST', '/__test/auth-rate-limit', { body: { count: 2, grant_type: 'refresh_token' } })).status).toBe(200);
    // a sign-in is another grant: not limited by this hook
    const signIn = await call(fake, 'POST', '/auth/v1/token?grant_type=password', { body: { email: k.email, password: 'coral-reef-42' } });
    expect(signIn.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const limited = await refresh(k.refresh);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    }
    const after = await refresh(k.refresh);
    expect(after.status).toBe(200);
    expect(after.body.refresh_token).not.toBe(k.refresh);
  });

  it('without a grant type every token request is limited; reset clears what is queued', async () => {
    const k = await keeper(fake, 'limit-all');
    await call(fake, 'POST', '/__test/auth-rate-limit', { body: {} });
    const signIn = await call(fake, 'POST', '/auth/v1/token?grant_type=password', { body: { email: k.email, password: 'coral-reef-42' } });
    expect(signIn.status).toBe(429);
    expect((await refresh(k.refresh)).status).toBe(200);
    expect((await call(fake, 'POST', '/__test/auth-rate-limit', { body: { count: 0 } })).status).toBe(400);
    await call(fake, 'POST', '/__test/auth-rate-limit', { body: { count: 5 } });
    await call(fake, 'POST', '/__test/reset');
    const again = await keeper(fake, 'after-reset');
    expect((await refresh(again.refresh)).status).toBe(200);
  });
});
