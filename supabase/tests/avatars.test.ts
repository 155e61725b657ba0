/**
 * The avatars bucket's storage policies on a real PostgreSQL (every migration applied, the last word from
 * 20261126090100_avatars_private_listing.sql): nobody lists the bucket, and a keeper's folder holds one avatar,
 * `<user id>/avatar`. The statements are the ones Supabase Storage runs as the caller (role and
 * request.jwt.claims set): list and download are selects, an upload with upsert is an insert … on conflict do
 * update, remove is a delete by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { asRole, createAuthUser, createSupabaseDatabase, type TestDatabase } from './harness';

let db: TestDatabase;
let a: string;
let b: string;

const asUser = <T>(uid: string, fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: uid, role: 'authenticated' }, fn);
const asAnon = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { role: 'anon' }, fn);
const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );

/** Storage's upload with `x-upsert: true`, as the caller. */
const upsert = (c: pg.PoolClient, name: string, owner: string, mimetype = 'image/png') =>
  c.query(
    `insert into storage.objects (bucket_id, name, owner, metadata) values ('avatars', $1, $2, $3)
     on conflict (bucket_id, name) do update set owner = excluded.owner, metadata = excluded.metadata, updated_at = now()
     returning id`,
    [name, owner, JSON.stringify({ mimetype, size: 1000 })],
  );
/** Storage's list of a folder (storage.search reads storage.objects under the caller's policies). */
const list = async (c: pg.PoolClient, prefix = '') =>
  (
    await c.query<{ name: string }>(`select name from storage.objects where bucket_id = 'avatars' and name like $1 || '%' order by name`, [
      prefix,
    ])
  ).rows.map((r) => r.name);

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_avatars');
  a = await createAuthUser(db.pool, 'a@reef.example');
  b = await createAuthUser(db.pool, 'b@reef.example');
  await asUser(a, (c) => upsert(c, `${a}/avatar`, a));
  await asUser(b, (c) => upsert(c, `${b}/avatar`, b));
  // A file stored under the name the site used before the one fixed name (as its owner uploaded it then).
  await db.pool.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, $2)`, [`${a}/avatar.png`, a]);
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('avatars bucket', () => {
  it('stays public with its type and size limits (pictures show by their public URL)', async () => {
    const bucket = await db.pool.query(`select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars'`);
    expect(bucket.rows).toEqual([
      { public: true, file_size_limit: '5242880', allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'] },
    ]);
  });

  it('anonymous visitors can neither list nor select any object, and write none', async () => {
    expect(await asAnon((c) => list(c))).toEqual([]);
    expect(await asAnon(async (c) => (await c.query(`select 1 from storage.objects where name = $1`, [`${a}/avatar`])).rowCount)).toBe(0);
    expect(
      await sqlState(asAnon((c) => c.query(`insert into storage.objects (bucket_id, name) values ('avatars', $1)`, [`${a}/avatar`]))),
    ).toBe('42501');
    expect(await asAnon(async (c) => (await c.query(`delete from storage.objects where bucket_id = 'avatars'`)).rowCount)).toBe(0);
  });

  it("keeper B cannot list, read, replace or delete A's folder", async () => {
    expect(await asUser(b, (c) => list(c))).toEqual([`${b}/avatar`]);
    expect(await asUser(b, (c) => list(c, `${a}/`))).toEqual([]);
    const changed = await asUser(b, async (c) => [
      (await c.query(`update storage.objects set metadata = '{}' where name = $1`, [`${a}/avatar`])).rowCount,
      (await c.query(`delete from storage.objects where name = any($1)`, [[`${a}/avatar`, `${a}/avatar.png`]])).rowCount,
    ]);
    expect(changed).toEqual([0, 0]);
    // B's upsert onto A's object meets A's row, which B's update policy does not cover: refused, not merged.
    expect(await sqlState(asUser(b, (c) => upsert(c, `${a}/avatar`, b)))).toBe('42501');
    expect(await sqlState(asUser(b, (c) => upsert(c, `${a}/other`, b)))).toBe('42501');
    const still = await db.pool.query(`select owner from storage.objects where name = $1`, [`${a}/avatar`]);
    expect(still.rows).toEqual([{ owner: a }]);
  });

  it('keeper A upserts only <A>/avatar: a second name in the folder is refused', async () => {
    expect(await sqlState(asUser(a, (c) => upsert(c, `${a}/avatar`, a, 'image/jpeg')))).toBe('ok');
    expect(await sqlState(asUser(a, (c) => upsert(c, `${a}/avatar`, a, 'image/webp')))).toBe('ok');
    for (const name of [`${a}/avatar.jpg`, `${a}/avatar2`, `${a}/x/avatar`, `${a}/Avatar`, `${a}avatar`, 'avatar', `${a}/avatar/`]) {
      expect(await sqlState(asUser(a, (c) => upsert(c, name, a))), name).toBe('42501');
    }
    // renaming the avatar to another name is a write of that name
    expect(
      await sqlState(asUser(a, (c) => c.query(`update storage.objects set name = $1 where name = $2`, [`${a}/second`, `${a}/avatar`]))),
    ).toBe('42501');
    const mine = await db.pool.query<{ name: string; metadata: { mimetype: string } }>(
      `select name, metadata from storage.objects where bucket_id = 'avatars' and owner = $1 order by name`,
      [a],
    );
    expect(mine.rows.map((r) => [r.name, r.metadata?.mimetype ?? null])).toEqual([
      [`${a}/avatar`, 'image/webp'],
      [`${a}/avatar.png`, null],
    ]);
  });

  it('keeper A lists and reads only their own folder, and can remove a file under an earlier name', async () => {
    expect(await asUser(a, (c) => list(c))).toEqual([`${a}/avatar`, `${a}/avatar.png`]);
    const removed = await asUser(
      a,
      async (c) =>
        (
          await c.query<{ name: string }>(`delete from storage.objects where bucket_id = 'avatars' and name = any($1) returning name`, [
            [`${a}/avatar.png`, `${b}/avatar`],
          ])
        ).rows,
    );
    expect(removed).toEqual([{ name: `${a}/avatar.png` }]);
    expect(await asUser(a, (c) => list(c))).toEqual([`${a}/avatar`]);
  });

  it('a token without a sub reads and writes nothing', async () => {
    const noSub = { role: 'authenticated' as const };
    expect(await asRole(db.pool, noSub, (c) => list(c))).toEqual([]);
    expect(await sqlState(asRole(db.pool, noSub, (c) => upsert(c, 'null/avatar', a)))).toBe('42501');
  });
});
