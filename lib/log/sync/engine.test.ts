import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogDb, type LogDb } from '../db';
import { addEntry, createTank } from '../repo';
import { bindKeeper } from '../repo';
import { SyncError } from './transport';
import { LogSync, type SyncEnv, type SyncStatus } from './engine';
import { FakeServer } from './fake-transport';

const A = '11111111-1111-4111-8111-111111111111';
const engines: LogSync[] = [];
const dbs: LogDb[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.stop();
  for (const db of dbs.splice(0)) db.close();
});

/** Timers held until the test fires them; online and visibility under the test's control. */
function fakeEnv() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  let on: { online(): void; offline(): void; wake(): void } | null = null;
  const env: SyncEnv & { online: boolean; timers: typeof timers; fire(): number; emit(kind: 'online' | 'offline' | 'wake'): void } = {
    online: true,
    timers,
    isOnline: () => env.online,
    isVisible: () => true,
    listen(handlers) {
      on = handlers;
      return () => (on = null);
    },
    withLock: (fn) => fn(),
    setTimeout(fn, ms) {
      timers.set(next, { fn, ms });
      return next++;
    },
    clearTimeout: (h) => void timers.delete(h as number),
    random: () => 1,
    now: () => Date.parse('2026-11-24T00:00:00Z'),
    /** runs the one pending timer; returns its delay */
    fire() {
      const [id, t] = [...timers.entries()].at(-1)!;
      timers.delete(id);
      t.fn();
      return t.ms;
    },
    emit: (kind) => on?.[kind](),
  };
  return env;
}

async function setup(options: { passTimeoutMs?: number; onAccountChanged?: () => void } = {}) {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `engine-${dbs.length}`);
  dbs.push(db);
  await bindKeeper(db, A);
  const server = new FakeServer();
  const env = fakeEnv();
  const refresh = vi.fn((): Promise<'ok' | 'refused' | 'failed'> => Promise.resolve('ok'));
  const transport = server.transport(A);
  const engine = new LogSync(db, transport, A, { refresh }, env, { debounceMs: 1500, intervalMs: 300_000, ...options });
  engines.push(engine);
  const states: SyncStatus['state'][] = [];
  engine.subscribe((s) => states.at(-1) !== s.state && states.push(s.state));
  return { db, server, env, engine, refresh, states, transport };
}

const settled = (engine: LogSync, state: SyncStatus['state']) => vi.waitFor(() => expect(engine.getStatus().state).toBe(state));

