import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logToCsv } from './csv';
import { createLogDb, type LogDb } from './db';
import { jsonbTextBytes, MAX_JSONB_BYTES } from './db-bounds';
import { logToJson } from './export';
import { MAX_LOG_IMPORT_BYTES, parseLogCsv, parseLogFile, parseLogJson, readLogFile, type ImportPreview } from './import';
import { countWrites, derivedId, KEEP_STORED, NEW_TANK_VOLUME_L, previewImport, type ImportChoice } from './import-plan';
import type { TestValues } from './model';
import { nameUuid } from './name-uuid';
import { addEntry, bindKeeper, createTank, deleteEntry, importBatch, listEntries, listTanks, snapshot, updateEntry } from './repo';
import { decodeImportText } from './text-decode';

let dbs: LogDb[] = [];
function freshDb() {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `plan-${dbs.length}`);
  dbs.push(db);
  return db;
}
afterEach(() => {
  for (const db of dbs) db.close();
  dbs = [];
});

const at = (clockIso: string) => () => new Date(clockIso);
const tankInput = (name: string) => ({ name, volumeL: 300, targets: { alkalinity: { low: 7, high: 9 } } });
const blob = (text: string) => new Blob([text]);
const sg = '25/25' as const;

/** Reads a file as the panel does, plans it against `db` and writes it with `choice`. */
async function importText(db: LogDb, text: string, tankId: string | null, choice: ImportChoice = KEEP_STORED) {
  const r = await readLogFile(blob(text), { tankId, sg });
  if (!r.ok) throw new Error(r.error);
  const plan = await previewImport(db, r.preview, tankId);
  const written = await importBatch(db, { tanks: plan.tanks, entries: plan.entries, choice });
  return { plan, written };
}

async function exportJson(db: LogDb) {
  const { tanks, entries } = await snapshot(db);
  return logToJson(tanks, entries, new Date().toISOString());
}
async function exportCsv(db: LogDb) {
  const { tanks, entries } = await snapshot(db);
  return logToCsv(tanks, entries);
}

describe('name-based ids', () => {
  it('gives RFC 9562 version-5 UUIDs (the DNS example)', () => {
    expect(nameUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(derivedId('a', 'X')).toBe(derivedId('a', 'x'));
    expect(derivedId('a', 'X')).not.toBe(derivedId('b', 'X'));
    expect(derivedId(null, 'X')).toBe(nameUuid('row\nlocal\nx'));
  });
});

describe('reading the bytes', () => {
  const sjis = readFileSync(join(import.meta.dirname, 'fixtures/wide-shift-jis.csv'));

  it('reads Shift_JIS (Excel on Japanese Windows) where UTF-8 fails, and says so', async () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(sjis)).toThrow(); // the fixture is not UTF-8
    const d = decodeImportText(new Uint8Array(sjis));
    expect(d).toMatchObject({ ok: true, encoding: 'shift_jis' });
    expect(d.ok && d.text).toContain('日付,KH,カルシウム,メモ');
    const r = await readLogFile(new Blob([sjis]), { tankId: '11111111-1111-4111-8111-111111111111', sg });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.encoding).toBe('shift_jis');
    expect(r.preview.entries.map((e) => e.note)).toEqual(['サンゴの色が戻った', '水換え後に測定']);
    expect(r.preview.entries[0].values).toEqual({ alkalinity: 8.1, calcium: 420 });
  });

  it('reads UTF-8 first (with or without a BOM) and refuses bytes that are neither', () => {
    const utf8 = new TextEncoder().encode('\uFEFF日付,KH\n2026/01/05,8\n');
    expect(decodeImportText(utf8)).toEqual({ ok: true, encoding: 'utf-8', text: '日付,KH\n2026/01/05,8\n' });
    expect(decodeImportText(new Uint8Array([0x82, 0xa0, 0xff, 0xff, 0x80]))).toEqual({ ok: false, error: 'encoding' });
  });

  it('reads UTF-16 with its byte-order mark (Excel’s “Unicode text”), and refuses UTF-16 without it and Windows-1252', () => {
    const text = 'Date\tAlk\tCa\n2026-01-05\t8.2\t420\n';
    const le = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    const be = new Uint8Array([0xfe, 0xff, ...[...text].flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(decodeImportText(le)).toEqual({ ok: true, encoding: 'utf-16', text });
    expect(decodeImportText(be)).toEqual({ ok: true, encoding: 'utf-16', text });
    expect(decodeImportText(le.slice(2))).toEqual({ ok: false, error: 'encoding' });
    // "Größe" in Windows-1252: valid Shift_JIS bytes, but into its user-defined area
    expect(decodeImportText(new Uint8Array([0x47, 0x72, 0xf6, 0xdf, 0x65]))).toEqual({ ok: false, error: 'encoding' });
  });

  it('refuses a file over the limit by its size, without reading it', async () => {
    const arrayBuffer = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
    const r = await readLogFile({ size: MAX_LOG_IMPORT_BYTES + 1, arrayBuffer }, { tankId: null, sg });
    expect(r).toEqual({ ok: false, error: 'tooLarge' });
    expect(arrayBuffer).not.toHaveBeenCalled();
  });
});

