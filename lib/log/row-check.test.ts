import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adviceFor, seriesOf } from './analysis';
import { logToCsv } from './csv';
import { createLogDb, type LogDb } from './db';
import { logToJson } from './export';
import { parseLogJson } from './import';
import { watchEntries, type LiveEntries } from './live-entries';
import type { LogEntry } from './model';
import { addEntry, createTank, listEntries, listTanks, readTanks, snapshot } from './repo';
import { checkEntries, checkTanks } from './row-check';
import { storedEntrySchema } from './row-schema';

let dbs: LogDb[] = [];
let watches: LiveEntries[] = [];
afterEach(() => {
  for (const w of watches) w.stop();
  for (const db of dbs) db.close();
  dbs = [];
  watches = [];
});
function freshDb() {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `row-check-${dbs.length}`);
  dbs.push(db);
  return db;
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 8)).toISOString();
const tankInput = { name: 'Display', volumeL: 300, targets: { alkalinity: { low: 7, high: 9 } } };

/** Rows as something other than this site's forms might leave them in IndexedDB: each is written straight into Dexie. */
function malformed(tankId: string): Record<string, LogEntry> {
  const base = { userId: null, tankId, note: null, createdAt: at(1), updatedAt: at(1), deletedAt: null, version: 0, changeId: null };
  const { createdAt: _dropped, ...missingCreatedAt } = base;
  return {
    nan: { ...base, id: 'bad-nan', kind: 'test', at: at(5), values: { alkalinity: Number.NaN } },
    // alkalinity far above anything the trends and what-to-dose could use sensibly, on an entry of an unknown kind
    unknownKind: { ...base, id: 'bad-kind', kind: 'salinity_reading', at: at(6), values: { alkalinity: 40 } } as unknown as LogEntry,
    // JSON.parse makes `__proto__` an own key, which IndexedDB keeps as one
    proto: {
      ...base,
      id: 'bad-proto',
      kind: 'test',
      at: at(7),
      values: JSON.parse('{"alkalinity": 30, "__proto__": {"polluted": true}}') as LogEntry['values'],
    },
    missing: { ...missingCreatedAt, id: 'bad-missing', kind: 'test', at: at(8), values: { alkalinity: 25 } } as unknown as LogEntry,
  };
}

async function seeded() {
  const db = freshDb();
  const tank = await createTank(db, tankInput);
  const good = [
    await addEntry(db, { tankId: tank.id, kind: 'test', at: at(2), values: { alkalinity: 8 } }),
    await addEntry(db, {
      tankId: tank.id,
      kind: 'dose',
      at: at(3),
      values: { parameter: 'alkalinity', additiveId: null, strengthPerUnitPerL: 0.5, amount: 20, amountUnit: 'ml' },
    }),
    await addEntry(db, { tankId: tank.id, kind: 'test', at: at(4), values: { alkalinity: 7.6 } }),
  ];
  const bad = malformed(tank.id);
  await db.entries.bulkPut(Object.values(bad));
  const badTank = { ...tank, id: 'bad-tank', name: 'Broken', volumeL: Number.POSITIVE_INFINITY, createdAt: at(9) };
  await db.tanks.put(badTank);
  return { db, tank, good, bad, badTank };
}