describe('sync engine', () => {
  it('counts the pulled rows it could not store in its status, and still syncs', async () => {
    const { server, env, engine } = await setup();
    const tank = {
      id: '22222222-2222-4222-8222-222222222222',
      user_id: A,
      name: 'Display',
      volume_l: 300,
      targets: {},
      additives: null,
      archived_at: null,
      created_at: server.tick(),
      updated_at: server.tick(),
      deleted_at: null,
      version: 1,
      change_id: null,
    };
    server.rows.tanks.set(tank.id, tank);
    const broken = { ...tank, id: '33333333-3333-4333-8333-333333333333', volume_l: -1, updated_at: server.tick() };
    server.rows.tanks.set(broken.id, broken);
    engine.start();
    env.fire();
    await settled(engine, 'synced');
    expect(engine.getStatus().invalidPulled).toBe(1);
    expect(engine.getStatus().lastReport!.invalid).toEqual([{ table: 'tanks', id: broken.id, reason: 'volumeL: not above 0' }]);
    expect(engine.getStatus().lastReport!.pulled).toBe(1);
  });

  it('syncs at start, then after each local write (debounced), then on the slow timer', async () => {
    const { db, server, env, engine } = await setup();
    const tank = await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    engine.start();
    expect(env.fire()).toBe(0);
    await settled(engine, 'synced');
    expect(server.rows.tanks.size).toBe(1);
    expect([...env.timers.values()].map((t) => t.ms)).toEqual([300_000]);

    await addEntry(db, { tankId: tank.id, kind: 'test', at: '2026-11-23T08:00:00Z', values: { alkalinity: 8 } });
    await vi.waitFor(() => expect([...env.timers.values()].map((t) => t.ms)).toEqual([1500]));
    expect(engine.getStatus()).toMatchObject({ state: 'pending', pending: 1 });
    env.fire();
    await settled(engine, 'synced');
    expect(server.rows.entries.size).toBe(1);
    expect(engine.getStatus().pending).toBe(0);
  });

  it('backs off exponentially after failures, shows the error with its retry time, and recovers', async () => {
    const { db, server, env, engine, states } = await setup();
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    // each pass fails twice (the push, then the pull that runs anyway)
    server.faults = ['error-500', 'error-500', 'error-500', 'error-500', 'offline', 'offline'];
    engine.start();
    env.fire();
    await settled(engine, 'error');
    expect(engine.getStatus().retryAt).toBe(env.now() + 2000);
    expect(env.fire()).toBe(2000);
    await vi.waitFor(() => expect([...env.timers.values()].map((t) => t.ms)).toEqual([4000]));
    expect(env.fire()).toBe(4000);
    await vi.waitFor(() => expect([...env.timers.values()].map((t) => t.ms)).toEqual([8000]));
    engine.request(0); // the retry button
    expect(env.fire()).toBe(0);
    await settled(engine, 'synced');
    expect(server.rows.tanks.size).toBe(1);
    expect(states).toContain('error');
  });

  it('a 401 refreshes the session once and carries on', async () => {
    const { db, server, env, engine, refresh } = await setup();
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    server.faults = ['unauthorized'];
    engine.start();
    env.fire();
    await settled(engine, 'synced');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.rows.tanks.size).toBe(1);
  });

  it('a second 401 after the refresh asks to sign in again and stops', async () => {
    const { db, server, env, engine, refresh } = await setup();
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    server.faults = ['unauthorized', 'unauthorized'];
    engine.start();
    env.fire();
    await settled(engine, 'signed-out');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(env.timers.size).toBe(0);
    engine.request(0);
    expect(env.timers.size).toBe(0);
  });

  it('offline: says so, tries nothing, and syncs when the browser comes back online', async () => {
    const { db, server, env, engine } = await setup();
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    env.online = false;
    engine.start();
    env.fire();
    await settled(engine, 'offline');
    expect(server.calls).toEqual([]);
    env.online = true;
    env.emit('online');
    env.fire();
    await settled(engine, 'synced');
    expect(server.rows.tanks.size).toBe(1);
  });

  it('a refresh that gets no usable answer (offline, 429) backs off and tries again instead of signing out', async () => {
    const { db, server, env, engine, refresh } = await setup();
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    refresh.mockResolvedValueOnce('failed');
    server.faults = ['unauthorized'];
    engine.start();
    env.fire();
    await settled(engine, 'error');
    expect(engine.getStatus().retryAt).toBe(env.now() + 2000);
    expect(env.fire()).toBe(2000);
    await settled(engine, 'synced');
    expect(server.rows.tanks.size).toBe(1);
  });

  it('a refresh the server refuses asks to sign in again', async () => {
    const { db, server, env, engine, refresh } = await setup();
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    refresh.mockResolvedValueOnce('refused');
    server.faults = ['unauthorized'];
    engine.start();
    env.fire();
    await settled(engine, 'signed-out');
  });

  it('a request that never answers lets go of the lock after the pass timeout and is retried', async () => {
    const { db, server, env, engine } = await setup({ passTimeoutMs: 60_000 });
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    server.faults = ['hang'];
    engine.start();
    env.fire(); // the pass starts and hangs
    await vi.waitFor(() => expect([...env.timers.values()].map((t) => t.ms)).toEqual([60_000]));
    expect(env.fire()).toBe(60_000); // the pass timer
    await settled(engine, 'error');
    expect(env.fire()).toBe(2000);
    await settled(engine, 'synced');
    expect(server.rows.tanks.size).toBe(1);
  });

  it('another account in another tab: the engine stops, says so and hands over to the page', async () => {
    const onAccountChanged = vi.fn();
    const { db, server, env, engine, transport } = await setup({ onAccountChanged });
    await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    // what the guarded fetch makes of a request for A sent with B's token
    transport.upsert = () => Promise.reject(new SyncError('account', 'another account'));
    engine.start();
    env.fire();
    await settled(engine, 'account-changed');
    expect(onAccountChanged).toHaveBeenCalledTimes(1);
    expect(env.timers.size).toBe(0);
    expect(server.rows.tanks.size).toBe(0);
  });
});
