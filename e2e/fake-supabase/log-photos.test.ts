/**
 * The private `log-photos` bucket through the stand-in's Storage API, as the site's photo upload calls it: a keeper
 * uploads and downloads inside their own folder; another keeper and an anonymous caller can neither read nor write
 * there, and there is no public URL; a wrong type and an object over the bucket's limit (read from storage.buckets,
 * set by supabase/migrations/20261126150200_log_collections.sql) are refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSupabase, type FakeSupabase } from './app';
import { call, keeper, type Keeper } from './test-client';

let fake: FakeSupabase;
let a: Keeper;
let b: Keeper;

beforeAll(async () => {
  fake = await startFakeSupabase({ port: 0, quiet: true });
  a = await keeper(fake, 'a');
  b = await keeper(fake, 'b');
}, 60_000);
afterAll(async () => {
  await fake?.close();
});

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3, 0xff, 0xd9]);
function upload(token: string | undefined, name: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg') {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('', new Blob([bytes], { type }));
  return call<{ code?: string; Key?: string }>(fake, 'POST', `/storage/v1/object/log-photos/${name}`, {
    token,
    body: form,
    headers: { 'x-upsert': 'true' },
  });
}
const download = (token: string | undefined, name: string) =>
  call(fake, 'GET', `/storage/v1/object/authenticated/log-photos/${name}`, { token });

describe('log-photos bucket', () => {
  it('the owner uploads a photo into their folder and downloads it', async () => {
    const name = `${a.id}/${randomUUID()}.jpg`;
    const up = await upload(a.access, name, jpeg);
    expect(up.status).toBe(200);
    expect(up.body.Key).toBe(`log-photos/${name}`);
    const got = await fetch(`${fake.url}/storage/v1/object/authenticated/log-photos/${name}`, {
      headers: { apikey: 'fake-anon-key', authorization: `Bearer ${a.access}` },
    });
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(jpeg);
  });

  it('another keeper and anon can neither read nor write a keeper’s photos; there is no public URL', async () => {
    const name = `${a.id}/${randomUUID()}.jpg`;
    await upload(a.access, name, jpeg);
    expect((await download(b.access, name)).body).toMatchObject({ code: 'NoSuchKey' });
    expect((await download(undefined, name)).body).toMatchObject({ code: 'NoSuchKey' });
    expect((await upload(b.access, `${a.id}/${randomUUID()}.jpg`, jpeg)).body).toMatchObject({ code: 'AccessDenied' });
    expect((await upload(undefined, `${a.id}/${randomUUID()}.jpg`, jpeg)).body).toMatchObject({ code: 'AccessDenied' });
    expect((await call(fake, 'GET', `/storage/v1/object/public/log-photos/${name}`)).body).toMatchObject({ code: 'NoSuchBucket' });
  });

  it('only the owner removes a keeper’s photos, several at once; names not there are no failure', async () => {
    const id = randomUUID();
    const names = [`${a.id}/${id}.jpg`, `${a.id}/${id}.thumb.jpg`];
    for (const name of names) await upload(a.access, name, jpeg);
    const remove = (token: string | undefined) =>
      call<{ name: string }[]>(fake, 'DELETE', '/storage/v1/object/log-photos', {
        token,
        body: JSON.stringify({ prefixes: [...names, `public/${id}.jpg`] }),
        headers: { 'content-type': 'application/json' },
      });
    expect((await remove(b.access)).body).toEqual([]);
    expect((await remove(undefined)).body).toEqual([]);
    const byOwner = await remove(a.access);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.map((o) => o.name).sort()).toEqual(names.sort());
    expect((await download(a.access, names[0])).body).toMatchObject({ code: 'NoSuchKey' });
    const listed = await fetch(`${fake.url}/__test/objects?bucket=log-photos&prefix=${a.id}/${id}`);
    expect(await listed.json()).toEqual([]);
  });

  it('a type the bucket does not allow and an object over 10 MB are refused, nothing stored', async () => {
    const gif = await upload(a.access, `${a.id}/${randomUUID()}.jpg`, jpeg, 'image/gif');
    expect(gif.body).toMatchObject({ code: 'InvalidMimeType' });
    const heic = await upload(a.access, `${a.id}/${randomUUID()}.jpg`, jpeg, 'image/heic');
    expect(heic.body).toMatchObject({ code: 'InvalidMimeType' });
    const huge = await upload(a.access, `${a.id}/${randomUUID()}.jpg`, new Uint8Array(10 * 1024 * 1024 + 1));
    expect(huge.body).toMatchObject({ code: 'EntityTooLarge' });
    const stored = await fake.db.pool.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = 'log-photos'`);
    expect(stored.rows[0].n).toBe(2);
  });
});
