import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRowsFromEnv, startFakeSupabase, type FakeSupabase } from './app';
import { createSupabaseDatabase } from '../../supabase/tests/harness';
import { capRows, httpStatus, parseRestRequest, readRange, readRestSchema, RestError, toSql, type RestSchema } from './rest';
import { call, keeper, type Keeper } from './test-client';

// The column types come from a database built from supabase/migrations, as the stand-in reads them at start-up.
let schema: RestSchema;
beforeAll(async () => {
  const db = await createSupabaseDatabase('reefcalc_rest_schema');
  try {
    schema = await readRestSchema(db.pool);
  } finally {
    await db.drop();
  }
});

const url = (s: string) => new URL(`http://127.0.0.1/rest/v1/${s}`);
const parse = (method: string, s: string, body?: unknown, headers: Record<string, string> = {}) =>
  parseRestRequest(method, url(s), headers, body, schema);
const refused = (method: string, s: string, body?: unknown, headers: Record<string, string> = {}) => {
  try {
    parse(method, s, body, headers);
    return 'accepted';
  } catch (e) {
    return e instanceof RestError ? e.status : 'crash';
  }
};

describe('PostgREST forwarder: request shapes', () => {
  it("reads the sync's pull: keyset filter, order and limit, every value a parameter", () => {
    const t = '2026-11-24T05:30:00.123456+00:00';
    const q = parse(
      'GET',
      `log_entries?select=*&or=${encodeURIComponent(`(updated_at.gt.${t},and(updated_at.eq.${t},id.gt.0b6f…))`)}&order=updated_at.asc,id.asc&limit=500`,
    );
    const { text, values } = toSql(q);
    expect(text).toBe(
      'select to_jsonb(x) as r from public.log_entries x where ("updated_at" > $1::timestamptz or ("updated_at" = $2::timestamptz and "id" > $3::uuid)) order by "updated_at" asc, "id" asc limit 500 offset 0',
    );
    expect(values).toEqual([t, t, '0b6f…']);
  });

  it('reads an upsert with merge-duplicates and the columns supabase-js lists', () => {
    const rows = [
      { id: 'a', name: 'Display', volume_l: 300 },
      { id: 'b', name: "O'Reef", volume_l: 50, targets: { ph: { low: 8, high: 8.4 } } },
    ];
    const q = parse('POST', 'log_tanks?on_conflict=id&columns=%22id%22,%22name%22,%22volume_l%22,%22targets%22&select=*', rows, {
      prefer: 'resolution=merge-duplicates,return=representation',
    });
    const { text, values } = toSql(q);
    expect(text).toContain(
      'insert into public.log_tanks as x ("id", "name", "volume_l", "targets") values ($1::uuid, $2::text, $3::numeric, $4::jsonb), ($5::uuid',
    );
    expect(text).toContain(
      'on conflict (id) do update set "name" = excluded."name", "volume_l" = excluded."volume_l", "targets" = excluded."targets" returning to_jsonb(x) as r',
    );
    expect(values).toEqual(['a', 'Display', 300, null, 'b', "O'Reef", 50, '{"ph":{"low":8,"high":8.4}}']);
  });

  it('reads update and delete by id, and the username claim', () => {
    expect(toSql(parse('PATCH', 'log_entries?id=eq.x', { note: 'n' })).text).toBe(
      'update public.log_entries as x set "note" = $1::text where "id" = $2::uuid returning to_jsonb(x) as r',
    );
    expect(toSql(parse('DELETE', 'log_entries?id=eq.x')).text).toBe(
      'delete from public.log_entries as x where "id" = $1::uuid returning to_jsonb(x) as r',
    );
    expect(toSql(parse('POST', 'rpc/claim_username', { new_username: 'reef' })).values).toEqual(['reef']);
  });

  it("reads the public pages' reads: a boolean filter, a set-returning function as one array, no whole row returned", () => {
    const read = toSql(parse('GET', 'tank_shares?select=slug,show_readings&username=eq.mika&enabled=eq.true'));
    expect(read.text).toBe(
      `select jsonb_build_object('slug', x."slug", 'show_readings', x."show_readings") as r from public.tank_shares x where "username" = $1::text and "enabled" = $2::bool offset 0`,
    );
    expect(read.values).toEqual(['mika', 'true']);
    const entries = toSql(parse('POST', 'rpc/public_tank_entries', { p_username: 'mika', p_slug: 'reef' }));
    expect(entries.text).toBe(
      "select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) as r from public.public_tank_entries($1::text, $2::text) x",
    );
    expect(toSql(parse('POST', 'rpc/public_tank_targets', { p_username: 'mika', p_slug: 'reef' })).text).toBe(
      'select to_jsonb(public.public_tank_targets($1::text, $2::text)) as r',
    );
    // these tables grant columns, not the row: a minimal write asks nothing back, a representation asks the row
    expect(toSql(parse('PATCH', 'tank_shares?id=eq.x', { enabled: false })).text).toBe(
      'update public.tank_shares as x set "enabled" = $1::bool where "id" = $2::uuid',
    );
    expect(toSql(parse('PATCH', 'tank_shares?id=eq.x', { enabled: false }, { prefer: 'return=representation' })).text).toMatch(
      / returning to_jsonb\(x\) as r$/,
    );
    // the keeper's one profile row has no id: a write names it by a filter the row policy narrows to the caller's row
    expect(toSql(parse('PATCH', 'public_profiles?is_public=in.(true,false)', { bio: 'x' })).text).toBe(
      'update public.public_profiles as x set "bio" = $1::text where "is_public" = any($2::bool[])',
    );
    expect(refused('PATCH', 'public_profiles', { bio: 'x' })).toBe(400);
    expect(refused('PATCH', 'tank_shares?slug=eq.x', { enabled: false })).toBe(400);
    // user_id is a column of the table (the database's column grants refuse it to the API roles); an unknown one is a 400
    expect(refused('GET', 'tank_shares?select=secret')).toBe(400);
    expect(refused('POST', 'rpc/public_tank_entries', { p_username: 'mika' })).toBe(404);
  });

  it("reads a keeper's follows: insert with no row back, delete by the followed share's id only", () => {
    expect(toSql(parse('POST', 'tank_follows', { share_id: 's' })).text).toBe(
      'insert into public.tank_follows as x ("share_id") values ($1::uuid)',
    );
    expect(toSql(parse('DELETE', 'tank_follows?share_id=eq.s')).text).toBe(
      'delete from public.tank_follows as x where "share_id" = $1::uuid',
    );
    expect(refused('DELETE', 'tank_follows')).toBe(400);
    expect(refused('DELETE', 'tank_follows?share_id=in.(a,b)')).toBe(400);
    expect(refused('DELETE', 'tank_follows?share_id=eq.a&created_at=lt.2026-01-01')).toBe(400);
  });

  it.each([
    ['GET', 'log_entries?note=like.*x*'],
    ['GET', 'log_entries?select=id,secret'],
    ['GET', 'log_entries?select=*,log_tanks(*)'],
    ['GET', 'log_entries?order=at.asc.nullsfirst'],
    ['GET', 'log_entries?limit=ten'],
    ['GET', 'log_entries?or=(id.eq.1'],
    ['GET', 'log_entries?values->>alkalinity=gt.8'],
    ['PATCH', 'log_entries?kind=eq.test'],
    ['DELETE', 'log_entries'],
    ['DELETE', 'log_entries?id=in.(a,b)'],
    ['PUT', 'log_entries?id=eq.a'],
    ['POST', 'log_entries?on_conflict=tank_id'],
  ])('refuses %s %s with 400', (method, path) => {
    expect(refused(method, path, method === 'POST' || method === 'PATCH' ? [{ id: 'a' }] : undefined)).toBe(400);
  });

  it('refuses unknown tables and functions, other schemas, single-object answers and duplicates ignored', () => {
    expect(refused('GET', 'pg_authid')).toBe(404);
    expect(refused('POST', 'rpc/log_purge_tombstones', {})).toBe(404);
    expect(refused('GET', 'log_tanks', undefined, { 'accept-profile': 'auth' })).toBe(400);
    expect(refused('GET', 'log_tanks', undefined, { accept: 'application/vnd.pgrst.object+json' })).toBe(400);
    expect(refused('POST', 'log_tanks', [{ id: 'a' }], { prefer: 'resolution=ignore-duplicates' })).toBe(400);
    expect(refused('POST', 'log_tanks', [])).toBe(400);
    expect(refused('GET', 'log_tanks', undefined, { range: '0-9' })).toBe(400);
    expect(refused('GET', 'log_tanks', undefined, { prefer: 'count=planned' })).toBe(400);
  });
});

