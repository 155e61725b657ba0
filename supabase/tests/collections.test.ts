/**
 * Collections on a real PostgreSQL (supabase/migrations/20261126150200_log_collections.sql): animals, their events and
 * photos' metadata are log entries whose values the database checks (the same shapes lib/collection/values.ts
 * refuses in the browser); only their owner reads or writes them; the `log-photos` bucket is private and each
 * keeper's folder is theirs alone. The statements on storage.objects are the ones Supabase Storage runs as the caller.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { collectionValuesProblem } from '@/lib/collection/values';
import type { CollectionKind } from '@/lib/collection/model';
import { asRole, createAuthUser, createSupabaseDatabase, type TestDatabase } from './harness';

let db: TestDatabase;
let a: string;
let b: string;
const tankA = randomUUID();
const asUser = <T>(uid: string, fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: uid, role: 'authenticated' }, fn);
const asAnon = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { role: 'anon' }, fn);
const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );

const animalId = randomUUID();
const animal = {
  speciesId: 'acropora-millepora',
  freeName: null,
  nickname: 'Green mille',
  count: 1,
  acquiredAt: '2026-11-01',
  source: { kind: 'frag-swap', text: 'Club swap', parentAnimalId: null },
  price: { amount: 3000, currency: 'JPY' },
  placement: { zone: 'upper', heightCm: 35, par: 280 },
  status: 'alive',
};
const event = { animalId, type: 'moved', placement: { zone: 'middle', heightCm: 20, par: 180 } };
const photo = {
  animalId,
  takenAt: '2026-11-20T09:00:00.000Z',
  width: 2048,
  height: 1536,
  bytes: 400_000,
  thumbBytes: 20_000,
  mime: 'image/jpeg',
  storagePath: null,
  sha256: 'a'.repeat(64),
};

const insert = (uid: string, kind: CollectionKind, values: unknown, id = randomUUID(), owner = uid, tank = tankA) =>
  asUser(uid, (c) =>
    c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, $4, now(), $5)`, [
      id,
      owner,
      tank,
      kind,
      JSON.stringify(values),
    ]),
  );

/** Storage's upload with upsert, as the caller, into log-photos. */
const upsert = (c: pg.PoolClient, name: string, owner: string | null) =>
  c.query(
    `insert into storage.objects (bucket_id, name, owner, metadata) values ('log-photos', $1, $2, '{"mimetype":"image/jpeg","size":1000}')
     on conflict (bucket_id, name) do update set owner = excluded.owner, metadata = excluded.metadata, updated_at = now() returning id`,
    [name, owner],
  );
