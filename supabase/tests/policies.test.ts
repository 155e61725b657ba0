/**
 * Every migration on a real PostgreSQL, with Supabase's roles and auth functions: the row-level security,
 * constraints and triggers of the reef log, and the policies of the avatar and username migrations.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { asRole, createAuthUser, createSupabaseDatabase, migrationFiles, withTriggersOff, type TestDatabase } from './harness';

let db: TestDatabase;
let a: string;
let b: string;
const tankA = randomUUID();
const tankB = randomUUID();
const entryA = randomUUID();
const entryB = randomUUID();

const asUser = <T>(uid: string, fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: uid, role: 'authenticated' }, fn);
const asAnon = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { role: 'anon' }, fn);
/** The SQLSTATE of what `p` throws (or 'ok'). */
/** What `select created_at, updated_at, now() as now` gives back (node-postgres parses timestamptz to Date). */
interface TimesRow {
  created_at: Date;
  updated_at: Date;
  now: Date;
}

const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );

const insertTank = (c: pg.PoolClient, id: string, userId: string, extra: Record<string, unknown> = {}) =>
  c.query(
    `insert into public.log_tanks (id, user_id, name, volume_l, targets) select * from jsonb_to_record($1::jsonb) as x(id uuid, user_id uuid, name text, volume_l numeric, targets jsonb)`,
    [JSON.stringify({ id, user_id: userId, name: 'Display', volume_l: 300, targets: { alkalinity: { low: 7, high: 9 } }, ...extra })],
  );
