/**
 * The reef log's integrity migration (supabase/migrations/20261126090000_log_integrity.sql) on a real PostgreSQL:
 * versioned writes, the server's clock for created_at and deleted_at, ids that never change, a tank's tombstone
 * reaching its entries, the purge, jsonb bounds, the API roles' privileges and log_server_now(). Writes are sent as
 * PostgREST sends an upsert, and through the e2e stand-in's forwarder for the HTTP status a client sees.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { parseRestRequest, readRestSchema, RestError, runRestQuery } from '../../e2e/fake-supabase/rest';
import { applyMigration, asRole, createAuthUser, createSupabaseDatabase, withTriggersOff, type TestDatabase } from './harness';

let db: TestDatabase;
let a: string;
let b: string;

type Row = Record<string, unknown>;
type LogTable = 'log_tanks' | 'log_entries';

const asUser = <T>(uid: string, fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: uid, role: 'authenticated' }, fn);
const asAnon = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { role: 'anon' }, fn);

/** The SQLSTATE of what `p` throws (or 'ok'). */
const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );

const q = (c: string) => `"${c}"`;

/**
 * An upsert as PostgREST builds it for `POST /log_x?on_conflict=id&columns=…` with `Prefer: resolution=merge-duplicates`:
 * the rows from the JSON body, and every listed column (the id too) set from EXCLUDED on conflict. Returns the rows
 * as stored.
 */
async function upsert(c: pg.PoolClient, table: LogTable, rows: Row[]): Promise<Row[]> {
  const cols = Object.keys(rows[0]);
  const list = cols.map(q).join(', ');
  const sets = cols.map((col) => `${q(col)} = excluded.${q(col)}`).join(', ');
  const res = await c.query(
    `insert into public.${table} (${list}) select ${list} from json_populate_recordset(null::public.${table}, $1::json)
     on conflict (id) do update set ${sets} returning *`,
    [JSON.stringify(rows)],
  );
  return res.rows as Row[];
}

/** The same request through the e2e stand-in's forwarder (e2e/fake-supabase/rest.ts): HTTP status and JSON body. */
async function rest(uid: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const prefer = method === 'POST' ? 'resolution=merge-duplicates,return=representation' : 'return=representation';
  try {
    const query = parseRestRequest(method, new URL(`http://127.0.0.1/rest/v1/${path}`), { prefer }, body, await readRestSchema(db.pool));
    const claims = uid ? { sub: uid, role: 'authenticated' as const } : { role: 'anon' as const };
    return await runRestQuery(db.pool, claims, query);
  } catch (e) {
    if (e instanceof RestError) return { status: e.status, body: e.body };
    throw e;
  }
}

const tankRow = (over: Row = {}): Row => ({
  id: randomUUID(),
  user_id: a,
  name: 'Display',
  volume_l: 300,
  targets: { alkalinity: { low: 7, high: 9 } },
  additives: null,
  archived_at: null,
  created_at: '2026-11-20T08:00:00Z',
  deleted_at: null,
  base_version: null,
  change_id: randomUUID(),
  ...over,
});
const entryRow = (tankId: string, over: Row = {}): Row => ({
  id: randomUUID(),
  user_id: a,
  tank_id: tankId,
  kind: 'test',
  at: '2026-11-20T08:00:00Z',
  values: { alkalinity: 8.1 },
  typed: { alkalinity: '8.1' },
  note: null,
  created_at: '2026-11-20T08:00:00Z',
  deleted_at: null,
  base_version: null,
  change_id: randomUUID(),
  ...over,
});

/** A row as stored, read by the database owner (no row-level security). */
async function stored(table: LogTable, id: string): Promise<Row> {
  const { rows } = await db.pool.query(`select * from public.${table} where id = $1`, [id]);
  return rows[0] as Row;
}

