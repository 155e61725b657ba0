/**
 * `npm run bench -- --only=sync`: a first sync of 2,000 log entries (three years of tests) to the Supabase stand-in
 * (e2e/fake-supabase, /rest/v1 forwarded to a fresh PostgreSQL database), then the first pull of them on a second
 * device. Prints wall time and requests; asserts nothing. Needs PostgreSQL on 127.0.0.1:5432 (scripts/setup.sh --db).
 */
import { createClient } from '@supabase/supabase-js';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { startFakeSupabase } from '../../e2e/fake-supabase/app';
import { createLogDb } from '../../lib/log/db';
import { addEntries, createTank } from '../../lib/log/repo';
import { bindKeeper } from '../../lib/log/repo';
import { syncOnce } from '../../lib/log/sync/core';
import { supabaseTransport } from '../../lib/log/sync/supabase-transport';
import { NO_REALTIME } from '../../e2e/fake-supabase/test-client';

const ENTRIES = 2000;

async function main() {
  const fake = await startFakeSupabase({ port: 0 });
  try {
    /** A test hook of the Supabase stand-in (e2e/fake-supabase), its JSON answer typed by the caller. */
    const hook = <T = unknown>(path: string, method = 'GET') =>
      fetch(`${fake.url}/__test${path}`, { method }).then((r) => r.json() as Promise<T>);
    const restRequests = async () => (await hook<{ path: string }[]>('/requests')).filter((r) => r.path.startsWith('/rest/v1/')).length;
    const client = createClient(fake.url, 'fake-anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: NO_REALTIME,
    });
    const email = `bench-${Date.now()}@reef.example`;
    await client.auth.signUp({ email, password: 'coral-reef-42' });
    const { code } = await hook<{ code: string }>(`/last-otp?email=${encodeURIComponent(email)}`);
    const { data } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    const userId = data.user!.id;

    const one = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, 'bench-one');
    await bindKeeper(one, userId);
    const tank = await createTank(one, { name: 'Display', volumeL: 400, targets: { alkalinity: { low: 7, high: 9 } } });
    const start = Date.UTC(2023, 10, 24);
    const step = (3 * 365 * 24 * 3600_000) / ENTRIES;
    await addEntries(
      one,
      Array.from({ length: ENTRIES }, (_, i) => ({
        tankId: tank.id,
        kind: 'test' as const,
        at: new Date(start + i * step).toISOString(),
        values: {
          alkalinity: 7.5 + (i % 10) / 10,
          calcium: 410 + (i % 30),
          magnesium: 1300 + (i % 50),
          nitrate: 5 + (i % 7),
          phosphate: 0.03 + (i % 5) / 100,
        },
      })),
    );

    await hook('/requests', 'DELETE');
    let t0 = performance.now();
    const push = await syncOnce(one, supabaseTransport(client, userId), userId);
    const pushMs = performance.now() - t0;
    const pushRequests = await restRequests();

    const two = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, 'bench-two');
    await bindKeeper(two, userId);
    await hook('/requests', 'DELETE');
    t0 = performance.now();
    const pull = await syncOnce(two, supabaseTransport(client, userId), userId);
    const pullMs = performance.now() - t0;
    const pullRequests = await restRequests();
    const stored = await fake.db.pool.query<{ n: number }>('select count(*)::int as n from public.log_entries where user_id = $1', [
      userId,
    ]);

    console.log(`first sync of ${ENTRIES} entries + 1 tank (upserts of 200 rows, then the pull of both tables):`);
    console.log(
      `  push device: ${pushMs.toFixed(0)} ms, ${pushRequests} requests (${push.pushed} rows pushed, ${push.pulled} pulled back)`,
    );
    console.log(`  new device:  ${pullMs.toFixed(0)} ms, ${pullRequests} requests (${pull.pulled} rows pulled, pages of 500)`);
    console.log(`  rows in PostgreSQL: ${stored.rows[0].n} entries; in the second browser: ${await two.entries.count()}`);
    one.close();
    two.close();
  } finally {
    await fake.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
