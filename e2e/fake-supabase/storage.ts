/**
 * Supabase Storage's object API (`/storage/v1/object/…`) as the stand-in serves it. The bytes stay in memory; every
 * decision about a caller is PostgreSQL's, as in Supabase Storage: the bucket and its limits are read from
 * storage.buckets, and each upload, upsert, read, list and delete is a statement on storage.objects run in a
 * transaction as the caller's role (`anon`, or `authenticated`) with `request.jwt.claims` set, so the migrations'
 * storage policies decide. Only public URLs of a public bucket skip the policies, as they do in Supabase.
 *
 * Errors have Storage's body, `{ statusCode: "<status as text>", code, error, message }`, sent with HTTP 400 (500
 * for internal errors) as Storage's error handler sends them (storage-api src/http/error-handler.ts).
 * Not covered: signed URLs, image transformations, move/copy, resumable (TUS) and S3 uploads, bucket management,
 * the list v2 endpoint, `owner_id`/versions, and Storage's global size limit (the bucket's limit applies).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { bearerToken } from './http';
import { verifyJwt } from './jwt';
import { now } from './state';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
  /** The HTTP status Storage answers with: its error handler sends 400 for every rendered error but 500s. */
  get httpStatus() {
    return this.statusCode >= 500 ? 500 : 400;
  }
  get body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** Storage's errors (storage-api src/storage/errors.ts), the ones this API can give. */
export const STORAGE_ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  alreadyExists: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  invalidMimeType: (mime: string) => new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
};

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/**
 * Storage's mime check against a bucket's `allowed_mime_types` (none listed: anything goes), `type/*` wildcards
 * included. Throws InvalidMimeType.
 */
export function checkMimeType(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, sub, ...rest] = mime.toLowerCase().split(';')[0].trim().split('/');
  if (type && sub && rest.length === 0) {
    for (const a of allowed) {
      const [aType, aSub] = a.toLowerCase().split('/');
      if (aType === type && (aSub === '*' || aSub === sub)) return;
    }
  }
  throw STORAGE_ERRORS.invalidMimeType(mime);
}

/** The bucket's `file_size_limit` in bytes (none: no limit here). Throws EntityTooLarge. */
export function checkSize(size: number, limit: number | null): void {
  if (limit !== null && size > limit) throw STORAGE_ERRORS.entityTooLarge();
}

/** PostgreSQL's refusal → Storage's (storage-api DBError): a policy is AccessDenied, a taken name a Duplicate. */
export function fromDbError(e: unknown): StorageError {
  const code = (e as { code?: string } | null)?.code;
  if (code === '42501') return STORAGE_ERRORS.accessDenied('new row violates row-level security policy');
  if (code === '23505') return STORAGE_ERRORS.alreadyExists();
  return new StorageError(500, 'DatabaseError', 'DatabaseError', (e as Error)?.message ?? 'database error');
}

export type StorageClaims = { role: 'anon' | 'authenticated'; sub?: string; [claim: string]: unknown };

/** `fn` in one transaction as Storage runs a caller's statements: the caller's role and request.jwt.claims. */
export async function asCaller<T>(pool: pg.Pool, claims: StorageClaims, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(claims.role === 'authenticated' ? 'set local role authenticated' : 'set local role anon');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const out = await fn(client);
    await client.query('commit');
    return out;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e instanceof StorageError ? e : fromDbError(e);
  } finally {
    client.release();
  }
}

interface Part {
  body: Buffer;
  contentType: string;
}
/** A multipart/form-data body: the file part (storage-js appends it under the empty field name) and text fields. */
export function parseMultipart(buf: Buffer, contentType: string): { file: Part | null; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let file: Part | null = null;
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)?.slice(1).find(Boolean);
  if (!boundary) return { file, fields };
  const delimiter = Buffer.from(`--${boundary}`);
  let start = buf.indexOf(delimiter);
  while (start !== -1) {
    const next = buf.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = buf.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString();
    const content = part.subarray(split + 4);
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    if (name === '' || /filename=/i.test(head)) {
      file ??= { body: content, contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream' };
    } else {
      fields[name] = content.toString();
    }
    start = next;
  }
  return { file, fields };
}

interface ListOptions {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}
interface ObjectRow {
  id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}
/**
 * storage.search's answer for a folder: the entries one level below `prefix`, files with their row, sub-folders
 * as entries without id or metadata; `search` matches the start of a name. Only rows the caller may select are
 * given (the caller's statement is the one that read `rows`).
 */