/** A tank of keeper A with one live entry, as A's device uploads them. */
async function tankWithEntry(): Promise<{ tank: Row; entry: Row }> {
  const tank = tankRow();
  const entry = entryRow(tank.id as string);
  await asUser(a, async (c) => {
    await upsert(c, 'log_tanks', [tank]);
    await upsert(c, 'log_entries', [entry]);
  });
  return { tank, entry };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_integrity');
  a = await createAuthUser(db.pool, 'a@reef.example');
  b = await createAuthUser(db.pool, 'b@reef.example');
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('row-level security with the new columns', () => {
  it("anon and keeper B can neither read nor change keeper A's rows, whatever version they claim", async () => {
    const { tank, entry } = await tankWithEntry();
    const before = await stored('log_entries', entry.id as string);

    expect(await sqlState(asAnon((c) => c.query('select version, change_id from public.log_entries')))).toBe('42501');
    expect(await sqlState(asAnon((c) => upsert(c, 'log_entries', [entryRow(tank.id as string)])))).toBe('42501');
    const seenByB = await asUser(b, async (c) => ({
      tanks: (await c.query('select id from public.log_tanks where id = $1', [tank.id])).rowCount,
      entries: (await c.query('select version from public.log_entries where id = $1', [entry.id])).rowCount,
      updated: (
        await c.query(`update public.log_entries set note = 'mine', base_version = version, change_id = $2 where id = $1`, [
          entry.id,
          randomUUID(),
        ])
      ).rowCount,
    }));
    expect(seenByB).toEqual({ tanks: 0, entries: 0, updated: 0 });

    // B's upload with A's id, based on the right version and with A's own change id: refused before any trigger
    const takeover = { ...entry, user_id: b, note: 'mine', base_version: before.version };
    expect(await sqlState(asUser(b, (c) => upsert(c, 'log_entries', [takeover])))).toBe('42501');
    const http = await rest(b, 'POST', 'log_entries?on_conflict=id', [takeover]);
    expect(http.status).toBe(403);
    expect(http.body).toMatchObject({ code: '42501' });
    expect(await rest(null, 'GET', 'log_entries?select=id,version')).toMatchObject({ status: 401 });
    expect(await stored('log_entries', entry.id as string)).toEqual(before);
  });
});

describe("the server's clock", () => {
  it('created_at and deleted_at sent by a client are replaced by the database clock on insert', async () => {
    const tank = tankRow({ created_at: '2001-01-01T00:00:00Z', deleted_at: '2001-01-02T00:00:00Z' });
    const { rows, now } = await asUser(a, async (c) => ({
      rows: await upsert(c, 'log_tanks', [tank]),
      now: (await c.query<{ now: Date }>('select now()')).rows[0].now,
    }));
    expect(rows[0]).toMatchObject({ created_at: now, updated_at: now, deleted_at: now, version: '1' });
  });

  it('a deletion keeps the time the server learned of it; a later write does not move it; a restore clears it', async () => {
    const { entry } = await tankWithEntry();
    const deleted = await asUser(a, async (c) => ({
      row: (await upsert(c, 'log_entries', [{ ...entry, deleted_at: daysAgo(91), base_version: 1, change_id: randomUUID() }]))[0],
      now: (await c.query<{ now: Date }>('select now()')).rows[0].now,
    }));
    expect(deleted.row).toMatchObject({ deleted_at: deleted.now, version: '2' });

    const again = await asUser(a, (c) =>
      upsert(c, 'log_entries', [{ ...entry, deleted_at: daysAgo(1), note: 'gone', base_version: 2, change_id: randomUUID() }]),
    );
    expect(again[0]).toMatchObject({ deleted_at: deleted.now, version: '3', note: 'gone' });

    const restored = await asUser(a, (c) =>
      upsert(c, 'log_entries', [{ ...entry, deleted_at: null, base_version: 3, change_id: randomUUID() }]),
    );
    expect(restored[0]).toMatchObject({ deleted_at: null, version: '4' });
  });

  it('log_server_now() is the database clock, for authenticated only', async () => {
    const got = await asUser(a, async (c) => (await c.query<{ t: Date; now: Date }>('select public.log_server_now() as t, now()')).rows[0]);
    expect(got.t).toEqual(got.now);
    expect(await sqlState(asAnon((c) => c.query('select public.log_server_now()')))).toBe('42501');
    const http = await rest(a, 'POST', 'rpc/log_server_now', {});
    expect(http.status).toBe(200);
    expect(Math.abs(Date.parse(http.body as string) - Date.now())).toBeLessThan(60_000);
    expect((await rest(null, 'POST', 'rpc/log_server_now', {})).status).toBe(401);
  });
});

describe('the purge', () => {
  it('a late tombstone (the phone says it was deleted 91 days ago) survives a purge run now', async () => {
    const { tank, entry } = await tankWithEntry();
    const late = entryRow(tank.id as string, { deleted_at: daysAgo(91) }); // uploaded as a tombstone
    await asUser(a, async (c) => {
      await upsert(c, 'log_entries', [{ ...entry, deleted_at: daysAgo(91), base_version: 1, change_id: randomUUID() }]);
      await upsert(c, 'log_entries', [late]);
    });
    await db.pool.query(`select public.log_purge_tombstones(interval '90 days')`);
    expect((await stored('log_entries', entry.id as string)).deleted_at).not.toBeNull();
    expect((await stored('log_entries', late.id as string)).deleted_at).not.toBeNull();
  });

  it("a tank's tombstone tombstones its live entries in the same statement, on the server's clock", async () => {
    const { tank, entry } = await tankWithEntry();
    const gone = entryRow(tank.id as string);
    await asUser(a, async (c) => {
      await upsert(c, 'log_entries', [gone]);
      await upsert(c, 'log_entries', [{ ...gone, deleted_at: daysAgo(5), base_version: 1, change_id: randomUUID() }]);
    });
    const goneBefore = await stored('log_entries', gone.id as string);
    const now = await asUser(a, async (c) => {
      await upsert(c, 'log_tanks', [{ ...tank, deleted_at: daysAgo(200), base_version: 1, change_id: randomUUID() }]);
      return (await c.query<{ now: Date }>('select now()')).rows[0].now;
    });
    expect(await stored('log_tanks', tank.id as string)).toMatchObject({ deleted_at: now, version: '2' });
    // the entry's own version moves (other devices pull it), its content and change id stay
    expect(await stored('log_entries', entry.id as string)).toMatchObject({
      deleted_at: now,
      updated_at: now,
      version: '2',
      change_id: entry.change_id,
      values: entry.values,
    });
    expect(await stored('log_entries', gone.id as string)).toEqual(goneBefore);
  });

  it('never removes a live entry: a purged-to-be tank has its entries tombstoned first, and goes once they have', async () => {
    const { tank } = await tankWithEntry();
    await asUser(a, (c) => upsert(c, 'log_tanks', [{ ...tank, deleted_at: daysAgo(1), base_version: 1, change_id: randomUUID() }]));
    // a device that had not seen the deletion adds an entry to the tank afterwards
    const late = entryRow(tank.id as string);
    await asUser(a, (c) => upsert(c, 'log_entries', [late]));
    const backdate = (table: LogTable, where: string) =>
      withTriggersOff(db.pool, (c) =>
        c.query(`update public.${table} set deleted_at = now() - interval '100 days' where ${where} and deleted_at is not null`, [tank.id]),
      );
    await backdate('log_tanks', 'id = $1'); // as if the server had learned of it 100 days ago

    const purged = await db.pool.query<{ n: number }>(`select public.log_purge_tombstones(interval '90 days') as n`);
    expect(await stored('log_tanks', tank.id as string)).toBeDefined();
    const entries = await db.pool.query(
      `select id, deleted_at > now() - interval '1 minute' as just_now from public.log_entries where tank_id = $1 order by id`,
      [tank.id],
    );
    expect(entries.rows).toHaveLength(2);
    expect(entries.rows.find((r: Row) => r.id === late.id)).toEqual({ id: late.id, just_now: true });
    expect(purged.rows[0].n).toBe(0);

    await backdate('log_entries', 'tank_id = $1');
    expect((await db.pool.query<{ n: number }>(`select public.log_purge_tombstones(interval '90 days') as n`)).rows[0].n).toBe(3);
    expect(await stored('log_tanks', tank.id as string)).toBeUndefined();
  });

  it('no keeper may run it', async () => {
    expect(await sqlState(asUser(a, (c) => c.query('select public.log_purge_tombstones()')))).toBe('42501');
  });
});

describe('versions', () => {
  it('a change based on the stored version applies: version + 1, updated_at from the database clock', async () => {
    const { entry } = await tankWithEntry();
    const got = await asUser(a, async (c) => ({
      row: (await upsert(c, 'log_entries', [{ ...entry, note: 'retested', base_version: 1, change_id: randomUUID() }]))[0],
      now: (await c.query<{ now: Date }>('select now()')).rows[0].now,
    }));
    expect(got.row).toMatchObject({ note: 'retested', version: '2', updated_at: got.now, base_version: '1' });
  });

  it('a change based on an older version is refused with PT409 (HTTP 409) and the row is unchanged', async () => {
    const { entry } = await tankWithEntry();
    await asUser(a, (c) => upsert(c, 'log_entries', [{ ...entry, note: 'phone', base_version: 1, change_id: randomUUID() }]));
    const before = await stored('log_entries', entry.id as string);

    const stale = { ...entry, note: 'tablet', base_version: 1, change_id: randomUUID() };
    expect(await sqlState(asUser(a, (c) => upsert(c, 'log_entries', [stale])))).toBe('PT409');
    // a write without any version (the previous sync's shape) is a conflict too
    expect(
      await sqlState(asUser(a, (c) => upsert(c, 'log_entries', [{ ...entry, note: 'tablet', base_version: null, change_id: null }]))),
    ).toBe('PT409');
    expect(await sqlState(asUser(a, (c) => c.query(`update public.log_entries set note = 'plain' where id = $1`, [entry.id])))).toBe(
      'PT409',
    );

    const http = (await rest(a, 'POST', 'log_entries?on_conflict=id', [stale])) as { status: number; body: Record<string, string> };
    expect(http.status).toBe(409);
    expect(http.body).toMatchObject({
      code: 'PT409',
      message: `version conflict on log_entries ${entry.id as string}: the server has version 2, the change was based on version 1`,
    });
    expect(JSON.parse(http.body.details)).toEqual({ table: 'log_entries', id: entry.id, version: 2, base_version: 1 });
    expect(await stored('log_entries', entry.id as string)).toEqual(before);
  });

  it('two devices upload a change based on the same version at the same moment: one applies, the other is a conflict', async () => {
    const { entry } = await tankWithEntry();
    /** A request of keeper A left open in its transaction, as PostgREST runs it. */
    const open = async () => {
      const c = await db.pool.connect();
      await c.query('begin');
      await c.query('set local role authenticated');
      await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: a, role: 'authenticated' })]);
      return c;
    };
    const phone = await open();
    const tablet = await open();
    try {
      await upsert(phone, 'log_entries', [{ ...entry, note: 'phone', base_version: 1, change_id: randomUUID() }]);
      // the tablet's upsert waits for the phone's row lock, then sees the phone's version
      const second = sqlState(upsert(tablet, 'log_entries', [{ ...entry, note: 'tablet', base_version: 1, change_id: randomUUID() }]));
      await new Promise((r) => setTimeout(r, 100));
      await phone.query('commit');
      expect(await second).toBe('PT409');
    } finally {
      await tablet.query('rollback').catch(() => {});
      await phone.query('rollback').catch(() => {});
      phone.release();
      tablet.release();
    }
    expect(await stored('log_entries', entry.id as string)).toMatchObject({ note: 'phone', version: '2' });
  });

  it('one conflicting row refuses its whole batch (one statement): the others are not written either', async () => {
    const { tank, entry } = await tankWithEntry();
    const fresh = entryRow(tank.id as string);
    const stale = { ...entry, note: 'stale', base_version: 7, change_id: randomUUID() };
    expect(await rest(a, 'POST', 'log_entries?on_conflict=id', [fresh, stale])).toMatchObject({ status: 409, body: { code: 'PT409' } });
    expect(await stored('log_entries', fresh.id as string)).toBeUndefined();
    // the same id twice in one upsert is PostgreSQL's 21000, which PostgREST answers 500
    expect(await rest(a, 'POST', 'log_entries?on_conflict=id', [fresh, { ...fresh, change_id: randomUUID() }])).toMatchObject({
      status: 500,
      body: { code: '21000' },
    });
  });

  it('a retried change (same change_id) changes nothing: version, updated_at and values stay as stored', async () => {
    const { tank, entry } = await tankWithEntry();
    const edit = { ...entry, values: { alkalinity: 8.4 }, typed: { alkalinity: '8.4' }, base_version: 1, change_id: randomUUID() };
    await asUser(a, (c) => upsert(c, 'log_entries', [edit]));
    const before = await stored('log_entries', entry.id as string);
    expect(before).toMatchObject({ version: '2', values: { alkalinity: 8.4 } });

    // the same upload again (its response was lost), then the same change id with other content
    const again = await asUser(a, (c) => upsert(c, 'log_entries', [edit]));
    const odd = await asUser(a, (c) => upsert(c, 'log_entries', [{ ...edit, values: { alkalinity: 9.9 }, base_version: 0 }]));
    expect(again).toEqual([before]); // the stored row is the acknowledgement
    expect(odd).toEqual([before]);
    expect(await stored('log_entries', entry.id as string)).toEqual(before);

    // the insert's own retry, and the tank's
    const insertRetry = await asUser(a, (c) => upsert(c, 'log_tanks', [tank]));
    expect(insertRetry[0]).toMatchObject({ version: '1' });
    const http = await rest(a, 'POST', 'log_entries?on_conflict=id', [edit]);
    expect(http.status).toBe(201);
    expect(await stored('log_entries', entry.id as string)).toEqual(before);
  });

  it('an update that leaves change_id out is no retry: it is checked against the version like any other', async () => {
    const { entry } = await tankWithEntry();
    const patch = (sql: string) => sqlState(asUser(a, (c) => c.query(sql, [entry.id])));
    expect(await patch(`update public.log_entries set note = 'patched' where id = $1`)).toBe('PT409');
    expect(await patch(`update public.log_entries set note = 'patched', base_version = version where id = $1`)).toBe('ok');
    expect(await stored('log_entries', entry.id as string)).toMatchObject({ note: 'patched', version: '2', change_id: entry.change_id });
  });

  it("a row's id can never change (23514, HTTP 400)", async () => {
    const { entry } = await tankWithEntry();
    const rename = asUser(a, (c) =>
      c.query(`update public.log_entries set id = $2, base_version = version, change_id = $3 where id = $1`, [
        entry.id,
        randomUUID(),
        randomUUID(),
      ]),
    );
    expect(await sqlState(rename)).toBe('23514');
    const http = await rest(a, 'PATCH', `log_entries?id=eq.${entry.id as string}`, { id: randomUUID(), base_version: 1 });
    expect(http).toMatchObject({ status: 400, body: { code: '23514', message: 'the id of a log_entries row cannot change' } });
    expect(await stored('log_entries', entry.id as string)).toMatchObject({ version: '1' });
  });
});

