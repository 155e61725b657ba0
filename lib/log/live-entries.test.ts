import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogDb, type LogDb } from './db';
import { patchEntries, reconcileEntries, watchEntries, type LiveEntries } from './live-entries';
import type { LogEntry } from './model';
import { addEntry, createTank, deleteEntry, loadRowCheck, LogWriteError, updateEntry } from './repo';

// the row check (zod and every kind's schema) is fetched once, as the log screen does while IndexedDB opens; on a
// busy machine its first import alone can outlast a waitFor
beforeAll(async () => {
  await loadRowCheck();
});

let open: { dbs: LogDb[]; watches: LiveEntries[] } = { dbs: [], watches: [] };
afterEach(() => {
  for (const w of open.watches) w.stop();
  for (const db of open.dbs) db.close();
  open = { dbs: [], watches: [] };
});

/** Two connections to one database, as two tabs of one browser have. */
function twoTabs(name: string) {
  const factory = new IDBFactory();
  const a = createLogDb({ indexedDB: factory, IDBKeyRange }, name);
  const b = createLogDb({ indexedDB: factory, IDBKeyRange }, name);
  open.dbs.push(a, b);
  return { a, b };
}

const settle = () => new Promise((r) => setTimeout(r, 120));
const tankInput = { name: 'Display', volumeL: 300, targets: {} };

async function watched(db: LogDb, tankId: string) {
  const seen: (readonly LogEntry[])[] = [];
  const unreadable: number[] = [];
  const live = watchEntries(db, tankId, (c) => {
    seen.push(c.rows);
    unreadable.push(c.unreadable);
  });
  open.watches.push(live);
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  return { live, seen, last: () => seen[seen.length - 1], unreadable: () => unreadable[unreadable.length - 1] };
}