describe("the database's bounds, in the preview", () => {
  const T = '2026-01-01T00:00:00.000Z';
  const tank = {
    id: '11111111-1111-4111-8111-111111111111',
    userId: null,
    name: 'Display',
    volumeL: 400,
    targets: {},
    createdAt: T,
    updatedAt: T,
  };
  const entry = (n: number, over: Record<string, unknown>) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    tankId: tank.id,
    kind: 'test',
    at: T,
    values: { ph: 8.1 },
    note: null,
    ...over,
  });
  const file = (tanks: unknown[], entries: unknown[]) => JSON.stringify({ format: 'reefcalc.log', version: 1, tanks, entries });

  it('refuses times, notes, typed texts and jsonb sizes the database would refuse, by row', () => {
    const r = parseLogJson(
      file(
        [
          tank,
          { ...tank, id: '22222222-2222-4222-8222-222222222222', name: '   ' },
          { ...tank, id: '33333333-3333-4333-8333-333333333333', name: 'x'.repeat(101) },
        ],
        [
          entry(1, {}),
          entry(2, { at: '1969-12-31T23:59:59Z' }),
          entry(3, { at: '2200-01-01T00:00:00Z' }),
          entry(4, { note: 'n'.repeat(4001) }),
          entry(5, { typed: { ph: 8.1 } }),
          entry(6, { typed: { note: 'x'.repeat(MAX_JSONB_BYTES) } }),
          entry(7, { kind: 'note', values: { junk: 'x'.repeat(MAX_JSONB_BYTES) } }),
          entry(8, { typed: 'pH 8.1' }),
          entry(9, { at: '1970-01-01T00:00:01Z', note: 'n'.repeat(4000), typed: { ph: '8.1' } }),
        ],
      ),
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([
      { row: 2, reason: 'missingValue', field: 'tanks.name' },
      { row: 3, reason: 'tooLong', field: 'tanks.name' },
      { row: 2, reason: 'dateOutOfRange', field: 'at' },
      { row: 3, reason: 'dateOutOfRange', field: 'at' },
      { row: 4, reason: 'tooLong', field: 'note' },
      { row: 5, reason: 'invalidValue', field: 'typed' },
      { row: 6, reason: 'tooBig', field: 'typed' },
      { row: 7, reason: 'tooBig', field: 'values' },
      { row: 8, reason: 'invalidValue', field: 'typed' },
    ]);
    expect(r.preview.entries.map((e) => e.row)).toEqual([1, 9]);
  });

  it('measures jsonb as PostgreSQL prints it', () => {
    expect(jsonbTextBytes({ a: 1, b: [1, 2], c: 'é' })).toBe('{"a": 1, "b": [1, 2], "c": "é"}'.length + 1);
  });

  it('refuses CSV rows dated outside 1970–2199 and over-long notes', () => {
    const wide = parseLogCsv('date,alk\n1969-12-31,8\n2026-01-05,8\n2200-01-01,8\n', tank.id, sg);
    expect(wide.ok && wide.preview.refused).toEqual([
      { row: 2, reason: 'dateOutOfRange', field: 'date' },
      { row: 4, reason: 'dateOutOfRange', field: 'date' },
    ]);
    const long = parseLogFile(
      `id,tank,kind,at,parameter,value,unit,note\n,Display,note,2026-01-05T00:00:00Z,,,,${'n'.repeat(4001)}\n,${'t'.repeat(101)},test,2026-01-05T00:00:00Z,ph,8,pH,\n`,
      { tankId: null, sg },
    );
    expect(long.ok && long.preview.refused).toEqual([
      { row: 2, reason: 'tooLong', field: 'note' },
      { row: 3, reason: 'tooLong', field: 'tank' },
    ]);
  });
});