const insertEntry = (
  c: pg.PoolClient,
  id: string,
  userId: string,
  tankId: string,
  kind = 'test',
  values: unknown = { alkalinity: 8.1, calcium: 420 },
) =>
  c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, $4, now(), $5)`, [
    id,
    userId,
    tankId,
    kind,
    JSON.stringify(values),
  ]);

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_policies');
  a = await createAuthUser(db.pool, 'a@reef.example');
  b = await createAuthUser(db.pool, 'b@reef.example');
  await asUser(a, async (c) => {
    await insertTank(c, tankA, a);
    await insertEntry(c, entryA, a, tankA);
  });
  await asUser(b, async (c) => {
    await insertTank(c, tankB, b);
    await insertEntry(c, entryB, b, tankB);
  });
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('migrations', () => {
  it('all apply in order to a fresh database, the log after the existing two', () => {
    const files = migrationFiles();
    expect(files.slice(0, 2)).toEqual(['20261122060000_avatars.sql', '20261122090000_usernames.sql']);
    expect(files.some((f) => f.endsWith('_reef_log.sql'))).toBe(true);
    expect([...files].sort()).toEqual(files);
  });
});

describe('reef log row-level security', () => {
  it("keeper A reads only A's tanks and entries", async () => {
    const rows = await asUser(a, async (c) => ({
      tanks: (await c.query<{ id: string }>('select id from public.log_tanks')).rows.map((r) => r.id),
      entries: (await c.query<{ id: string }>('select id from public.log_entries')).rows.map((r) => r.id),
      byId: (await c.query('select id from public.log_entries where id = $1', [entryB])).rowCount,
    }));
    expect(rows).toEqual({ tanks: [tankA], entries: [entryA], byId: 0 });
  });

  it("keeper A cannot change or delete B's rows (nothing matches; no keeper may delete at all)", async () => {
    const counts = await asUser(a, async (c) => [
      (await c.query(`update public.log_tanks set name = 'mine', base_version = version where id = $1`, [tankB])).rowCount,
      (await c.query(`update public.log_entries set note = 'mine', base_version = version where id = $1`, [entryB])).rowCount,
      (await c.query(`update public.log_entries set deleted_at = now(), base_version = version where id = $1`, [entryB])).rowCount,
    ]);
    expect(counts).toEqual([0, 0, 0]);
    // a deletion is a tombstone (an update): the delete privilege is gone (20261126090000_log_integrity.sql)
    expect(await sqlState(asUser(a, (c) => c.query(`delete from public.log_entries where id = $1`, [entryB])))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => c.query(`delete from public.log_tanks where id = $1`, [tankB])))).toBe('42501');
    const still = await db.pool.query(
      `select t.name, e.note, e.deleted_at from public.log_tanks t join public.log_entries e on e.tank_id = t.id where t.id = $1`,
      [tankB],
    );
    expect(still.rows).toEqual([{ name: 'Display', note: null, deleted_at: null }]);
  });

  it("keeper A cannot write rows in B's name, move a row to B, or put an entry in B's tank", async () => {
    expect(await sqlState(asUser(a, (c) => insertTank(c, randomUUID(), b)))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => insertEntry(c, randomUUID(), b, tankB)))).toBe('42501');
    // the trigger keeps the owner: the row stays A's
    await asUser(a, (c) => c.query(`update public.log_tanks set user_id = $1, base_version = version where id = $2`, [b, tankA]));
    expect((await db.pool.query('select user_id from public.log_tanks where id = $1', [tankA])).rows).toEqual([{ user_id: a }]);
    // own user id, someone else's tank: the (tank_id, user_id) foreign key refuses it
    expect(await sqlState(asUser(a, (c) => insertEntry(c, randomUUID(), a, tankB)))).toBe('23503');
  });

  it("an upsert by id cannot take over B's row (what a retried or forged sync upload does)", async () => {
    const upsert = asUser(a, (c) =>
      c.query(
        `insert into public.log_entries (id, user_id, tank_id, kind, at) values ($1, $2, $3, 'note', now())
               on conflict (id) do update set note = 'taken', user_id = excluded.user_id, tank_id = excluded.tank_id`,
        [entryB, a, tankA],
      ),
    );
    expect(await sqlState(upsert)).toBe('42501');
    expect((await db.pool.query('select user_id, note from public.log_entries where id = $1', [entryB])).rows).toEqual([
      { user_id: b, note: null },
    ]);
  });

  it('anonymous visitors can neither read nor write the log', async () => {
    expect(await sqlState(asAnon((c) => c.query('select * from public.log_tanks')))).toBe('42501');
    expect(await sqlState(asAnon((c) => c.query('select * from public.log_entries')))).toBe('42501');
    expect(await sqlState(asAnon((c) => insertTank(c, randomUUID(), a)))).toBe('42501');
    expect(await sqlState(asAnon((c) => c.query('delete from public.log_entries')))).toBe('42501');
    const grants = await db.pool.query(
      `select table_name, privilege_type from information_schema.role_table_grants where grantee = 'anon' and table_name like 'log\\_%'`,
    );
    expect(grants.rows).toEqual([]);
  });

  it('authenticated without a sub (a malformed token) sees nothing', async () => {
    const n = await asRole(db.pool, { role: 'authenticated' }, async (c) => (await c.query('select 1 from public.log_entries')).rowCount);
    expect(n).toBe(0);
  });
});

describe('reef log constraints', () => {
  const refused = (values: Record<string, unknown>, kind = 'test') =>
    sqlState(asUser(a, (c) => insertEntry(c, randomUUID(), a, tankA, kind, values)));

  it.each([
    [{ alkalinity: -1 }],
    [{ alkalinity: 81 }],
    [{ calcium: 20000 }],
    [{ magnesium: 13500 }],
    [{ nitrate: -0.1 }],
    [{ phosphate: 250 }],
    [{ salinity: 350 }],
    [{ temperature: 77 }],
    [{ ph: 15 }],
    [{ potassium: -4 }],
    [{ alkalinity: '8.1' }],
    [{ colour: 3 }],
  ])('a test with %j is refused', async (values) => {
    expect(await refused(values)).toBe('23514');
  });

  it('sound values of every kind are accepted', async () => {
    expect(await refused({ alkalinity: 0, calcium: 2000, ph: 8.2, temperature: -1.5, salinity: 35 })).toBe('ok');
    expect(await refused({ parameter: 'calcium', additiveId: 'brs-calcium', amount: 12.5, amountUnit: 'ml' }, 'dose')).toBe('ok');
    expect(await refused({ volumeL: 40, newWater: { salinity: 35, alkalinity: 7.5 }, newWaterPreset: 'natural-sw' }, 'water_change')).toBe(
      'ok',
    );
    expect(await refused({}, 'note')).toBe('ok');
  });

  it.each([
    [{ parameter: 'calcium', additiveId: null, amount: 0, amountUnit: 'ml' }, 'dose'],
    [{ parameter: 'calcium', additiveId: null, amount: 5, amountUnit: 'cups' }, 'dose'],
    [{ parameter: 'iodine', additiveId: null, amount: 5, amountUnit: 'ml' }, 'dose'],
    [{ volumeL: -40, newWater: {} }, 'water_change'],
    [{ volumeL: 40, newWater: { salinity: 900 } }, 'water_change'],
    [{}, 'feeding'],
  ])('%j as a %s is refused', async (values, kind) => {
    expect(await refused(values, kind)).toBe('23514');
  });

  it.each([
    [{ volume_l: 0 }],
    [{ volume_l: -5 }],
    [{ volume_l: 2_000_000 }],
    [{ name: '   ' }],
    [{ name: 'x'.repeat(101) }],
    [{ targets: { alkalinity: { low: 9, high: 7 } } }],
    [{ targets: { calcium: { low: 380, high: 99999 } } }],
    [{ targets: { alkalinity: 8 } }],
    [{ targets: [] }],
  ])('a tank with %j is refused', async (extra) => {
    expect(await sqlState(asUser(a, (c) => insertTank(c, randomUUID(), a, extra)))).toBe('23514');
  });

  it('an entry at an impossible time or with an overlong note is refused', async () => {
    const insert = (at: string, note: string | null) =>
      sqlState(
        asUser(a, (c) =>
          c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, note) values ($1, $2, $3, 'note', $4, $5)`, [
            randomUUID(),
            a,
            tankA,
            at,
            note,
          ]),
        ),
      );
    expect(await insert('1900-01-01T00:00:00Z', null)).toBe('23514');
    expect(await insert('2026-11-24T08:00:00+09:00', 'x'.repeat(4001))).toBe('23514');
    expect(await insert('2026-11-24T08:00:00+09:00', 'x'.repeat(4000))).toBe('ok');
  });
});