describe('bounds', () => {
  const big = (bytes: number) => ({ note: 'x'.repeat(bytes) });

  it('jsonb columns over 16 KB are refused (23514), a value just under is accepted', async () => {
    const tank = tankRow();
    await asUser(a, (c) => upsert(c, 'log_tanks', [tank]));
    const entry = (over: Row) => sqlState(asUser(a, (c) => upsert(c, 'log_entries', [entryRow(tank.id as string, over)])));
    const oversized = 16_384;
    expect(await entry({ kind: 'note', values: big(oversized) })).toBe('23514');
    expect(await entry({ typed: { note: 'x'.repeat(oversized) } })).toBe('23514');
    expect(await sqlState(asUser(a, (c) => upsert(c, 'log_tanks', [tankRow({ additives: big(oversized) })])))).toBe('23514');
    // targets pass their own check with extra keys inside a parameter; the size bound holds on its own
    const targets = (bytes: number) => ({ alkalinity: { low: 7, high: 9, extra: 'x'.repeat(bytes) } });
    expect(await sqlState(asUser(a, (c) => upsert(c, 'log_tanks', [tankRow({ targets: targets(oversized) })])))).toBe('23514');
    expect(await sqlState(asUser(a, (c) => upsert(c, 'log_tanks', [tankRow({ targets: targets(16_000) })])))).toBe('ok');
    expect(await entry({ kind: 'note', values: big(16_000) })).toBe('ok');
    const http = await rest(a, 'POST', 'log_entries?on_conflict=id', [
      entryRow(tank.id as string, { kind: 'note', values: big(1_000_000) }),
    ]);
    expect(http).toMatchObject({ status: 400, body: { code: '23514' } });
  });

  it.each([[{ alkalinity: 8.1 }], [{ alkalinity: null }], [{ alkalinity: ['8.1'] }], [{ alkalinity: { v: '8.1' } }], [['8.1']], ['8.1']])(
    'typed %j is refused: every value must be a string',
    async (typed) => {
      const tank = tankRow();
      await asUser(a, (c) => upsert(c, 'log_tanks', [tank]));
      expect(await sqlState(asUser(a, (c) => upsert(c, 'log_entries', [entryRow(tank.id as string, { typed })])))).toBe('23514');
    },
  );

  it('typed with string values, empty or absent is accepted', async () => {
    const tank = tankRow();
    await asUser(a, (c) => upsert(c, 'log_tanks', [tank]));
    for (const typed of [{ alkalinity: '8,1', unit: '度' }, {}, null]) {
      expect(await sqlState(asUser(a, (c) => upsert(c, 'log_entries', [entryRow(tank.id as string, { typed })])))).toBe('ok');
    }
  });
});

