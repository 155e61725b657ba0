/**
 * The stand-in's Storage over HTTP, as storage-js calls it, against its PostgreSQL: the bucket's type and size
 * limits come from storage.buckets and every permission from the migrations' storage policies, with Storage's
 * error bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSupabase, type FakeSupabase } from './app';
import { checkMimeType, parseMultipart, StorageError } from './storage';
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

interface StorageFailure {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}
/** storage-js' upload of a Blob: multipart with cacheControl and the file under the empty name. */
function upload(token: string | undefined, name: string, bytes: Uint8Array<ArrayBuffer>, type: string, upsert = true) {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('', new Blob([bytes], { type }));
  return call<StorageFailure & { Key: string }>(fake, 'POST', `/storage/v1/object/avatars/${name}`, {
    token,
    body: form,
    headers: { 'x-upsert': String(upsert) },
  });
}
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 4, 5, 6]);
const publicUrl = (name: string) => `${fake.url}/storage/v1/object/public/avatars/${name}`;
const list = (token: string | undefined, prefix: string) =>
  call<{ name: string; id: string | null }[]>(fake, 'POST', '/storage/v1/object/list/avatars', {
    token,
    body: { prefix, limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' }, search: '' },
  });
const rowsOf = async (uid: string) =>
  (await fake.db.pool.query<{ name: string }>(`select name from storage.objects where owner = $1 order by name`, [uid])).rows.map(
    (r) => r.name,
  );
const denied = { statusCode: '403', code: 'AccessDenied', error: 'Unauthorized', message: 'new row violates row-level security policy' };

describe('uploads', () => {
  it('a keeper uploads and replaces their one avatar; the public URL serves it with the type it was sent with', async () => {
    const first = await upload(a.access, `${a.id}/avatar`, png, 'image/png');
    expect(first.status).toBe(200);
    expect(first.body.Key).toBe(`avatars/${a.id}/avatar`);
    let served = await fetch(publicUrl(`${a.id}/avatar`));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    expect((await upload(a.access, `${a.id}/avatar`, jpeg, 'image/jpeg')).status).toBe(200);
    served = await fetch(publicUrl(`${a.id}/avatar`));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);
    expect(await rowsOf(a.id)).toEqual([`${a.id}/avatar`]);
  });

  it('refuses, as the policies decide, a second name, another keeper’s folder and an anonymous upload', async () => {
    const second = await upload(a.access, `${a.id}/avatar.png`, png, 'image/png');
    expect(second.status).toBe(400);
    expect(second.body).toEqual(denied);
    expect((await upload(b.access, `${a.id}/avatar`, png, 'image/png')).body).toEqual(denied);
    expect((await upload(undefined, `${a.id}/avatar`, png, 'image/png')).body).toEqual(denied);
    expect(await rowsOf(a.id)).toEqual([`${a.id}/avatar`]);
    expect(await rowsOf(b.id)).toEqual([]);
  });

  it('without x-upsert an existing object is a Duplicate', async () => {
    const again = await upload(a.access, `${a.id}/avatar`, png, 'image/png', false);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
  });

  it("enforces the bucket's mime types and size limit from storage.buckets, and keeps the stored avatar", async () => {
    const gif = await upload(a.access, `${a.id}/avatar`, png, 'image/gif');
    expect(gif.status).toBe(400);
    expect(gif.body).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type image/gif is not supported',
    });
    const huge = await upload(a.access, `${a.id}/avatar`, new Uint8Array(5 * 1024 * 1024 + 1), 'image/png');
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((await fetch(publicUrl(`${a.id}/avatar`))).headers.get('content-type')).toBe('image/jpeg');

    // the limits are the database's: changed there, they change here
    await fake.db.pool.query(`update storage.buckets set allowed_mime_types = array['image/*'], file_size_limit = 5 where id = 'avatars'`);
    try {
      expect((await upload(a.access, `${a.id}/avatar`, png, 'image/gif')).body.code).toBe('EntityTooLarge');
      expect((await upload(a.access, `${a.id}/avatar`, png.slice(0, 5), 'image/gif')).status).toBe(200);
    } finally {
      await fake.db.pool.query(
        `update storage.buckets set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp'], file_size_limit = 5242880 where id = 'avatars'`,
      );
    }
    expect((await upload(a.access, `${a.id}/avatar`, jpeg, 'image/jpeg')).status).toBe(200);
  });

  it('an expired or forged token is refused before anything is written', async () => {
    const forged = `${a.access.slice(0, -4)}AAAA`;
    expect((await upload(forged, `${a.id}/avatar`, png, 'image/png')).body).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    expect((await upload(a.access, 'x', png, 'image/png')).body).toEqual(denied);
    const other = await call<StorageFailure>(fake, 'POST', `/storage/v1/object/nope/${a.id}/avatar`, { token: a.access, body: 'x' });
    expect(other.body).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
  });
});

