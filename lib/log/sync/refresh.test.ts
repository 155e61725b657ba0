/**
 * What a session refresh's answer means for the sync, read from supabase-js's own errors against the stand-in's
 * Auth (e2e/fake-supabase): a rate limit or no answer is retried; a refresh token the server refuses is the end.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSupabase, type FakeSupabase } from '../../../e2e/fake-supabase/app';
import { call, keeper, NO_REALTIME } from '../../../e2e/fake-supabase/test-client';
import { refreshOutcome, refreshWithin } from './refresh';

let fake: FakeSupabase;
beforeAll(async () => {
  fake = await startFakeSupabase({ port: 0, quiet: true });
}, 60_000);
afterAll(async () => {
  await fake?.close();
});

async function signedIn() {
  const k = await keeper(fake, 'refresh');
  const client = createClient(fake.url, 'fake-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: NO_REALTIME,
  });
  expect((await client.auth.setSession({ access_token: k.access, refresh_token: k.refresh })).error).toBeNull();
  return { k, client };
}

describe('a session refresh, as the sync reads it', () => {
  it('ok when a fresh token is in use', async () => {
    const { client } = await signedIn();
    expect(refreshOutcome(await client.auth.refreshSession())).toBe('ok');
  });

  it('429 from the token endpoint: failed, so the engine backs off instead of asking to sign in', async () => {
    const { client } = await signedIn();
    await call(fake, 'POST', '/__test/auth-rate-limit', { body: { count: 1, grant_type: 'refresh_token' } });
    expect(refreshOutcome(await client.auth.refreshSession())).toBe('failed');
  });

  it('a refresh token reused after rotation revokes the session: refused (sign in again)', async () => {
    const { k, client } = await signedIn();
    await call(fake, 'POST', '/__test/config', { body: { refreshReuseInterval: 0 } });
    try {
      // another client rotated the token twice; this one still holds the first
      const t1 = await call<{ refresh_token: string }>(fake, 'POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: k.refresh },
      });
      await call(fake, 'POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: t1.body.refresh_token } });
      expect(refreshOutcome(await client.auth.refreshSession())).toBe('refused');
    } finally {
      await call(fake, 'POST', '/__test/config', { body: { refreshReuseInterval: 10 } });
    }
  });

  it('a token endpoint that never answers: failed after the time allowed', async () => {
    const outcome = await refreshWithin(() => new Promise(() => {}), 50);
    expect(outcome).toBe('failed');
  });
});