describe('a tank’s entries kept in memory', () => {
  it('shows this screen’s own write from the rows it returns, without reading the table again', async () => {
    const { a } = twoTabs('live-own');
    const tank = await createTank(a, tankInput);
    const first = await addEntry(a, { tankId: tank.id, kind: 'test', at: '2026-01-01T00:00:00Z', values: { alkalinity: 8 } });
    const { live, seen, last } = await watched(a, tank.id);
    expect(last().map((e) => e.id)).toEqual([first.id]);

    const reads = vi.spyOn(a.entries, 'where');
    const id = crypto.randomUUID();
    const added = await live.write([id], () =>
      addEntry(a, { id, tankId: tank.id, kind: 'test', at: '2026-01-02T00:00:00Z', values: { alkalinity: 8.2 } }),
    );
    expect(added.id).toBe(id);
    expect(last().map((e) => e.id)).toEqual([first.id, id]);
    expect(last()[0]).toBe(seen[0][0]); // the untouched row is the same object

    const edited = await live.write([id], () => updateEntry(a, id, { at: '2025-12-31T00:00:00Z' }));
    expect(last().map((e) => e.id)).toEqual([id, first.id]); // moved by its new time
    expect(last()[0]).toBe(edited);
    await live.write([first.id], () => deleteEntry(a, first.id));
    expect(last().map((e) => e.id)).toEqual([id]);

    await settle();
    expect(reads).not.toHaveBeenCalled();
    expect(seen).toHaveLength(4);
  });

  it('reads again when another tab writes, keeping the objects of unchanged rows', async () => {
    const { a, b } = twoTabs('live-other');
    const tank = await createTank(a, tankInput);
    const other = await createTank(a, { ...tankInput, name: 'Frag' });
    const first = await addEntry(a, { tankId: tank.id, kind: 'test', at: '2026-01-01T00:00:00Z', values: { calcium: 420 } });
    const { seen, last, unreadable } = await watched(a, tank.id);

    const fromB = await addEntry(b, {
      tankId: tank.id,
      kind: 'dose',
      at: '2026-01-03T00:00:00Z',
      values: { parameter: 'alkalinity', additiveId: null, strengthPerUnitPerL: 0.5, amount: 20, amountUnit: 'ml' },
    });
    await vi.waitFor(() => expect(last().map((e) => e.id)).toEqual([first.id, fromB.id]));
    expect(last()[0]).toBe(seen[0][0]);

    // a row another tab (or anything else) wrote in a shape no entry has is left out and counted, and stays stored
    await b.entries.put({ ...fromB, id: 'malformed', at: '2026-01-05T00:00:00Z', values: { amount: Number.NaN } as never });
    await vi.waitFor(() => expect(unreadable()).toBe(1));
    expect(last().map((e) => e.id)).toEqual([first.id, fromB.id]);
    expect(last()[0]).toBe(seen[0][0]);
    expect(await a.entries.get('malformed')).toBeDefined();
    await b.entries.delete('malformed');
    await vi.waitFor(() => expect(unreadable()).toBe(0));

    // another tank's entry, or a write that fails, changes nothing here
    const count = seen.length;
    await addEntry(b, { tankId: other.id, kind: 'test', at: '2026-01-04T00:00:00Z', values: { calcium: 400 } });
    await settle();
    expect(seen).toHaveLength(count);

    await updateEntry(b, fromB.id, { note: 'from the other tab' });
    await vi.waitFor(() => expect(last()[1].note).toBe('from the other tab'));
    await deleteEntry(b, first.id);
    await vi.waitFor(() => expect(last().map((e) => e.id)).toEqual([fromB.id]));
  });

  it('a failed write shows nothing and leaves the list as it was', async () => {
    const { a } = twoTabs('live-failed');
    const tank = await createTank(a, tankInput);
    const { live, seen, last } = await watched(a, tank.id);
    const id = crypto.randomUUID();
    await expect(
      live.write([id], () => addEntry(a, { id, tankId: 'no-such-tank', kind: 'test', at: '2026-01-01T00:00:00Z', values: {} })),
    ).rejects.toBeInstanceOf(LogWriteError);
    await settle();
    expect(last()).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('a write of a pending id by another tab is still read (only the ids of this write are ours)', async () => {
    const { a, b } = twoTabs('live-mixed');
    const tank = await createTank(a, tankInput);
    const { live, last } = await watched(a, tank.id);
    const id = crypto.randomUUID();
    // this screen announces `id`, while the other tab's write of another row commits
    const ours = live.write([id], async () => {
      await addEntry(b, { tankId: tank.id, kind: 'test', at: '2026-01-05T00:00:00Z', values: { calcium: 410 } });
      return addEntry(a, { id, tankId: tank.id, kind: 'test', at: '2026-01-06T00:00:00Z', values: { calcium: 415 } });
    });
    await ours;
    await vi.waitFor(() => expect(last()).toHaveLength(2));
  });
});

describe('order and failures', () => {
  it('places a row written in the same minute as another where a read of the tank places it', async () => {
    const { a } = twoTabs('live-same-minute');
    const tank = await createTank(a, tankInput);
    const at = '2026-01-01T09:00:00.000Z';
    const { live, last } = await watched(a, tank.id);
    for (const id of ['c', 'a', 'b'].map((x) => `${x}${crypto.randomUUID().slice(1)}`))
      await live.write([id], () => addEntry(a, { id, tankId: tank.id, kind: 'test', at, values: {} }));
    const { listEntries } = await import('./repo');
    expect(last().map((e) => e.id)).toEqual((await listEntries(a, tank.id)).map((e) => e.id));
  });

  it('reports a read that fails', async () => {
    const { a } = twoTabs('live-closed');
    const tank = await createTank(a, tankInput);
    a.close({ disableAutoOpen: true });
    const errors: unknown[] = [];
    const live = watchEntries(
      a,
      tank.id,
      () => {},
      (e) => errors.push(e),
    );
    open.watches.push(live);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
  });
});

describe('patching and reconciling', () => {
  const row = (id: string, at: string, updatedAt = at, extra: Partial<LogEntry> = {}): LogEntry => ({
    id,
    userId: null,
    tankId: 't',
    kind: 'test',
    at,
    values: {},
    note: null,
    createdAt: at,
    updatedAt,
    deletedAt: null,
    ...extra,
  });

  it('inserts by time, replaces by id, drops deleted rows and rows of another tank', () => {
    const a = row('a', '2026-01-01');
    const c = row('c', '2026-01-03');
    const b = row('b', '2026-01-02');
    expect(patchEntries([a, c], [b], 't').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(patchEntries([a, c], [row('a', '2026-01-04')], 't').map((r) => r.id)).toEqual(['c', 'a']);
    expect(patchEntries([a, c], [row('a', '2026-01-01', 'x', { deletedAt: 'x' })], 't').map((r) => r.id)).toEqual(['c']);
    expect(patchEntries([a, c], [row('a', '2026-01-01', 'x', { tankId: 'u' })], 't').map((r) => r.id)).toEqual(['c']);
  });

  it('keeps unchanged objects and returns the same list when nothing changed', () => {
    const prev = [row('a', '2026-01-01'), row('b', '2026-01-02')];
    const same = [row('a', '2026-01-01'), row('b', '2026-01-02')];
    expect(reconcileEntries(prev, same)).toBe(prev);
    const edited = [row('a', '2026-01-01'), row('b', '2026-01-02', '2026-02-01')];
    const out = reconcileEntries(prev, edited);
    expect(out).not.toBe(prev);
    expect(out[0]).toBe(prev[0]);
    expect(out[1]).toBe(edited[1]);
  });
});