describe('privileges of the API roles', () => {
  const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'] as const;
  /** What the site uses, per table of schema public (lib/log/sync upserts and pulls; usernames only through claim_username). */
  const EXPECTED: Record<string, Record<'anon' | 'authenticated', string[]>> = {
    log_entries: { anon: [], authenticated: ['SELECT', 'INSERT', 'UPDATE'] },
    log_tanks: { anon: [], authenticated: ['SELECT', 'INSERT', 'UPDATE'] },
    usernames: { anon: [], authenticated: [] },
    // the care schedule's calendar addresses (settings): made and revoked, never deleted; the feed reads them only through calendar_feed()
    calendar_feeds: { anon: [], authenticated: ['SELECT', 'INSERT', 'UPDATE'] },
    // public pages: column grants (never user_id) hold the reads and writes, so table-wide only what is listed here
    public_profiles: { anon: [], authenticated: ['DELETE'] },
    tank_shares: { anon: [], authenticated: ['DELETE'] },
    tank_follows: { anon: [], authenticated: ['DELETE'] },
    reports: { anon: [], authenticated: [] },
    community_tanks: { anon: ['SELECT'], authenticated: ['SELECT'] },
  };

  it('every table of schema public grants anon and authenticated exactly what the site uses', async () => {
    const { rows } = await db.pool.query<{ table: string; role: 'anon' | 'authenticated'; privilege: string; held: boolean }>(
      `select c.relname as table, r.role, p.privilege, has_table_privilege(r.role, c.oid, p.privilege) as held
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       cross join (values ('anon'), ('authenticated')) r(role)
       cross join unnest($1::text[]) p(privilege)
       where c.relkind in ('r', 'p', 'v', 'm', 'f')
       order by 1, 2, 3`,
      [PRIVILEGES],
    );
    const held: Record<string, Record<string, string[]>> = {};
    for (const r of rows) {
      held[r.table] ??= { anon: [], authenticated: [] };
      if (r.held) held[r.table][r.role].push(r.privilege);
    }
    const sorted = (m: typeof EXPECTED) =>
      Object.fromEntries(Object.entries(m).map(([t, v]) => [t, { anon: [...v.anon].sort(), authenticated: [...v.authenticated].sort() }]));
    expect(sorted(held)).toEqual(sorted(EXPECTED));
  });

  it('a keeper can neither delete nor truncate log rows; deletion is a tombstone', async () => {
    const { entry } = await tankWithEntry();
    expect(await sqlState(asUser(a, (c) => c.query('delete from public.log_entries where id = $1', [entry.id])))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => c.query('truncate public.log_entries')))).toBe('42501');
    expect(await sqlState(asAnon((c) => c.query('truncate public.log_tanks')))).toBe('42501');
    expect(await stored('log_entries', entry.id as string)).toBeDefined();
  });

  it('functions: log_server_now for authenticated only; the purge and the trigger functions for no client', async () => {
    const { rows } = await db.pool.query<{ fn: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as fn, has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname in ('log_server_now', 'log_purge_tombstones', 'log_touch', 'log_tank_tombstone_entries')
       order by 1`,
    );
    expect(rows).toEqual([
      { fn: 'log_purge_tombstones', anon: false, authenticated: false },
      { fn: 'log_server_now', anon: false, authenticated: true },
      { fn: 'log_tank_tombstone_entries', anon: false, authenticated: false },
      { fn: 'log_touch', anon: false, authenticated: false },
    ]);
  });
});

describe('rows written before the migration', () => {
  const MIGRATION = '20261126090000_log_integrity.sql';

  it("get version 1, a typed of strings only, and a tombstone time no earlier than the server's", async () => {
    const old = await createSupabaseDatabase('reefcalc_integrity_upgrade', { before: MIGRATION });
    try {
      const keeper = await createAuthUser(old.pool, 'old@reef.example');
      const tank = randomUUID();
      const [kept, deleted] = [randomUUID(), randomUUID()];
      await old.pool.query(`insert into public.log_tanks (id, user_id, name, volume_l) values ($1, $2, 'Display', 300)`, [tank, keeper]);
      await old.pool.query(
        `insert into public.log_entries (id, user_id, tank_id, kind, at, typed, deleted_at) values
           ($1, $3, $4, 'note', now(), '{"alkalinity": 8.1, "unit": "dKH", "ok": true, "nested": {"x": 1}, "gone": null}', null),
           ($2, $3, $4, 'note', now(), null, now() - interval '200 days')`,
        [kept, deleted, keeper, tank],
      );
      const before = (await old.pool.query<{ updated_at: Date }>('select updated_at from public.log_entries where id = $1', [deleted]))
        .rows[0];

      await applyMigration(old.url, MIGRATION);

      const { rows } = await old.pool.query<{ id: string; typed: unknown; version: string; deleted_at: Date | null }>(
        'select id, typed, version, deleted_at from public.log_entries order by id = $1 desc',
        [kept],
      );
      expect(rows[0]).toMatchObject({ id: kept, typed: { alkalinity: '8.1', unit: 'dKH', ok: 'true' }, version: '1', deleted_at: null });
      expect(rows[1]).toMatchObject({ id: deleted, version: '1', deleted_at: before.updated_at });
      expect((await old.pool.query('select version from public.log_tanks')).rows).toEqual([{ version: '1' }]);
      await old.pool.query(`select public.log_purge_tombstones(interval '90 days')`);
      expect((await old.pool.query('select id from public.log_entries where id = $1', [deleted])).rowCount).toBe(1);
    } finally {
      await old.drop();
    }
  }, 60_000);
});
