/**
 * The sync against the Supabase stand-in's /rest/v1 forwarder and a real PostgreSQL (every migration applied):
 * supabase-js sends what the browser sends, row-level security, constraints and triggers are PostgreSQL's own.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSupabase, type FakeSupabase } from '../../../e2e/fake-supabase/app';
import { createLogDb, type LogDb } from '../db';
import { addEntries, addEntry, createTank, deleteEntry, updateEntry } from '../repo';
import { bindKeeper } from '../repo';
import { listHeld, resolveHeld, syncOnce } from './core';
import { heldReason } from './held';
import { entryToServer } from './rows';
import { supabaseTransport } from './supabase-transport';
import { NO_REALTIME } from '../../../e2e/fake-supabase/test-client';

let fake: FakeSupabase;
const dbs: LogDb[] = [];

beforeAll(async () => {
  fake = await startFakeSupabase({ port: 0, quiet: true });
}, 60_000);
afterAll(async () => {
  for (const db of dbs) db.close();
  await fake?.close();
});

/** The test hook's JSON answer, typed by the caller (the stand-in's own shapes). */
async function hook<T = unknown>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${fake.url}/__test${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const clientOptions = (auth: object) => ({ auth: { persistSession: false, ...auth }, realtime: NO_REALTIME });

/** A confirmed keeper signed in on a fresh supabase-js client. */
async function keeper(tag: string): Promise<{ client: SupabaseClient; id: string; email: string }> {
  const email = `${tag}-${Math.random().toString(36).slice(2)}@reef.example`;
  const client = createClient(fake.url, 'fake-anon-key', clientOptions({ autoRefreshToken: false }));
  expect((await client.auth.signUp({ email, password: 'coral-reef-42' })).error).toBeNull();
  const { code } = await hook<{ code: string }>(`/last-otp?email=${encodeURIComponent(email)}`);
  const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
  expect(error).toBeNull();
  return { client, id: data.user!.id, email };
}

/** Another browser of the same keeper: its own IndexedDB and its own signed-in client. */
async function device(k: { client: SupabaseClient; id: string }) {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `pg-${dbs.length}`);
  dbs.push(db);
  await bindKeeper(db, k.id);
  return { db, sync: (o = {}) => syncOnce(db, supabaseTransport(k.client, k.id), k.id, o) };
}

const tankInput = { name: 'Display', volumeL: 300, targets: { alkalinity: { low: 7, high: 9 } } };
const test = (tankId: string, alkalinity: number, at = '2026-11-20T08:00:00Z') => ({
  tankId,
  kind: 'test' as const,
  at,
  values: { alkalinity },
});