export function folderListing(rows: ObjectRow[], opts: ListOptions) {
  const prefix = typeof opts.prefix === 'string' && opts.prefix !== '' ? opts.prefix.replace(/\/?$/, '/') : '';
  const search = typeof opts.search === 'string' ? opts.search.toLowerCase() : '';
  const entries = new Map<string, Record<string, unknown>>();
  for (const r of rows) {
    if (!r.name.startsWith(prefix)) continue;
    const rest = r.name.slice(prefix.length);
    const [first] = rest.split('/');
    if (!first.toLowerCase().startsWith(search)) continue;
    if (rest.includes('/')) {
      entries.set(first, { name: first, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      entries.set(first, {
        name: first,
        id: r.id,
        updated_at: r.updated_at.toISOString(),
        created_at: r.created_at.toISOString(),
        last_accessed_at: r.updated_at.toISOString(),
        metadata: r.metadata,
      });
    }
  }
  const desc = opts.sortBy?.order === 'desc';
  const sorted = [...entries.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)) * (desc ? -1 : 1));
  const offset = Number.isInteger(opts.offset) ? Number(opts.offset) : 0;
  const limit = Number.isInteger(opts.limit) ? Number(opts.limit) : 100;
  return sorted.slice(offset, offset + limit);
}

type Send = (res: ServerResponse, status: number, body?: unknown, headers?: Record<string, string>) => void;

/**
 * The caller's claims as Storage derives them: the anon key (or no token) is role anon; otherwise a JWT whose
 * signature and expiry are checked, nothing else (Storage does not ask Auth about the session).
 */