describe('max rows and Content-Range, as PostgREST', () => {
  const select = (s: string) => parse('GET', s);

  it('caps every read at max rows, whatever limit asks; writes and an unset cap are left alone', () => {
    const limitOf = (q: ReturnType<typeof parse>) => (q.kind === 'select' ? q.limit : 'not a select');
    expect(limitOf(capRows(select('log_entries?limit=500'), 100))).toBe(100);
    expect(limitOf(capRows(select('log_entries'), 100))).toBe(100);
    expect(limitOf(capRows(select('log_entries?limit=20'), 100))).toBe(20);
    expect(limitOf(capRows(select('log_entries?limit=500'), null))).toBe(500);
    expect(toSql(capRows(select('log_entries?limit=500&offset=200'), 100)).text).toMatch(/ limit 100 offset 200$/);
    const insert = parse('POST', 'log_tanks', [{ id: 'a' }]);
    expect(capRows(insert, 100)).toBe(insert);
  });

  it('answers the range it returns, the total when counted, 206 for part of a counted total, 416 past it', () => {
    expect(readRange(0, 100, null)).toEqual({ status: 200, contentRange: '0-99/*' });
    expect(readRange(200, 50, null)).toEqual({ status: 200, contentRange: '200-249/*' });
    expect(readRange(0, 0, null)).toEqual({ status: 200, contentRange: '*/*' });
    expect(readRange(0, 100, 250)).toEqual({ status: 206, contentRange: '0-99/250' });
    expect(readRange(200, 50, 250)).toEqual({ status: 206, contentRange: '200-249/250' });
    expect(readRange(0, 250, 250)).toEqual({ status: 200, contentRange: '0-249/250' });
    expect(readRange(0, 0, 0)).toEqual({ status: 200, contentRange: '*/0' });
    expect(readRange(250, 0, 250)).toEqual({ status: 206, contentRange: '*/250' });
    expect(() => readRange(300, 0, 250)).toThrow(RestError);
  });

  it('reads FAKE_SUPABASE_MAX_ROWS: 1000 by default (as Supabase), a number, or none', () => {
    expect(maxRowsFromEnv(undefined)).toBe(1000);
    expect(maxRowsFromEnv('100')).toBe(100);
    expect(maxRowsFromEnv('none')).toBeNull();
    expect(() => maxRowsFromEnv('0')).toThrow(/FAKE_SUPABASE_MAX_ROWS/);
    expect(() => maxRowsFromEnv('ten')).toThrow(/FAKE_SUPABASE_MAX_ROWS/);
  });
});