describe('an import never overwrites silently', () => {
  it('an older JSON export neither reverts a later edit nor brings a deleted entry back, unless the keeper chooses', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput('Display'), at('2026-01-01T00:00:00Z'));
    const a = await addEntry(
      db,
      { tankId: tank.id, kind: 'test', at: '2026-01-02T00:00:00Z', values: { ph: 8.1 } },
      at('2026-01-02T00:00:00Z'),
    );
    const b = await addEntry(
      db,
      { tankId: tank.id, kind: 'test', at: '2026-01-03T00:00:00Z', values: { ph: 8.2 } },
      at('2026-01-03T00:00:00Z'),
    );
    const old = await exportJson(db);
    await updateEntry(db, a.id, { values: { ph: 7.9 } }, at('2026-01-05T00:00:00Z'));
    await deleteEntry(db, b.id, at('2026-01-05T00:00:00Z'));

    const { plan, written } = await importText(db, old, null);
    expect(plan.counts.entries).toMatchObject({ new: 0, same: 0, older: 1, deleted: 1 });
    expect(plan.counts.tanks).toMatchObject({ same: 1 });
    expect(written).toEqual({ tanks: 0, entries: 0 });
    expect(countWrites(plan, { existing: 'newer', restoreDeleted: false })).toEqual({ tanks: 0, entries: 0 });
    expect((await db.entries.get(a.id))!.values).toEqual({ ph: 7.9 });
    expect((await db.entries.get(b.id))!.deletedAt).not.toBeNull();

    // the keeper's explicit choice: the file's version, and the deleted entry back
    const again = await importText(db, old, null, { existing: 'file', restoreDeleted: true });
    expect(again.written).toEqual({ tanks: 0, entries: 2 });
    expect((await db.entries.get(a.id))!.values).toEqual({ ph: 8.1 });
    expect((await db.entries.get(b.id))!.deletedAt).toBeNull();
  });

  it('takes a newer JSON row only when the keeper asks for newer ones', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput('Display'), at('2026-01-01T00:00:00Z'));
    const a = await addEntry(
      db,
      { tankId: tank.id, kind: 'test', at: '2026-01-02T00:00:00Z', values: { ph: 8.1 } },
      at('2026-01-02T00:00:00Z'),
    );
    const file = JSON.parse(await exportJson(db)) as { entries: { values: unknown; updatedAt: string }[] };
    file.entries[0].values = { ph: 8.3 };
    file.entries[0].updatedAt = '2026-02-01T00:00:00.000Z';
    const text = JSON.stringify(file);
    const keep = await importText(db, text, null);
    expect(keep.plan.counts.entries).toMatchObject({ newer: 1 });
    expect(keep.written.entries).toBe(0);
    expect((await db.entries.get(a.id))!.values).toEqual({ ph: 8.1 });
    const newer = await importText(db, text, null, { existing: 'newer', restoreDeleted: false });
    expect(newer.written.entries).toBe(1);
    expect((await db.entries.get(a.id))!.values).toEqual({ ph: 8.3 });
    expect((await importText(db, text, null)).plan.counts.entries).toMatchObject({ same: 1 });
  });

  it('the same JSON twice changes nothing the second time', async () => {
    const source = freshDb();
    const tank = await createTank(source, tankInput('Display'));
    await addEntry(source, { tankId: tank.id, kind: 'note', at: '2026-01-02T00:00:00Z', values: {}, note: 'new frag' });
    const text = await exportJson(source);
    const db = freshDb();
    expect((await importText(db, text, null)).written).toEqual({ tanks: 1, entries: 1 });
    const before = await snapshot(db);
    const second = await importText(db, text, null);
    expect(second.written).toEqual({ tanks: 0, entries: 0 });
    expect(second.plan.counts.entries).toMatchObject({ same: 1 });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('the long CSV honours its tank column', () => {
  async function twoTanks() {
    const db = freshDb();
    const display = await createTank(db, tankInput('Display'), at('2026-01-01T00:00:00Z'));
    const frag = await createTank(db, tankInput('Frag'), at('2026-01-01T00:00:01Z'));
    await addEntry(db, { tankId: display.id, kind: 'test', at: '2026-01-02T00:00:00Z', values: { ph: 8.1 }, typed: { ph: '8.10' } });
    await addEntry(db, { tankId: frag.id, kind: 'test', at: '2026-01-03T00:00:00Z', values: { calcium: 420 } });
    return { db, display, frag };
  }

  it('re-importing it into another tank moves nothing and keeps what was typed', async () => {
    const { db, display, frag } = await twoTanks();
    const csv = await exportCsv(db);
    const { plan, written } = await importText(db, csv, frag.id);
    expect(plan.counts.entries).toMatchObject({ new: 0, same: 2 });
    expect(written).toEqual({ tanks: 0, entries: 0 });
    const inDisplay = await listEntries(db, display.id);
    expect(inDisplay).toHaveLength(1);
    expect(inDisplay[0].typed).toEqual({ ph: '8.10' });
    expect(await listEntries(db, frag.id)).toHaveLength(1);
    // even replacing stored rows with the file's keeps each entry in its tank and its typed text
    await importText(db, csv.replace(',ph,8.1,', ',ph,8.2,'), frag.id, { existing: 'file', restoreDeleted: false });
    const replaced = await listEntries(db, display.id);
    expect(replaced.map((e) => [e.values, e.typed])).toEqual([[{ ph: 8.2 }, { ph: '8.10' }]]);
    // a stored entry whose row names another tank (tanks renamed since) stays where it is
    await importText(db, csv.replace(',Display,', ',Frag,'), frag.id, { existing: 'file', restoreDeleted: false });
    expect(await listEntries(db, display.id)).toHaveLength(1);
    expect(await listEntries(db, frag.id)).toHaveLength(1);
  });

  it('in another log, matches tanks by name and creates the ones it does not know, never the tank shown', async () => {
    const { db: source } = await twoTanks();
    const csv = await exportCsv(source);
    const db = freshDb();
    const shown = await createTank(db, tankInput('Quarantine'));
    const frag = await createTank(db, tankInput('Frag'));
    const { plan, written } = await importText(db, csv, shown.id);
    expect(plan.newTankNames).toEqual(['Display']);
    expect(plan.counts.tanks).toMatchObject({ new: 1 });
    expect(written).toEqual({ tanks: 1, entries: 2 });
    const display = (await listTanks(db)).find((t) => t.name === 'Display')!;
    expect(display.volumeL).toBe(NEW_TANK_VOLUME_L);
    expect((await listEntries(db, display.id)).map((e) => e.values)).toEqual([{ ph: 8.1 }]);
    expect((await listEntries(db, frag.id)).map((e) => e.values)).toEqual([{ calcium: 420 }]);
    expect(await listEntries(db, shown.id)).toEqual([]);
    // twice: nothing more, wherever the keeper is
    const second = await importText(db, csv, frag.id);
    expect(second.plan.newTankNames).toEqual([]);
    expect(second.written).toEqual({ tanks: 0, entries: 0 });
    expect(await listTanks(db)).toHaveLength(3);
  });
});

describe('the wide CSV', () => {
  const csv = 'date,alk,ca,note\n2026-01-05,8.1,420,\n2026-01-06,8.0,415,after the change\n';

  it('imported twice adds its tests once', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput('Display'));
    expect((await importText(db, csv, tank.id)).written.entries).toBe(2);
    const second = await importText(db, csv, tank.id);
    expect(second.plan.counts.entries).toMatchObject({ new: 0, same: 2 });
    expect(second.written.entries).toBe(0);
    expect(await listEntries(db, tank.id)).toHaveLength(2);
    // a corrected value or a changed note on the same test "differs" and is kept unless the keeper takes the file's
    const edited = csv.replace('after the change', 'after the water change').replace('8.1,420', '8.2,420');
    const third = await importText(db, edited, tank.id);
    expect(third.plan.counts.entries).toMatchObject({ new: 0, same: 0, differs: 2 });
    expect(third.written.entries).toBe(0);
    const taken = await importText(db, edited, tank.id, { ...KEEP_STORED, existing: 'file' });
    expect(taken.written.entries).toBe(2);
    expect((await listEntries(db, tank.id)).map((e) => (e.values as TestValues).alkalinity).sort()).toEqual([8, 8.2]);
  });

  it('finds a test of the same tank and time stored under another id (an earlier import, or typed by hand): "differs"', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput('Display'));
    const [first] = (await importText(db, csv, tank.id)).plan.entries;
    const typed = await addEntry(db, { tankId: tank.id, kind: 'test', at: first.at, values: { alkalinity: 8.3 } });
    // the imported row is replaced by the same test under an id the file does not name
    await db.entries.delete(first.id!);
    const again = await importText(db, csv, tank.id);
    expect(again.plan.counts.entries).toMatchObject({ new: 0, same: 1, differs: 1 });
    expect(again.plan.entries.map((e) => e.id)).toContain(typed.id);
    expect(again.written.entries).toBe(0);
    expect(await listEntries(db, tank.id)).toHaveLength(2);
  });

  it('repeats within one file are named, not doubled; a second reading of the same time is refused', () => {
    const tank = '11111111-1111-4111-8111-111111111111';
    const r = parseLogCsv('date,alk\n2026-01-05,8.1\n2026-01-05,8.1\n2026-01-05,8.4\n', tank, sg);
    expect(r.ok && r.preview.refused).toEqual([
      { row: 3, reason: 'repeatedRow', field: '2' },
      { row: 4, reason: 'sameTime', field: '2' },
    ]);
  });
});