export function storageClaims(req: IncomingMessage, anonKey: string, jwtSecret: string): StorageClaims {
  const token = bearerToken(req);
  if (!token || token === anonKey) return { role: 'anon' };
  const check = verifyJwt(token, jwtSecret, now());
  if (!check.ok) throw STORAGE_ERRORS.accessDenied(check.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (check.claims.role !== 'authenticated' || typeof check.claims.sub !== 'string') throw STORAGE_ERRORS.accessDenied('invalid role');
  return { ...check.claims, role: 'authenticated' };
}

/** The object API over `pool`; `claimsOf` gives the caller's verified claims (or throws a StorageError). */
export function createStorage(pool: pg.Pool, claimsOf: (req: IncomingMessage) => StorageClaims, send: Send) {
  /** The bytes of stored objects, by `<bucket>/<name>`; their rows live in storage.objects. */
  const bytes = new Map<string, Buffer>();

  /** Read as Storage reads a bucket: as the service, whatever the caller may see. */
  async function findBucket(id: string): Promise<Bucket> {
    const { rows } = await pool.query<Bucket & { file_size_limit: string | null }>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
    return {
      ...rows[0],
      public: Boolean(rows[0].public),
      file_size_limit: rows[0].file_size_limit === null ? null : Number(rows[0].file_size_limit),
    };
  }

  function serve(req: IncomingMessage, res: ServerResponse, bucket: string, row: ObjectRow) {
    const body = bytes.get(`${bucket}/${row.name}`);
    if (!body) throw STORAGE_ERRORS.noSuchKey();
    const meta = row.metadata ?? {};
    const field = (k: string, fallback: string) => (typeof meta[k] === 'string' ? meta[k] : fallback);
    res.writeHead(200, {
      'content-type': field('mimetype', 'application/octet-stream'),
      'cache-control': field('cacheControl', 'max-age=3600'),
      'content-length': body.length,
      etag: field('eTag', `"${row.id}"`),
      'last-modified': row.updated_at.toUTCString(),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function upload(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string, body: Buffer, upsert: boolean) {
    const bucket = await findBucket(bucketId);
    const claims = claimsOf(req);
    const ct = req.headers['content-type'] ?? 'application/octet-stream';
    const form = ct.startsWith('multipart/form-data') ? parseMultipart(body, ct) : null;
    const file = form ? form.file : { body, contentType: ct };
    if (!file || file.body.length === 0) throw STORAGE_ERRORS.noContent();
    const cacheControl = form?.fields.cacheControl
      ? `max-age=${form.fields.cacheControl}`
      : String(req.headers['cache-control'] ?? 'no-cache');
    const metadata = {
      eTag: `"${createHash('md5').update(file.body).digest('hex')}"`,
      size: file.body.length,
      mimetype: file.contentType,
      cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: file.body.length,
      httpStatusCode: 200,
    };
    const insert = `insert into storage.objects as o (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)`;
    const merge = ` on conflict (bucket_id, name) do update set owner = excluded.owner, metadata = excluded.metadata, updated_at = now()`;
    const id = await asCaller(pool, claims, async (c) => {
      // The permission comes first, as in Storage (its upload tests the write as the caller before reading the file).
      const { rows } = await c.query<{ id: string }>(`${insert}${upsert ? merge : ''} returning o.id`, [
        bucket.id,
        name,
        claims.role === 'authenticated' ? (claims.sub ?? null) : null,
        JSON.stringify(metadata),
      ]);
      checkMimeType(file.contentType, bucket.allowed_mime_types);
      checkSize(file.body.length, bucket.file_size_limit);
      return rows[0].id;
    });
    bytes.set(`${bucket.id}/${name}`, Buffer.from(file.body));
    send(res, 200, { Id: id, Key: `${bucket.id}/${name}` });
  }

  async function remove(req: IncomingMessage, res: ServerResponse, bucketId: string, names: string[], one: boolean) {
    const bucket = await findBucket(bucketId);
    const rows = await asCaller(
      pool,
      claimsOf(req),
      async (c) =>
        (
          await c.query<ObjectRow & { bucket_id: string }>(
            'delete from storage.objects where bucket_id = $1 and name = any($2) returning id, name, bucket_id, owner, metadata, created_at, updated_at',
            [bucket.id, names],
          )
        ).rows,
    );
    for (const r of rows) bytes.delete(`${bucket.id}/${r.name}`);
    if (!one) return send(res, 200, rows);
    if (rows.length === 0) throw STORAGE_ERRORS.noSuchKey();
    send(res, 200, { message: 'Successfully deleted' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
    const method = req.method ?? 'GET';
    const parts = url.pathname.slice('/storage/v1/object/'.length).split('/').map(decodeURIComponent);
    const read = method === 'GET' || method === 'HEAD';

    if (parts[0] === 'public' && read) {
      const [, bucketId, ...path] = parts;
      const bucket = await findBucket(bucketId);
      if (!bucket.public) throw STORAGE_ERRORS.noSuchBucket();
      const { rows } = await pool.query<ObjectRow>(
        'select id, name, owner, metadata, created_at, updated_at from storage.objects where bucket_id = $1 and name = $2',
        [bucket.id, path.join('/')],
      );
      if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
      return serve(req, res, bucket.id, rows[0]);
    }
    if (parts[0] === 'list' && method === 'POST' && parts.length === 2) {
      const bucket = await findBucket(parts[1]);
      let opts: ListOptions = {};
      try {
        opts = JSON.parse(body.toString() || '{}') as ListOptions;
      } catch {
        throw STORAGE_ERRORS.invalidRequest('Body is not JSON');
      }
      const rows = await asCaller(
        pool,
        claimsOf(req),
        async (c) =>
          (
            await c.query<ObjectRow>(
              `select id, name, owner, metadata, created_at, updated_at from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
              [bucket.id, typeof opts.prefix === 'string' ? opts.prefix : ''],
            )
          ).rows,
      );
      return send(res, 200, folderListing(rows, opts));
    }
    if (read) {
      const [bucketId, ...path] = parts[0] === 'authenticated' ? parts.slice(1) : parts;
      const bucket = await findBucket(bucketId);
      const rows = await asCaller(
        pool,
        claimsOf(req),
        async (c) =>
          (
            await c.query<ObjectRow>(
              'select id, name, owner, metadata, created_at, updated_at from storage.objects where bucket_id = $1 and name = $2',
              [bucket.id, path.join('/')],
            )
          ).rows,
      );
      if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
      return serve(req, res, bucket.id, rows[0]);
    }
    const [bucketId, ...path] = parts;
    const name = path.join('/');
    if (method === 'DELETE' && name === '') {
      let prefixes: unknown;
      try {
        prefixes = (JSON.parse(body.toString() || '{}') as { prefixes?: unknown }).prefixes;
      } catch {
        throw STORAGE_ERRORS.invalidRequest('Body is not JSON');
      }
      if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string'))
        throw STORAGE_ERRORS.invalidRequest('prefixes must be a list of names');
      return remove(req, res, bucketId, prefixes, false);
    }
    if (method === 'DELETE') return remove(req, res, bucketId, [name], true);
    if ((method === 'POST' || method === 'PUT') && name !== '' && bucketId !== 'public' && bucketId !== 'authenticated') {
      // PUT replaces (Storage's update route uploads with upsert); POST creates, or replaces with x-upsert: true.
      const upsert = method === 'PUT' || String(req.headers['x-upsert'] ?? 'false') === 'true';
      return upload(req, res, bucketId, name, body, upsert);
    }
    throw STORAGE_ERRORS.invalidRequest(`${method} ${url.pathname} is not served by the stand-in`);
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
      try {
        await handle(req, res, url, body);
      } catch (e) {
        if (!(e instanceof StorageError)) throw e;
        send(res, e.httpStatus, e.body);
      }
    },
    /** Forgets every object (the test reset): rows and bytes. */
    async clear() {
      await pool.query('delete from storage.objects');
      bytes.clear();
    },
  };
}