describe('reads and lists', () => {
  it('nobody lists the bucket but the keeper their own folder', async () => {
    expect((await list(undefined, '')).body).toEqual([]);
    expect((await list(undefined, a.id)).body).toEqual([]);
    expect((await list(b.access, a.id)).body).toEqual([]);
    expect((await list(b.access, '')).body).toEqual([]);
    expect((await list(a.access, a.id)).body.map((e) => e.name)).toEqual(['avatar']);
    expect((await list(a.access, '')).body).toMatchObject([{ name: a.id, id: null }]);
  });

  it("the listing is the policies' decision: a policy added in the database opens it", async () => {
    await fake.db.pool.query(`create policy "test: anyone lists" on storage.objects for select to anon using (bucket_id = 'avatars')`);
    try {
      expect((await list(undefined, a.id)).body.map((e) => e.name)).toEqual(['avatar']);
    } finally {
      await fake.db.pool.query(`drop policy "test: anyone lists" on storage.objects`);
    }
    expect((await list(undefined, a.id)).body).toEqual([]);
  });

  it('a download with a token goes through the policies; the public URL does not', async () => {
    const path = `/storage/v1/object/authenticated/avatars/${a.id}/avatar`;
    expect((await call(fake, 'GET', path, { token: a.access })).status).toBe(200);
    const byB = await call<StorageFailure>(fake, 'GET', path, { token: b.access });
    expect(byB.status).toBe(400);
    expect(byB.body).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    expect((await call<StorageFailure>(fake, 'GET', path)).body.code).toBe('NoSuchKey');
    expect((await fetch(publicUrl(`${a.id}/avatar`))).status).toBe(200);
  });
});

describe('removal', () => {
  it("removes only what the caller may delete: B's remove of A's avatar changes nothing, A's removes it", async () => {
    const byB = await call<unknown[]>(fake, 'DELETE', '/storage/v1/object/avatars', {
      token: b.access,
      body: { prefixes: [`${a.id}/avatar`] },
    });
    expect(byB.status).toBe(200);
    expect(byB.body).toEqual([]);
    expect((await fetch(publicUrl(`${a.id}/avatar`))).status).toBe(200);

    const byA = await call<{ name: string }[]>(fake, 'DELETE', '/storage/v1/object/avatars', {
      token: a.access,
      body: { prefixes: [`${a.id}/avatar`, `${a.id}/avatar.png`] },
    });
    expect(byA.body.map((r) => r.name)).toEqual([`${a.id}/avatar`]);
    const gone = await fetch(publicUrl(`${a.id}/avatar`));
    expect(gone.status).toBe(400);
    expect(((await gone.json()) as StorageFailure).code).toBe('NoSuchKey');
    expect(await rowsOf(a.id)).toEqual([]);
  });
});

describe('helpers', () => {
  it('matches mime types as Storage does, wildcards included; no list means anything', () => {
    const ok = (mime: string, allowed: string[] | null) => {
      try {
        checkMimeType(mime, allowed);
        return true;
      } catch (e) {
        return e instanceof StorageError ? false : 'crash';
      }
    };
    expect(ok('image/png', ['image/png', 'image/jpeg'])).toBe(true);
    expect(ok('IMAGE/PNG', ['image/png'])).toBe(true);
    expect(ok('image/gif', ['image/png'])).toBe(false);
    expect(ok('image/gif', ['image/*'])).toBe(true);
    expect(ok('text/plain', ['image/*'])).toBe(false);
    expect(ok('png', ['image/png'])).toBe(false);
    expect(ok('anything/at-all', null)).toBe(true);
  });

  it('reads the file and the fields of a multipart body', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([png], { type: 'image/png' }));
    const req = new Request('http://x', { method: 'POST', body: form });
    const body = Buffer.from(await req.arrayBuffer());
    const parsed = parseMultipart(body, req.headers.get('content-type')!);
    expect(parsed.fields).toEqual({ cacheControl: '3600' });
    expect(parsed.file?.contentType).toBe('image/png');
    expect(new Uint8Array(parsed.file!.body)).toEqual(png);
  });
});