describe('sync through the forwarder to PostgreSQL', () => {
  it('a tank, entries, an edit and a deletion reach a second device; another keeper sees none of it', async () => {
    const a = await keeper('a');
    const one = await device(a);
    const two = await device(a);
    const tank = await createTank(one.db, tankInput);
    const [e1, e2] = await addEntries(one.db, [test(tank.id, 8.1), test(tank.id, 8.3, '2026-11-21T08:00:00Z')]);
    expect((await one.sync()).pushed).toBe(3);
    await two.sync();
    expect((await two.db.entries.toArray()).map((e) => (e.values as { alkalinity: number }).alkalinity).sort()).toEqual([8.1, 8.3]);

    await updateEntry(two.db, e1.id, { note: 'retested' });
    await deleteEntry(two.db, e2.id);
    await two.sync();
    await one.sync();
    expect((await one.db.entries.get(e1.id))!.note).toBe('retested');
    expect((await one.db.entries.get(e2.id))!.deletedAt).not.toBeNull();

    const b = await keeper('b');
    const other = await device(b);
    const report = await other.sync();
    expect(report.pulled).toBe(0);
    expect(await other.db.entries.count()).toBe(0);
  });

  it('two overlapping transactions: a row committed after a pull moved past its updated_at is found by the window', async () => {
    const a = await keeper('overlap');
    const one = await device(a);
    const two = await device(a);
    const tank = await createTank(one.db, tankInput);
    await addEntry(one.db, test(tank.id, 8));
    await one.sync();
    await two.sync();

    // Transaction 1 (another device's slow write) starts first: its updated_at is its start, now().
    const slow = await fake.db.pool.connect();
    const lateId = crypto.randomUUID();
    try {
      await slow.query('begin');
      await slow.query('set local role authenticated');
      await slow.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: a.id, role: 'authenticated' })]);
      await slow.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, note) values ($1, $2, $3, 'note', now(), 'slow')`, [
        lateId,
        a.id,
        tank.id,
      ]);
      // Transaction 2 starts later and commits first; device one pulls it, and its cursor moves past transaction 1.
      await addEntry(two.db, test(tank.id, 8.4, '2026-11-22T08:00:00Z'));
      await two.sync();
      await one.sync({ windowMs: 0 });
      await slow.query('commit');
    } finally {
      slow.release();
    }
    const { rows } = await fake.db.pool.query(
      `select updated_at < (select max(updated_at) from public.log_entries where user_id = $1) as older from public.log_entries where id = $2`,
      [a.id, lateId],
    );
    expect(rows).toEqual([{ older: true }]);
    await one.sync({ windowMs: 0 });
    expect(await one.db.entries.get(lateId)).toBeUndefined(); // the trap: without the window it is never pulled
    await one.sync(); // the 30 s window
    expect((await one.db.entries.get(lateId))!.note).toBe('slow');
  });

  it('a response lost after the commit, then a 500 mid-batch: retried without duplicates', async () => {
    const a = await keeper('faults');
    const one = await device(a);
    const tank = await createTank(one.db, tankInput);
    await addEntries(
      one.db,
      Array.from({ length: 5 }, (_, i) => test(tank.id, 7.5 + i / 10, `2026-11-${10 + i}T08:00:00Z`)),
    );
    await hook('/rest-fault', { mode: 'drop-after-commit', table: 'log_entries', method: 'POST' });
    await expect(one.sync({ batchSize: 2 })).rejects.toMatchObject({ failure: 'offline' });
    expect(await one.db.outbox.count()).toBe(5); // the tank acknowledged; the dropped batch committed but not acknowledged
    await hook('/rest-fault', { mode: 'error-500', table: 'log_entries', method: 'POST', skip: 1 });
    await expect(one.sync({ batchSize: 2 })).rejects.toMatchObject({ failure: 'server', status: 500 });
    expect(await one.db.outbox.count()).toBe(3);
    await one.sync({ batchSize: 2 });
    expect(await one.db.outbox.count()).toBe(0);
    const log = await hook<{ tanks: unknown[]; entries: { id: string }[] }>(`/log?email=${encodeURIComponent(a.email)}`);
    expect(log.tanks).toHaveLength(1);
    expect(log.entries).toHaveLength(5);
    expect(new Set(log.entries.map((e) => e.id)).size).toBe(5);
  });

  it('an expired token answers 401 (the engine refreshes the session and tries again)', async () => {
    const a = await keeper('expiry');
    const one = await device(a);
    await createTank(one.db, tankInput);
    await hook('/rest-fault', { mode: 'expire-token', table: 'log_tanks' });
    await expect(one.sync()).rejects.toMatchObject({ failure: 'auth', status: 401 });
    expect(await one.db.outbox.count()).toBe(1);
    await one.sync();
    expect(await one.db.outbox.count()).toBe(0);
  });

  it('a row outside the ranges is refused by PostgreSQL and set aside; a forged owner is refused too', async () => {
    const a = await keeper('refused');
    const one = await device(a);
    const tank = await createTank(one.db, tankInput);
    await addEntry(one.db, test(tank.id, 8));
    const bad = await addEntry(one.db, test(tank.id, 400));
    const report = await one.sync();
    expect(report.rejected).toBe(1);
    expect((await one.db.outbox.toArray()).map((i) => [i.rowId, i.setAside?.code])).toEqual([[bad.id, '23514']]);

    const b = await keeper('forger');
    const res = await b.client
      .from('log_entries')
      .upsert([{ id: bad.id, user_id: a.id, tank_id: tank.id, kind: 'note', at: new Date().toISOString() }])
      .select();
    expect(res.status).toBe(403);
    const anon = createClient(fake.url, 'fake-anon-key', clientOptions({}));
    expect((await anon.from('log_entries').select('*')).status).toBe(401);
  });

  it('two devices edit the same entry: PostgreSQL refuses the older base (409), the keeper sees both, and a retry changes nothing', async () => {
    const a = await keeper('conflict');
    const one = await device(a);
    const two = await device(a);
    const tank = await createTank(one.db, tankInput);
    const e = await addEntry(one.db, test(tank.id, 8));
    await one.sync();
    await two.sync();
    await updateEntry(one.db, e.id, { note: 'one' });
    await updateEntry(two.db, e.id, { note: 'two' });
    await one.sync();
    const report = await two.sync();
    expect(report.conflicts).toBe(1);
    const [held] = await listHeld(two.db);
    expect(held.conflict).toMatchObject({ mine: { note: 'two' }, theirs: { note: 'one' } });
    const before = await hook<{ entries: { note: string; version: number; updated_at: string }[] }>(
      `/log?email=${encodeURIComponent(a.email)}`,
    );
    expect(before.entries.map((x) => [x.note, x.version])).toEqual([['one', 2]]);
    await resolveHeld(two.db, held.seq!, 'mine');
    await two.sync();
    await one.sync();
    expect((await one.db.entries.get(e.id))!.note).toBe('two');

    // the same upload sent again after it was applied (its answer lost): PostgreSQL keeps the row as it is
    const stored = (await two.db.entries.get(e.id))!;
    const again = await a.client
      .from('log_entries')
      .upsert([entryToServer(stored, a.id)], { onConflict: 'id' })
      .select();
    expect(again.error).toBeNull();
    const after = await hook<{ entries: { note: string; version: number; updated_at: string }[] }>(
      `/log?email=${encodeURIComponent(a.email)}`,
    );
    expect(after.entries.map((x) => [x.note, x.version])).toEqual([['two', 3]]);
  });

  it("rows with another keeper's ids (an export someone shared) are set aside as another account's, never taken over", async () => {
    const a = await keeper('owner');
    const one = await device(a);
    const tank = await createTank(one.db, tankInput);
    const e = await addEntry(one.db, test(tank.id, 8));
    await one.sync();
    const b = await keeper('sharer');
    const other = await device(b);
    const own = await createTank(other.db, tankInput);
    // B's log holds an entry under A's id, in B's own tank
    await other.db.entries.put({
      ...(await one.db.entries.get(e.id))!,
      userId: b.id,
      tankId: own.id,
      version: 0,
      changeId: crypto.randomUUID(),
    });
    await other.db.outbox.add({ table: 'entries', rowId: e.id, changedAt: new Date().toISOString(), tries: 0, lastError: null });
    const report = await other.sync();
    expect(report.rejected).toBe(1);
    const [held] = await listHeld(other.db);
    expect(held.setAside?.code).toBe('42501');
    expect(heldReason(held.setAside!.code)).toBe('otherAccount');
    const log = await hook<{ entries: { tank_id: string }[] }>(`/log?email=${encodeURIComponent(a.email)}`);
    expect(log.entries.map((x) => x.tank_id)).toEqual([tank.id]); // A's entry untouched
  });

  it('a deletion uploaded long after it was made is dated by the server, so the purge cannot take it before others see it', async () => {
    const a = await keeper('late-tombstone');
    const one = await device(a);
    const tank = await createTank(one.db, tankInput);
    const e = await addEntry(one.db, test(tank.id, 8));
    await one.sync();
    // deleted on a phone whose clock (or queue) says 91 days ago
    await deleteEntry(one.db, e.id, () => new Date(Date.now() - 91 * 24 * 3600_000));
    await one.sync();
    const { rows } = await fake.db.pool.query<{ purged: number }>('select public.log_purge_tombstones() as purged');
    expect(rows[0].purged).toBe(0);
    const two = await device(a);
    await two.sync();
    expect((await two.db.entries.get(e.id))!.deletedAt).not.toBeNull();
  });
});