describe('rows read from IndexedDB are checked', () => {
  it('the malformed rows fail the stored-row schema (each for its own reason)', async () => {
    const { bad } = await seeded();
    for (const row of Object.values(bad)) expect(storedEntrySchema.safeParse(row).success, row.id).toBe(false);
  });

  it('leaves malformed entries and tanks out of the reads, counted, and keeps every valid row', async () => {
    const { db, tank, good } = await seeded();
    expect((await listEntries(db, tank.id)).map((e) => e.id)).toEqual(good.map((e) => e.id));
    expect((await listTanks(db)).map((t) => t.id)).toEqual([tank.id]);
    expect((await readTanks(db)).unreadable).toBe(1);

    const seen: { rows: readonly LogEntry[]; unreadable: number }[] = [];
    watches.push(watchEntries(db, tank.id, (c) => seen.push(c)));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].rows.map((e) => e.id)).toEqual(good.map((e) => e.id));
    expect(seen[0].unreadable).toBe(4);
  });

  it('computes the trends and what to dose from the valid rows only', async () => {
    const { db, tank, good } = await seeded();
    const seen: { rows: readonly LogEntry[]; unreadable: number }[] = [];
    watches.push(watchEntries(db, tank.id, (c) => seen.push(c)));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const rows = seen[0].rows;
    expect(seriesOf(rows, 'alkalinity', 'dkh').map((p) => p.value)).toEqual([8, 7.6]);
    expect(adviceFor(tank, rows, 'alkalinity', 'dkh')).toEqual(adviceFor(tank, good, 'alkalinity', 'dkh'));
    // what the same computations would have made of the raw rows: the malformed values would have been the latest
    const raw = await db.entries.toArray();
    expect(seriesOf(raw, 'alkalinity', 'dkh').map((p) => p.value)).toContain(25);
    // nothing in the read rows changed a prototype
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never changes or deletes them: they stay stored as they were, and the JSON export carries them', async () => {
    const { db, bad, badTank } = await seeded();
    const before = await db.entries.toArray();
    const seen: unknown[] = [];
    watches.push(watchEntries(db, before[0].tankId, (c) => seen.push(c)));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await listTanks(db);
    expect(await db.entries.toArray()).toEqual(before);
    expect(await db.tanks.get('bad-tank')).toEqual(badTank);
    const stored = await db.entries.get('bad-proto');
    expect(Object.keys(stored!.values)).toContain('__proto__');

    const snap = await snapshot(db);
    expect(snap.entries.map((e) => e.id)).toEqual(expect.arrayContaining(Object.keys(bad).map((k) => bad[k].id)));
    expect(snap.tanks.map((t) => t.id)).toContain('bad-tank');
    expect(snap.readable.entries.some((e) => e.id.startsWith('bad-'))).toBe(false);
    expect(snap.readable.tanks.map((t) => t.id)).not.toContain('bad-tank');
    const json = JSON.parse(logToJson(snap.tanks, snap.entries, at(10))) as {
      tanks: { id: string }[];
      entries: { id: string; kind: string }[];
    };
    expect(json.entries.map((e) => e.id)).toEqual(expect.arrayContaining(['bad-nan', 'bad-kind', 'bad-proto', 'bad-missing']));
    expect(json.entries.find((e) => e.id === 'bad-kind')?.kind).toBe('salinity_reading');
    expect(json.tanks.map((t) => t.id)).toContain('bad-tank');
    // the export's own import reads it back and names what is wrong with those rows, instead of storing them
    const back = parseLogJson(logToJson(snap.tanks, snap.entries, at(10)));
    if (!back.ok) throw new Error('the export did not read back');
    expect(back.preview.entries.map((e) => e.id)).not.toContain('bad-kind');
    expect(back.preview.refused.length).toBeGreaterThan(0);
    // the CSV is computed from the values: only the readable rows
    const csv = logToCsv(snap.readable.tanks, snap.readable.entries);
    expect(csv).not.toMatch(/bad-/);
    expect(csv).toMatch(/Display/);
  });

  it('checks a row object once: a second read of the same objects does not parse again', async () => {
    const { db, tank } = await seeded();
    const rows = await db.entries.where('tankId').equals(tank.id).toArray();
    const spy = vi.spyOn(storedEntrySchema, 'safeParse');
    const first = checkEntries(rows);
    expect(spy).toHaveBeenCalledTimes(rows.length);
    const second = checkEntries(rows);
    expect(spy).toHaveBeenCalledTimes(rows.length);
    expect(second.rows).toEqual(first.rows);
    spy.mockRestore();
  });

  it('gives back the same array when every row is valid (what memoises on it sees no change)', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput);
    await addEntry(db, { tankId: tank.id, kind: 'test', at: at(2), values: { alkalinity: 8 } });
    const rows = await db.entries.toArray();
    expect(checkEntries(rows)).toEqual({ rows, unreadable: 0 });
    expect(checkEntries(rows).rows).toBe(rows);
    const tanks = await db.tanks.toArray();
    expect(checkTanks(tanks).rows).toBe(tanks);
  });
});