describe('reef log timestamps', () => {
  it("updated_at and created_at are the server's clock on insert, whatever the client sends; created_at and user_id stay", async () => {
    const id = randomUUID();
    const sent = '2001-01-01T00:00:00Z';
    const row = await asUser(a, async (c) => {
      await c.query(
        `insert into public.log_tanks (id, user_id, name, volume_l, created_at, updated_at) values ($1, $2, 'Frag', 50, $3, $3)`,
        [id, a, sent],
      );
      const first = (await c.query<TimesRow>(`select created_at, updated_at, now() as now from public.log_tanks where id = $1`, [id]))
        .rows[0];
      return first;
    });
    expect(row.updated_at).toEqual(row.now);
    // the client's created_at is replaced too (20261126090000_log_integrity.sql)
    expect(row.created_at).toEqual(row.now);

    const later = await asUser(a, async (c) => {
      await c.query(
        `update public.log_tanks set name = 'Frag 2', updated_at = $2, created_at = now(), base_version = version where id = $1`,
        [id, sent],
      );
      return (await c.query<TimesRow>(`select created_at, updated_at, now() as now from public.log_tanks where id = $1`, [id])).rows[0];
    });
    expect(later.updated_at).toEqual(later.now);
    expect(later.updated_at.getTime()).toBeGreaterThan(row.updated_at.getTime());
    expect(later.created_at).toEqual(row.created_at);
  });

  it('a deletion is a tombstone the owner still reads (so other devices learn of it)', async () => {
    const id = randomUUID();
    await asUser(a, (c) => insertEntry(c, id, a, tankA));
    const seen = await asUser(a, async (c) => {
      await c.query(`update public.log_entries set deleted_at = now(), base_version = version where id = $1`, [id]);
      return (await c.query<{ gone: boolean }>(`select deleted_at is not null as gone from public.log_entries where id = $1`, [id])).rows;
    });
    expect(seen).toEqual([{ gone: true }]);
  });

  it('log_purge_tombstones removes only tombstones older than the horizon, and no keeper may call it', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await asUser(a, async (c) => {
      await insertEntry(c, old, a, tankA);
      await insertEntry(c, recent, a, tankA);
    });
    // deleted_at is the server's clock now: tombstones the server learned of 100 and 10 days ago are made with
    // triggers off, as no client write can
    await withTriggersOff(db.pool, async (c) => {
      await c.query(`update public.log_entries set deleted_at = now() - interval '100 days' where id = $1`, [old]);
      await c.query(`update public.log_entries set deleted_at = now() - interval '10 days' where id = $1`, [recent]);
    });
    expect(await sqlState(asUser(a, (c) => c.query('select public.log_purge_tombstones()')))).toBe('42501');
    await db.pool.query('select public.log_purge_tombstones()');
    const left = await db.pool.query<{ id: string }>('select id from public.log_entries where id = any($1)', [[old, recent]]);
    expect(left.rows.map((r) => r.id)).toEqual([recent]);
  });

  it('the sync and timeline indexes exist', async () => {
    const { rows } = await db.pool.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where tablename in ('log_tanks', 'log_entries') order by indexname`,
    );
    const defs = rows.map((r) => r.indexdef).join('\n');
    expect(defs).toContain('log_entries USING btree (user_id, updated_at, id)');
    expect(defs).toContain('log_tanks USING btree (user_id, updated_at, id)');
    expect(defs).toContain('log_entries USING btree (tank_id, at)');
  });
});

describe('existing migrations through the same harness', () => {
  // The avatar rules as 20261126090100_avatars_private_listing.sql leaves them (supabase/tests/avatars.test.ts
  // goes through them case by case): no reads through the API but the keeper's own folder, and writes only of
  // `<user id>/avatar`.
  it('avatars: nobody lists the bucket; a keeper reads only their own folder and writes, replaces and deletes only their own avatar', async () => {
    await db.pool.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2)`, [`${b}/avatar`, b]);
    const anonSees = await asAnon(async (c) => (await c.query(`select name from storage.objects where bucket_id = 'avatars'`)).rowCount);
    expect(anonSees).toBe(0);
    expect(
      await sqlState(
        asUser(a, (c) => c.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2)`, [`${a}/avatar`, a])),
      ),
    ).toBe('ok');
    const aSees = await asUser(a, async (c) =>
      (await c.query<{ name: string }>(`select name from storage.objects where bucket_id = 'avatars'`)).rows.map((r) => r.name),
    );
    expect(aSees).toEqual([`${a}/avatar`]);
    expect(
      await sqlState(
        asUser(a, (c) => c.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2)`, [`${b}/evil.png`, a])),
      ),
    ).toBe('42501');
    expect(
      await sqlState(
        asUser(a, (c) =>
          c.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2)`, [`${a}/avatar.png`, a]),
        ),
      ),
    ).toBe('42501');
    expect(await sqlState(asUser(a, (c) => c.query(`insert into storage.objects (bucket_id, name) values ('avatars', 'avatar')`)))).toBe(
      '42501',
    );
    expect(
      await sqlState(asAnon((c) => c.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [`${a}/avatar`]))),
    ).toBe('42501');
    const changed = await asUser(a, async (c) => [
      (await c.query(`update storage.objects set metadata = '{}' where name = $1`, [`${b}/avatar`])).rowCount,
      (await c.query(`delete from storage.objects where name = $1`, [`${b}/avatar`])).rowCount,
      (await c.query(`update storage.objects set metadata = '{}' where name = $1`, [`${a}/avatar`])).rowCount,
      (await c.query(`delete from storage.objects where name = $1`, [`${a}/avatar`])).rowCount,
    ]);
    expect(changed).toEqual([0, 0, 1, 1]);
    const moved = asUser(a, async (c) => {
      await c.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [`${a}/avatar`]);
      await c.query(`update storage.objects set name = $1 where name = $2`, [`${b}/moved`, `${a}/avatar`]);
    });
    expect(await sqlState(moved)).toBe('42501');
    const bucket = await db.pool.query(`select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars'`);
    expect(bucket.rows).toEqual([
      { public: true, file_size_limit: '5242880', allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'] },
    ]);
  });

  it('usernames: claimed only through claim_username, one account per name, read and written by no client', async () => {
    const claim = (uid: string, name: string) =>
      asUser(uid, async (c) => (await c.query<{ r: string }>('select public.claim_username($1) as r', [name])).rows[0].r);
    expect(await claim(a, 'reef_a')).toBe('ok');
    expect(await claim(b, 'reef_a')).toBe('taken');
    expect(await claim(b, 'Bad Name')).toBe('invalid');
    expect(await claim(b, 'reef_b')).toBe('ok');
    expect(await claim(a, 'reef_a2')).toBe('ok');
    expect(await claim(b, 'reef_a')).toBe('ok');
    expect(await claim(b, '')).toBe('ok');
    // Supabase's default privileges grant execute on new functions to anon directly (the migration revokes only
    // from public), so anon may call it; without a sub it claims nothing.
    expect(await asAnon(async (c) => (await c.query<{ r: string }>(`select public.claim_username('anon_name') as r`)).rows[0].r)).toBe(
      'signed_out',
    );
    expect(
      await asRole(
        db.pool,
        { role: 'authenticated' },
        async (c) => (await c.query<{ r: string }>(`select public.claim_username('ghost') as r`)).rows[0].r,
      ),
    ).toBe('signed_out');
    const names = await db.pool.query<{ username: string }>('select username from public.usernames order by username');
    expect(names.rows.map((r) => r.username)).toEqual(['reef_a2']);
    // The site never reads the table (it shows no one's username yet), so since 20261126090000_log_integrity.sql no
    // API role may: the list named every account's user id.
    expect(await sqlState(asAnon((c) => c.query('select username from public.usernames')))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => c.query('select username from public.usernames')))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => c.query(`insert into public.usernames (username, user_id) values ('direct', $1)`, [a])))).toBe(
      '42501',
    );
    expect(await sqlState(asUser(a, (c) => c.query(`update public.usernames set username = 'zzz' where user_id = $1`, [a])))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => c.query(`delete from public.usernames where user_id = $1`, [a])))).toBe('42501');
  });
});