const list = async (c: pg.PoolClient) =>
  (await c.query<{ name: string }>(`select name from storage.objects where bucket_id = 'log-photos' order by name`)).rows.map(
    (r) => r.name,
  );

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_collections');
  a = await createAuthUser(db.pool, 'a@reef.example');
  b = await createAuthUser(db.pool, 'b@reef.example');
  await asUser(a, (c) =>
    c.query(`insert into public.log_tanks (id, user_id, name, volume_l, targets) values ($1, $2, 'Display', 300, '{}')`, [tankA, a]),
  );
  await insert(a, 'animal', animal, animalId);
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('collection entries', () => {
  it('the owner writes and reads an animal, an event and a photo', async () => {
    expect(await sqlState(insert(a, 'animal_event', event))).toBe('ok');
    expect(await sqlState(insert(a, 'photo', photo))).toBe('ok');
    expect(await sqlState(insert(a, 'photo', { ...photo, animalId: null, storagePath: `${a}/${randomUUID()}.jpg` }))).toBe('ok');
    const kinds = await asUser(a, async (c) => (await c.query<{ kind: string }>(`select kind from public.log_entries order by kind`)).rows);
    expect(kinds.map((r) => r.kind)).toEqual(['animal', 'animal_event', 'photo', 'photo']);
  });

  it('a second keeper and anon neither read nor write them', async () => {
    expect(await asUser(b, async (c) => (await c.query(`select 1 from public.log_entries`)).rowCount)).toBe(0);
    expect(await sqlState(insert(b, 'animal', animal, randomUUID(), a))).toBe('42501');
    expect(
      await asUser(b, async (c) => (await c.query(`update public.log_entries set note = 'x' where id = $1`, [animalId])).rowCount),
    ).toBe(0);
    expect(await sqlState(asAnon((c) => c.query(`select 1 from public.log_entries`)))).toBe('42501');
    expect(
      await sqlState(
        asAnon((c) =>
          c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, 'animal', now(), $4)`, [
            randomUUID(),
            a,
            tankA,
            JSON.stringify(animal),
          ]),
        ),
      ),
    ).toBe('42501');
  });

  const bad: [CollectionKind, string, unknown][] = [
    ['animal', 'no species nor name', { ...animal, speciesId: null, freeName: '  ' }],
    ['animal', 'a count of zero', { ...animal, count: 0 }],
    ['animal', 'a fractional count', { ...animal, count: 1.5 }],
    ['animal', 'an unknown source', { ...animal, source: { kind: 'ebay', text: null } }],
    ['animal', 'a currency in lower case', { ...animal, price: { amount: 10, currency: 'jpy' } }],
    ['animal', 'an unknown zone', { ...animal, placement: { zone: 'lid' } }],
    ['animal', 'a PAR of 5000', { ...animal, placement: { zone: 'upper', par: 5000 } }],
    ['animal', 'an unknown status', { ...animal, status: 'sold' }],
    ['animal', 'an unknown key', { ...animal, gps: '35.6,139.7' }],
    ['animal_event', 'no animal', { type: 'lost' }],
    ['animal_event', 'an unknown type', { animalId, type: 'sold' }],
    ['animal_event', 'a child that is not an id', { animalId, type: 'fragged', childAnimalId: 'x' }],
    ['photo', 'a picture over 2048 px', { ...photo, width: 4032 }],
    ['photo', 'a thumbnail of 30 KB', { ...photo, thumbBytes: 30_720 }],
    ['photo', 'a HEIC picture', { ...photo, mime: 'image/heic' }],
    ['photo', "a path outside the keeper's folder shape", { ...photo, storagePath: '../x.jpg' }],
    ['photo', 'no checksum', { ...photo, sha256: 'nope' }],
    ['photo', 'GPS in its metadata', { ...photo, gps: [35.6, 139.7] }],
  ];
  it.each(bad)('%s values with %s are refused by the database and by the browser', async (kind, _what, values) => {
    expect(await sqlState(insert(a, kind, values))).toBe('23514');
    expect(collectionValuesProblem(kind, values)).not.toBeNull();
  });

  it('the browser accepts what the database accepts', () => {
    expect(collectionValuesProblem('animal', animal)).toBeNull();
    expect(collectionValuesProblem('animal_event', event)).toBeNull();
    expect(collectionValuesProblem('photo', photo)).toBeNull();
  });
});

describe('log-photos bucket', () => {
  it('is private, with its type and size limits', async () => {
    const bucket = await db.pool.query(`select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'log-photos'`);
    expect(bucket.rows).toEqual([
      { public: false, file_size_limit: '10485760', allowed_mime_types: ['image/jpeg', 'image/webp', 'image/png'] },
    ]);
  });

  it('the owner uploads, replaces, lists and deletes inside their own folder', async () => {
    const name = `${a}/${randomUUID()}.jpg`;
    expect(await sqlState(asUser(a, (c) => upsert(c, name, a)))).toBe('ok');
    expect(await sqlState(asUser(a, (c) => upsert(c, name, a)))).toBe('ok');
    expect(await asUser(a, (c) => list(c))).toEqual([name]);
    expect(await sqlState(asUser(a, (c) => upsert(c, `${b}/${randomUUID()}.jpg`, a)))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => upsert(c, `loose.jpg`, a)))).toBe('42501');
    const removed = await asUser(a, async (c) => (await c.query(`delete from storage.objects where name = $1`, [name])).rowCount);
    expect(removed).toBe(1);
  });

  it("a second keeper and anon neither list, read, write nor delete a keeper's photos", async () => {
    const name = `${a}/${randomUUID()}.jpg`;
    await asUser(a, (c) => upsert(c, name, a));
    expect(await asUser(b, (c) => list(c))).toEqual([]);
    expect(await asAnon((c) => list(c))).toEqual([]);
    expect(await sqlState(asUser(b, (c) => upsert(c, name, b)))).toBe('42501');
    expect(await sqlState(asAnon((c) => upsert(c, `${a}/${randomUUID()}.jpg`, null)))).toBe('42501');
    expect(await asUser(b, async (c) => (await c.query(`delete from storage.objects where bucket_id = 'log-photos'`)).rowCount)).toBe(0);
    expect(await asAnon(async (c) => (await c.query(`delete from storage.objects where bucket_id = 'log-photos'`)).rowCount)).toBe(0);
    expect(await asUser(a, (c) => list(c))).toEqual([name]);
  });
});
