/**
 * A real PostgreSQL shaped like a Supabase project, for tests: a fresh, uniquely named database on the machine's
 * PostgreSQL (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), Supabase's roles, the parts of
 * the `auth` and `storage` schemas our migrations use (defined as Supabase defines them), and every migration of
 * supabase/migrations applied in order. Used by the policy tests and by the e2e stand-in (e2e/fake-supabase).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MIGRATIONS_DIR = join(__dirname, '..', 'migrations');

/** Roles are cluster-wide: create them once, tolerating another test creating them at the same moment. */
const ROLES_SQL = ['anon', 'authenticated', 'service_role']
  .map(
    (r) => `do $$ begin
  if not exists (select 1 from pg_roles where rolname = '${r}') then
    create role ${r} nologin noinherit${r === 'service_role' ? ' bypassrls' : ''};
  end if;
exception when duplicate_object or unique_violation then null;
end $$;`,
  )
  .join('\n');

/** What a Supabase project has before its own migrations run (the parts this project touches). */
export const SUPABASE_BASE_SQL = `
set client_min_messages = warning;
create extension if not exists pgcrypto;

-- public: Supabase grants table privileges to its API roles by default; migrations revoke what they must.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- As Supabase defines them (supabase/auth migrations): the request's JWT claims, set per transaction by PostgREST.
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

create schema storage;
grant usage on schema storage to anon, authenticated, service_role;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;
grant all on storage.objects, storage.buckets to anon, authenticated, service_role;
-- storage.foldername as Supabase's storage schema defines it: the folders of a path, file name left out.
create function storage.foldername(name text) returns text[] language plpgsql as $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;
grant execute on function storage.foldername(text) to anon, authenticated, service_role;
`;

/** The migration files, in the order Supabase applies them (by their timestamp prefix). */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
}

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

function urlFor(database: string): string {
  const u = new URL(TEST_PG_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs `sql` on the server's maintenance database. */
async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: TEST_PG_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Applies one migration file of supabase/migrations to the database at `url`. */
export async function applyMigration(url: string, file: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
  } catch (e) {
    throw new Error(`migration ${file} failed: ${(e as Error).message}`);
  } finally {
    await c.end();
  }
}

/**
 * A new database `<prefix>_<pid>_<random>` with Supabase's base and every migration applied (with `before`, only the
 * migrations whose file name sorts before it: a test then writes rows as they were and applies the rest with
 * `applyMigration`). The pid in the name lets a later run drop databases left behind by a process that was killed
 * (`dropOrphans`).
 */
export async function createSupabaseDatabase(prefix = 'reefcalc_test', { before }: { before?: string } = {}): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(async (c) => {
    await c.query(ROLES_SQL);
    await c.query(`create database "${name}"`);
  });
  const url = urlFor(name);
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(SUPABASE_BASE_SQL);
    for (const file of migrationFiles().filter((f) => before === undefined || f < before)) {
      try {
        await setup.query(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      } catch (e) {
        throw new Error(`migration ${file} failed: ${(e as Error).message}`);
      }
    }
  } finally {
    await setup.end();
  }
  // UTC, so to_jsonb writes timestamps as PostgREST sends them from a Supabase project (+00:00).
  const pool = new pg.Pool({ connectionString: url, max: 6, options: '-c timezone=UTC' });
  let dropped = false;
  return {
    name,
    url,
    pool,
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end();
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** Drops databases named `<prefix>_<pid>_…` whose process is gone (a test or server that was killed). */
export async function dropOrphans(prefix: string): Promise<string[]> {
  return admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${prefix}\\_%`]);
    const gone: string[] = [];
    for (const { datname } of rows) {
      const pid = Number(datname.slice(prefix.length + 1).split('_')[0]);
      if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) continue;
      try {
        process.kill(pid, 0);
      } catch {
        await c.query(`drop database if exists "${datname}" with (force)`);
        gone.push(datname);
      }
    }
    return gone;
  });
}

export type Claims = { sub?: string; role: 'anon' | 'authenticated' | 'service_role'; [k: string]: unknown };

/**
 * Runs `fn` in one transaction as PostgREST would for a request carrying `claims`: the role of the claims and
 * `request.jwt.claims` set for this transaction only. Rolls back when `fn` throws.
 */
export async function asRole<T>(pool: pg.Pool, claims: Claims, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    await c.query(
      `set local role ${claims.role === 'authenticated' ? 'authenticated' : claims.role === 'service_role' ? 'service_role' : 'anon'}`,
    );
    await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const out = await fn(c);
    await c.query('commit');
    return out;
  } catch (e) {
    await c.query('rollback').catch(() => {});
    throw e;
  } finally {
    c.release();
  }
}

/** A keeper in auth.users (as the Auth server would create one). */
export async function createAuthUser(pool: pg.Pool, email: string, id?: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.users (id, email) values (coalesce($1::uuid, gen_random_uuid()), $2) returning id`,
    [id ?? null, email],
  );
  return rows[0].id;
}

/**
 * Runs `fn` on one connection as the database owner with triggers off (`session_replication_role = replica`): for
 * tests that must put a row in a state no client write can reach, such as a tombstone the server learned of 100 days
 * ago. Nothing the site or the API roles can do switches triggers off.
 */
export async function withTriggersOff<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('set session_replication_role = replica');
    return await fn(c);
  } finally {
    await c.query('reset session_replication_role').catch(() => {});
    c.release();
  }
}
