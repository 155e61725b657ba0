/**
 * The transport over supabase-js against servers that misbehave on loopback: one that never answers (a black hole)
 * and one that answers with another account's token in play.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerGuardedFetch } from '@/lib/supabase/owner-guard';
import { supabaseTransport } from './supabase-transport';
import { NO_REALTIME } from '../../../e2e/fake-supabase/test-client';

const A = '11111111-1111-4111-8111-111111111111';
let blackHole: Server;
let url: string;
let seen = 0;

beforeAll(async () => {
  // accepts every connection and never answers
  blackHole = createServer(() => {
    seen++;
  });
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(blackHole.address() as AddressInfo).port}`;
});
afterAll(async () => {
  blackHole.closeAllConnections();
  await new Promise((resolve) => blackHole.close(resolve));
});

const client = (accessToken: string) =>
  createClient(url, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    accessToken: () => Promise.resolve(accessToken),
    global: { fetch: ownerGuardedFetch() },
    realtime: NO_REALTIME,
  });
const token = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;

describe('the sync transport', () => {
  it('gives up on a server that never answers, as "offline", within its timeout', async () => {
    const transport = supabaseTransport(client(token(A)), A, 300);
    const started = Date.now();
    await expect(transport.pull('entries', null, 500)).rejects.toMatchObject({ failure: 'offline' });
    await expect(transport.upsert('tanks', [])).rejects.toMatchObject({ failure: 'offline' });
    await expect(transport.serverNow()).rejects.toMatchObject({ failure: 'offline' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(seen).toBeGreaterThanOrEqual(3);
  });

  it('refuses, without sending, a request for A made with another account’s token', async () => {
    const before = seen;
    const transport = supabaseTransport(client(token('22222222-2222-4222-8222-222222222222')), A, 300);
    await expect(transport.pull('tanks', null, 10)).rejects.toMatchObject({ failure: 'account' });
    expect(seen).toBe(before);
  });
});