describe('max rows through the stand-in, on PostgreSQL', () => {
  let fake: FakeSupabase;
  let k: Keeper;
  const ids: string[] = [];

  beforeAll(async () => {
    fake = await startFakeSupabase({ port: 0, quiet: true, maxRows: 100 });
    k = await keeper(fake, 'rows');
    const tank = randomUUID();
    expect(
      (
        await call(fake, 'POST', '/rest/v1/log_tanks', {
          token: k.access,
          body: { id: tank, user_id: k.id, name: 'Display', volume_l: 300 },
        })
      ).status,
    ).toBe(201);
    const entries = Array.from({ length: 250 }, (_, i) => ({
      id: randomUUID(),
      user_id: k.id,
      tank_id: tank,
      kind: 'note',
      at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      values: {},
    }));
    ids.push(...entries.map((e) => e.id).sort());
    expect((await call(fake, 'POST', '/rest/v1/log_entries', { token: k.access, body: entries })).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
  });

  const read = (query: string, headers: Record<string, string> = {}) =>
    call<{ id: string }[]>(fake, 'GET', `/rest/v1/log_entries?select=id&order=id.asc${query}`, { token: k.access, headers });

  it('a page asked for 500 rows comes back with 100 and says so in Content-Range', async () => {
    const page = await read('&limit=500');
    expect(page.status).toBe(200);
    expect(page.body.map((r) => r.id)).toEqual(ids.slice(0, 100));
    expect(page.headers.get('content-range')).toBe('0-99/*');
    const last = await read('&limit=500&offset=200');
    expect(last.body).toHaveLength(50);
    expect(last.headers.get('content-range')).toBe('200-249/*');
    expect((await read('')).body).toHaveLength(100);
  });

  it('with Prefer: count=exact the total shows the page is partial (206)', async () => {
    const page = await read('&limit=500', { prefer: 'count=exact' });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('0-99/250');
    const beyond = await read('&offset=300', { prefer: 'count=exact' });
    expect(beyond.status).toBe(416);
    expect((beyond.body as unknown as { code: string }).code).toBe('PGRST103');
  });

  it('the cap follows POST /__test/config {maxRows}, and /__test/reset brings back the start value', async () => {
    expect((await call(fake, 'POST', '/__test/config', { body: { maxRows: 1000 } })).status).toBe(200);
    const all = await read('&limit=500');
    expect(all.body).toHaveLength(250);
    expect(all.headers.get('content-range')).toBe('0-249/*');
    expect((await call(fake, 'POST', '/__test/config', { body: { maxRows: 0 } })).status).toBe(400);
    expect((await call(fake, 'POST', '/__test/config', { body: { maxRows: 100 } })).status).toBe(200);
    expect((await read('&limit=500')).body).toHaveLength(100);
    await call(fake, 'POST', '/__test/config', { body: { maxRows: null } });
    expect((await read('&limit=500')).body).toHaveLength(250);
    await call(fake, 'POST', '/__test/reset');
    expect((await call<{ maxRows: number | null }>(fake, 'POST', '/__test/config', { body: {} })).body.maxRows).toBe(100);
  });
});

describe('PostgREST forwarder: error statuses', () => {
  it.each([
    ['PT409', 'authenticated', 409], // raised on purpose: the reef log's version conflict
    ['PT402', 'authenticated', 402],
    ['23514', 'authenticated', 400], // check constraint, the log's refused row
    ['23502', 'authenticated', 400],
    ['22P02', 'authenticated', 400],
    ['23505', 'authenticated', 409],
    ['23503', 'authenticated', 409],
    ['42501', 'authenticated', 403],
    ['42501', 'anon', 401],
    ['42P01', 'authenticated', 404],
    ['42883', 'authenticated', 404],
    ['P0001', 'authenticated', 400],
    ['P0002', 'authenticated', 500],
    ['21000', 'authenticated', 500],
    ['40001', 'authenticated', 500],
    ['53300', 'authenticated', 503],
    ['57014', 'authenticated', 500],
    ['XX000', 'authenticated', 500],
    ['42703', 'authenticated', 400],
  ])('SQLSTATE %s for %s is HTTP %i, as PostgREST answers', (code, role, status) => {
    expect(httpStatus(code, role)).toBe(status);
  });

  it('reads the server-clock call, which takes no argument', () => {
    expect(toSql(parse('POST', 'rpc/log_server_now', {}))).toEqual({ text: 'select to_jsonb(public.log_server_now()) as r', values: [] });
    expect(refused('POST', 'rpc/log_server_now', { at: 'x' })).toBe(404);
  });
});

describe("the served tables' columns, read from the migrated database", () => {
  it('has every served table with the types the migrations give its columns', () => {
    expect(schema.log_tanks).toMatchObject({
      id: 'uuid',
      volume_l: 'numeric',
      targets: 'jsonb',
      version: 'int8',
      deleted_at: 'timestamptz',
    });
    expect(schema.log_entries).toMatchObject({ tank_id: 'uuid', kind: 'text', values: 'jsonb', typed: 'jsonb', note: 'text' });
    expect(schema.usernames).toEqual({ username: 'text', user_id: 'uuid', claimed_at: 'timestamptz' });
    expect(Object.keys(schema.calendar_feeds)).toContain('token_hash');
  });

  it('follows a column a migration adds: served, with its own cast', async () => {
    const db = await createSupabaseDatabase('reefcalc_rest_schema');
    try {
      await db.pool.query('alter table public.log_tanks add column light_hours numeric, add column tags text[]');
      const grown = await readRestSchema(db.pool);
      expect(grown.log_tanks).toMatchObject({ light_hours: 'numeric', tags: 'text[]' });
      const q = parseRestRequest('PATCH', url('log_tanks?id=eq.x'), {}, { light_hours: 9.5 }, grown);
      expect(toSql(q).text).toContain('"light_hours" = $1::numeric');
      expect(refused('PATCH', 'log_tanks?id=eq.x', { light_hours: 9.5 })).toBe(400);
    } finally {
      await db.drop();
    }
  });
});