describe('ids this keeper does not own', () => {
  it('the rows that name other rows (a completion its task and the test it produced) follow them to their new ids', async () => {
    const source = freshDb();
    await bindKeeper(source, 'account-a');
    const tank = await createTank(source, tankInput('Display'));
    const at = '2027-03-01T15:00:00.000Z';
    const task = await addEntry(source, {
      tankId: tank.id,
      kind: 'task',
      at,
      values: {
        taskKind: 'test',
        title: '',
        parameter: 'alkalinity',
        rhythm: { every: 1, unit: 'week' },
        time: '09:00',
        timeZone: 'UTC',
        start: '2027-01-04',
        mode: 'calendar',
      },
    });
    const test = await addEntry(source, { tankId: tank.id, kind: 'test', at, values: { alkalinity: 8 } });
    await addEntry(source, { tankId: tank.id, kind: 'task_done', at, values: { taskId: task.id, entryId: test.id } });
    const text = await exportJson(source);

    const db = freshDb();
    const first = await importText(db, text, null);
    const [t] = await listTanks(db);
    const rows = await listEntries(db, t.id);
    const byKind = (k: string) => rows.find((e) => e.kind === k)!;
    expect(byKind('task').id).toBe(derivedId(null, task.id));
    expect(byKind('task_done').values).toEqual({ taskId: byKind('task').id, entryId: byKind('test').id });
    // the same file again: the same rows, nothing written
    const again = await importText(db, text, null);
    expect(again.plan.counts.entries).toMatchObject({ new: 0, same: 3 });
    expect(first.written.entries).toBe(3);
  });

  it("another account's JSON rows get ids of their own, the same each time; entries follow their tank", async () => {
    const source = freshDb();
    await bindKeeper(source, 'account-a');
    const tank = await createTank(source, tankInput('Display'));
    const entry = await addEntry(source, { tankId: tank.id, kind: 'test', at: '2026-01-02T00:00:00Z', values: { ph: 8.1 } });
    const text = await exportJson(source);

    const db = freshDb();
    await bindKeeper(db, 'account-b');
    const { plan } = await importText(db, text, null);
    expect(plan.otherAccount).toBe(2);
    const [t] = await listTanks(db);
    expect(t.id).toBe(derivedId('account-b', tank.id));
    expect(t.userId).toBe('account-b');
    const [e] = await listEntries(db, t.id);
    expect(e.id).toBe(derivedId('account-b', entry.id));
    expect(e.userId).toBe('account-b');
    expect(await db.entries.get(entry.id)).toBeUndefined();
    expect((await importText(db, text, null)).written).toEqual({ tanks: 0, entries: 0 });

    // the owner's own export keeps its ids in a fresh log of the same account
    const mine = freshDb();
    await bindKeeper(mine, 'account-a');
    await importText(mine, text, null);
    expect(await mine.entries.get(entry.id)).toBeDefined();
  });

  it('a long CSV from elsewhere gets derived ids, and a later sign-in still recognises them', async () => {
    const source = freshDb();
    const tank = await createTank(source, tankInput('Display'));
    const entry = await addEntry(source, { tankId: tank.id, kind: 'test', at: '2026-01-02T00:00:00Z', values: { ph: 8.1 } });
    const csv = await exportCsv(source);
    const db = freshDb();
    await importText(db, csv, null);
    expect(await db.entries.get(derivedId(null, entry.id))).toBeDefined();
    await bindKeeper(db, 'account-b'); // the signed-out rows now belong to an account
    expect((await importText(db, csv, null)).written).toEqual({ tanks: 0, entries: 0 });
  });
});

describe('importBatch', () => {
  it('checks again when writing: a row stored after the preview is not overwritten', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput('Display'));
    const r = parseLogCsv('date,alk\n2026-01-05,8.1\n', tank.id, sg);
    const plan = await previewImport(db, (r as { preview: ImportPreview }).preview, tank.id);
    expect(plan.counts.entries.new).toBe(1);
    const id = plan.entries[0].id!;
    await addEntry(db, { id, tankId: tank.id, kind: 'test', at: '2026-01-05T03:00:00Z', values: { alkalinity: 9 } });
    expect(await importBatch(db, { tanks: plan.tanks, entries: plan.entries })).toEqual({ tanks: 0, entries: 0 });
    expect((await db.entries.get(id))!.values).toEqual({ alkalinity: 9 });
  });
});
