/**
 * The few PostgREST (`/rest/v1`) shapes this site sends, forwarded to PostgreSQL the way PostgREST runs them: one
 * transaction per request that first does `set local role <role of the verified JWT>` and
 * `set_config('request.jwt.claims', <claims>, true)`, then one parameterised statement, so row-level security,
 * constraints and triggers are PostgreSQL's own. Identifiers come only from the table list below; every value is a
 * parameter. Anything else is refused with 400 (an untested query never passes silently).
 *
 * Covered: GET select (columns or *, filters eq/neq/gt/gte/lt/lte/is/in, `or=(…)` with nested and(), order, limit,
 * offset, `Prefer: count=exact`), capped at "max rows" as PostgREST's db-max-rows caps it and answered with
 * PostgREST's Content-Range; POST insert/upsert (`Prefer: resolution=merge-duplicates`, `on_conflict`, `columns`,
 * return=representation|minimal); PATCH update and DELETE filtered by `id=eq.`; POST /rpc/claim_username, /rpc/log_server_now and
 * the calendar feed's functions (calendar_feed, calendar_feed_replace, calendar_feed_revoke).
 * Not covered: embedded resources, aggregates, the `Range` request header, planned/estimated counts, `select`
 * aliases/casts, json paths in filters, like/ilike/fts, `single()`/`maybeSingle()`, CSV, other functions, bulk
 * PATCH/DELETE, schemas but public.
 */
import type pg from 'pg';

/**
 * The tables reachable through the forwarder. Their columns and types are not written here: `readRestSchema` reads them
 * from information_schema.columns of the database the stand-in already builds from supabase/migrations at start-up
 * (supabase/tests/harness.ts), so a migration that adds, drops or retypes a column reaches the fake with no fourth copy
 * of the row shape. Reading them live costs one query on a database that exists anyway, where a generated, checked-in
 * file would cost a generate step and a staleness test and could still drift between the two.
 */
// the public pages' tables and view grant columns, not rows (no user_id): a select names its columns
export const REST_TABLES = [
  'log_tanks',
  'log_entries',
  'usernames',
  'calendar_feeds',
  'public_profiles',
  'tank_shares',
  'community_tanks',
  'reports',
  'tank_follows',
] as const;
export type RestTable = (typeof REST_TABLES)[number];

/** Each served table's columns with the type a parameter is cast to (`uuid`, `timestamptz`, `int8`, `text[]`, …). */
export type RestSchema = Record<RestTable, Record<string, string>>;

/** The served tables' columns as PostgreSQL has them after every migration. */
export async function readRestSchema(pool: pg.Pool): Promise<RestSchema> {
  const { rows } = await pool.query<{ table_name: RestTable; column_name: string; cast: string }>(
    `select table_name, column_name,
            case when data_type = 'ARRAY' then format('%s[]', substr(udt_name, 2))
                 when udt_schema = 'pg_catalog' then udt_name
                 else format('%I.%I', udt_schema, udt_name) end as cast
       from information_schema.columns
      where table_schema = 'public' and table_name = any($1::text[])
      order by table_name, ordinal_position`,
    [REST_TABLES],
  );
  const schema = Object.fromEntries(REST_TABLES.map((t) => [t, {}])) as RestSchema;
  for (const r of rows) schema[r.table_name][r.column_name] = r.cast;
  for (const t of REST_TABLES) if (Object.keys(schema[t]).length === 0) throw new Error(`table public.${t} is not in the database`);
  return schema;
}

/** The functions reachable through /rpc, with their text arguments in order (supabase/migrations). */
const FUNCTIONS = {
  claim_username: ['new_username'],
  log_server_now: [],
  calendar_feed: ['token_hash'],
  calendar_feed_replace: ['token_hash'],
  calendar_feed_revoke: [],
  public_tank_entries: ['p_username', 'p_slug'],
  public_tank_targets: ['p_username', 'p_slug'],
} as const;
type RestFunction = keyof typeof FUNCTIONS;
/** Functions that return a set of rows: PostgREST answers them with a JSON array. */
const SET_RETURNING: ReadonlySet<RestFunction> = new Set(['public_tank_entries']);

type Op = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'is' | 'in';
export type Filter =
  { kind: 'cmp'; column: string; op: Op; value: string | string[] | null | boolean } | { kind: 'or' | 'and'; items: Filter[] };

export type RestQuery =
  | {
      kind: 'select';
      table: RestTable;
      /** the table's column types (readRestSchema) */
      types: Record<string, string>;
      columns: string[] | '*';
      filters: Filter[];
      order: { column: string; asc: boolean }[];
      limit: number | null;
      offset: number;
      /** `Prefer: count=exact`: the total of matching rows, for Content-Range */
      count: boolean;
    }
  | {
      kind: 'upsert';
      table: RestTable;
      types: Record<string, string>;
      rows: Record<string, unknown>[];
      columns: string[];
      merge: boolean;
      returning: boolean;
    }
  | {
      kind: 'update';
      table: RestTable;
      types: Record<string, string>;
      where: Filter[];
      values: Record<string, unknown>;
      returning: boolean;
    }
  | { kind: 'delete'; table: RestTable; types: Record<string, string>; where: Filter[]; returning: boolean }
  | { kind: 'rpc'; fn: RestFunction; args: Record<string, unknown> };

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
  get body() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}
const bad = (message: string) => new RestError(400, 'PGRST100', message);

const isTable = (t: string): t is RestTable => (REST_TABLES as readonly string[]).includes(t);
/** A table and its column types, as the parser checks names against them. */
type Columns = { name: RestTable; types: Record<string, string> };
function column(t: Columns, c: string): string {
  if (!Object.hasOwn(t.types, c)) throw new RestError(400, '42703', `column ${t.name}.${c} does not exist`);
  return c;
}
const quote = (c: string) => `"${c}"`;

/** Splits `a,b,and(c,d)` at top-level commas, honouring parentheses and double quotes. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inQuote = false;
  let cur = '';
  for (const ch of s) {
    if (ch === '"') inQuote = !inQuote;
    else if (!inQuote && ch === '(') depth++;
    else if (!inQuote && ch === ')') depth--;
    if (!inQuote && depth === 0 && ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
    if (depth < 0) throw bad('unbalanced parentheses');
  }
  if (depth !== 0 || inQuote) throw bad('unbalanced parentheses or quotes');
  out.push(cur);
  return out;
}
const unquote = (v: string) => (v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v);

function parseOpValue(t: Columns, col: string, opValue: string): Filter {
  const dot = opValue.indexOf('.');
  if (dot < 0) throw bad(`"${opValue}" is not an operator and value`);
  const op = opValue.slice(0, dot);
  const raw = opValue.slice(dot + 1);
  column(t, col);
  if (op === 'is') {
    const v = { null: null, true: true, false: false }[raw];
    if (v === undefined) throw bad(`is.${raw} is not supported`);
    return { kind: 'cmp', column: col, op, value: v };
  }
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw bad('in needs a (list)');
    return { kind: 'cmp', column: col, op, value: splitTop(raw.slice(1, -1)).map(unquote) };
  }
  if (!['eq', 'neq', 'gt', 'gte', 'lt', 'lte'].includes(op)) throw bad(`operator ${op} is not supported here`);
  return { kind: 'cmp', column: col, op: op as Op, value: unquote(raw) };
}

/** `or=(a.gt.1,and(b.eq.2,c.lt.3))` → a filter tree. */
function parseLogic(t: Columns, kind: 'or' | 'and', inner: string): Filter {
  if (!inner.startsWith('(') || !inner.endsWith(')')) throw bad(`${kind} needs a (list)`);
  const items = splitTop(inner.slice(1, -1)).map((part): Filter => {
    const m = /^(or|and)(\(.*\))$/s.exec(part);
    if (m) return parseLogic(t, m[1] as 'or' | 'and', m[2]);
    const dot = part.indexOf('.');
    if (dot < 0) throw bad(`"${part}" is not a condition`);
    return parseOpValue(t, part.slice(0, dot), part.slice(dot + 1));
  });
  return { kind, items };
}

const prefers = (prefer: string | undefined) =>
  new Set(
    String(prefer ?? '')
      .split(/[,\s]+/)
      .filter(Boolean),
  );

/** The request as one of the shapes above, or a RestError (400) for anything else. */
export function parseRestRequest(
  method: string,
  url: URL,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  schema: RestSchema,
): RestQuery {
  const path = url.pathname.replace(/^\/rest\/v1\//, '');
  const prefer = prefers(Array.isArray(headers.prefer) ? headers.prefer.join(',') : headers.prefer);
  const returning = prefer.has('return=representation');
  if (String(headers.accept ?? '').includes('vnd.pgrst.object')) throw bad('single-object responses are not supported');
  if (headers.range !== undefined) throw bad('the Range header is not supported (use limit and offset)');
  if (prefer.has('count=planned') || prefer.has('count=estimated')) throw bad('only count=exact is supported');
  const profile = headers['content-profile'] ?? headers['accept-profile'];
  if (profile && profile !== 'public') throw bad('only the public schema');

  if (path.startsWith('rpc/')) {
    const fn = path.slice(4);
    if (method !== 'POST' || !Object.hasOwn(FUNCTIONS, fn))
      throw new RestError(404, 'PGRST202', `Could not find the function public.${fn}`);
    const args = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    const names = FUNCTIONS[fn as RestFunction] as readonly string[];
    if (!args || Object.keys(args).length !== names.length || !names.every((n) => typeof args[n] === 'string')) {
      throw new RestError(404, 'PGRST202', `Could not find the function public.${fn} with these arguments`);
    }
    return { kind: 'rpc', fn: fn as RestFunction, args };
  }

  if (!isTable(path)) throw new RestError(404, '42P01', `relation public.${path} does not exist`);
  const table = path;
  const types = schema[table];
  const cols: Columns = { name: table, types };
  const params = [...url.searchParams.entries()];
  const known = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and']);

  if (method === 'GET') {
    const sel = url.searchParams.get('select') ?? '*';
    const columns = sel === '*' ? '*' : sel.split(',').map((c) => column(cols, c.trim()));
    const filters: Filter[] = [];
    for (const [k, v] of params) {
      if (k === 'or' || k === 'and') filters.push(parseLogic(cols, k, v));
      else if (!known.has(k)) filters.push(parseOpValue(cols, k, v));
      else if (k === 'on_conflict' || k === 'columns') throw bad(`${k} on a select`);
    }
    const order = (url.searchParams.get('order') ?? '')
      .split(',')
      .filter(Boolean)
      .map((o) => {
        const [c, dir = 'asc', ...rest] = o.split('.');
        if (rest.length || !['asc', 'desc'].includes(dir)) throw bad(`order ${o} is not supported`);
        return { column: column(cols, c), asc: dir === 'asc' };
      });
    const num = (k: string) => {
      const v = url.searchParams.get(k);
      if (v === null) return null;
      if (!/^\d{1,6}$/.test(v)) throw bad(`${k} must be a whole number`);
      return Number(v);
    };
    return {
      kind: 'select',
      table,
      types,
      columns,
      filters,
      order,
      limit: num('limit'),
      offset: num('offset') ?? 0,
      count: prefer.has('count=exact'),
    };
  }

  if (method === 'POST') {
    const rows = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : null;
    if (!rows || rows.length === 0 || rows.length > 1000 || !rows.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
      throw bad('the body must be an object or an array of 1–1000 objects');
    }
    for (const [k] of params) if (k !== 'on_conflict' && k !== 'columns' && k !== 'select') throw bad(`${k} on an insert`);
    const onConflict = url.searchParams.get('on_conflict');
    if (onConflict !== null && onConflict !== 'id') throw bad('on_conflict must be id');
    const merge = prefer.has('resolution=merge-duplicates');
    if (prefer.has('resolution=ignore-duplicates')) throw bad('ignore-duplicates is not supported');
    const listed = url.searchParams.get('columns');
    const columns = (listed ? listed.split(',').map((c) => unquote(c.trim())) : Object.keys(rows[0] as object)).map((c) => column(cols, c));
    for (const r of rows as Record<string, unknown>[]) for (const k of Object.keys(r)) column(cols, k);
    return { kind: 'upsert', table, types, rows: rows as Record<string, unknown>[], columns, merge, returning };
  }

  if (method === 'DELETE' && table === 'tank_follows') {
    const id = url.searchParams.get('share_id');
    const others = params.filter(([k]) => k !== 'share_id' && k !== 'select');
    if (!id?.startsWith('eq.') || others.length || url.searchParams.getAll('share_id').length !== 1)
      throw bad('DELETE of tank_follows is supported by share_id=eq.<id> only');
    return { kind: 'delete', table, types, where: [{ kind: 'cmp', column: 'share_id', op: 'eq', value: id.slice(3) }], returning };
  }

  if (method === 'PATCH' || method === 'DELETE') {
    let where: Filter[];
    if (table in KEYED_BY_CALLER) {
      // one row per account, found by the row policy: any filters, at least one (Supabase refuses an unfiltered
      // write, as pg-safeupdate does)
      where = params.filter(([k]) => k !== 'select').map(([k, v]) => parseOpValue(cols, k, v));
      if (where.length === 0) throw bad(`${method} needs a filter`);
    } else {
      const id = url.searchParams.get('id');
      const others = params.filter(([k]) => k !== 'id' && k !== 'select');
      if (!id?.startsWith('eq.') || others.length || url.searchParams.getAll('id').length !== 1)
        throw bad(`${method} is supported by id=eq.<id> only`);
      where = [{ kind: 'cmp', column: 'id', op: 'eq', value: id.slice(3) }];
    }
    if (method === 'DELETE') return { kind: 'delete', table, types, where, returning };
    if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length === 0) throw bad('PATCH needs an object');
    for (const k of Object.keys(body)) column(cols, k);
    return { kind: 'update', table, types, where, values: body as Record<string, unknown>, returning };
  }
  throw bad(`${method} is not supported`);
}

/** A parameter with its cast, JSON values passed as JSON text. */
function param(values: unknown[], type: string, v: unknown): string {
  values.push(type === 'jsonb' ? (v === null || v === undefined ? null : JSON.stringify(v)) : v === undefined ? null : v);
  return `$${values.length}::${type}`;
}

function filterSql(types: Record<string, string>, f: Filter, values: unknown[]): string {
  if (f.kind !== 'cmp') return `(${f.items.map((i) => filterSql(types, i, values)).join(f.kind === 'or' ? ' or ' : ' and ')})`;
  const type = types[f.column];
  const col = quote(f.column);
  if (f.op === 'is') return `${col} is ${f.value === null ? 'null' : f.value ? 'true' : 'false'}`;
  if (f.op === 'in') return `${col} = any(${(values.push(f.value), `$${values.length}::${type}[]`)})`;
  const sqlOp = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[f.op];
  return `${col} ${sqlOp} ${param(values, type, f.value)}`;
}

/**
 * A write's returning clause: the whole row only for `return=representation`, as PostgREST does. A table that grants
 * columns, not the table (tank_shares, public_profiles), refuses a whole-row returning to its writers.
 */
const returning = (q: { table: RestTable; returning: boolean }) =>
  q.returning ? ' returning to_jsonb(x) as r' : q.table in PRIVATE_COLUMN_TABLES ? '' : ' returning to_jsonb(x) as r';
const PRIVATE_COLUMN_TABLES = { public_profiles: true, tank_shares: true, community_tanks: true, reports: true, tank_follows: true };
/** Tables of one row per account with no `id` column: a write finds the caller's row by its policy and a filter. */
const KEYED_BY_CALLER = { public_profiles: true };

/** The statement for a parsed request: text and parameters. Rows come back as to_jsonb (PostgREST's JSON). */
export function toSql(q: RestQuery): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  if (q.kind === 'rpc') {
    const names: readonly string[] = FUNCTIONS[q.fn];
    const call = `public.${q.fn}(${names.map((_, i) => `$${i + 1}::text`).join(', ')})`;
    return {
      text: SET_RETURNING.has(q.fn)
        ? `select coalesce(jsonb_agg(to_jsonb(x)), '[]'::jsonb) as r from ${call} x`
        : `select to_jsonb(${call}) as r`,
      values: names.map((n) => q.args[n]),
    };
  }
  const t = `public.${q.table}`;
  if (q.kind === 'select') {
    const where = q.filters.length ? ` where ${q.filters.map((f) => filterSql(q.types, f, values)).join(' and ')}` : '';
    const order = q.order.length ? ` order by ${q.order.map((o) => `${quote(o.column)} ${o.asc ? 'asc' : 'desc'}`).join(', ')}` : '';
    const limit = q.limit === null ? '' : ` limit ${q.limit}`;
    const proj = q.columns === '*' ? 'to_jsonb(x)' : `jsonb_build_object(${q.columns.map((c) => `'${c}', x.${quote(c)}`).join(', ')})`;
    return { text: `select ${proj} as r from ${t} x${where}${order}${limit} offset ${q.offset}`, values };
  }
  const cols = q.types;
  if (q.kind === 'upsert') {
    const tuples = q.rows.map((r) => `(${q.columns.map((c) => param(values, cols[c], r[c] ?? null)).join(', ')})`);
    const updates = q.columns.filter((c) => c !== 'id').map((c) => `${quote(c)} = excluded.${quote(c)}`);
    const conflict = q.merge ? ` on conflict (id) do ${updates.length ? `update set ${updates.join(', ')}` : 'nothing'}` : '';
    return {
      text: `insert into ${t} as x (${q.columns.map(quote).join(', ')}) values ${tuples.join(', ')}${conflict}${returning(q)}`,
      values,
    };
  }
  if (q.kind === 'update') {
    const sets = Object.entries(q.values).map(([c, v]) => `${quote(c)} = ${param(values, cols[c], v)}`);
    const where = q.where.map((f) => filterSql(q.types, f, values)).join(' and ');
    return { text: `update ${t} as x set ${sets.join(', ')} where ${where}${returning(q)}`, values };
  }
  const where = q.where.map((f) => filterSql(q.types, f, values)).join(' and ');
  return { text: `delete from ${t} as x where ${where}${returning(q)}`, values };
}

/** The total behind a select (its filters, no order, limit or offset), for `Prefer: count=exact`. */
export function countSql(q: Extract<RestQuery, { kind: 'select' }>): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const where = q.filters.length ? ` where ${q.filters.map((f) => filterSql(q.types, f, values)).join(' and ')}` : '';
  return { text: `select count(*)::bigint as n from public.${q.table} x${where}`, values };
}

/**
 * PostgREST's db-max-rows: a read never returns more than `maxRows` rows, whatever `limit` asks (no limit means
 * the cap). Null means no cap, as when db-max-rows is unset. Writes are not capped.
 */
export function capRows(q: RestQuery, maxRows: number | null): RestQuery {
  if (q.kind !== 'select' || maxRows === null) return q;
  return { ...q, limit: q.limit === null ? maxRows : Math.min(q.limit, maxRows) };
}

/**
 * PostgREST's answer to a read of `rows` rows from `offset` (RangeQuery.hs): `Content-Range: <first>-<last>/<total>`
 * (`*` for an empty range, `*` for the total unless a count was asked), and 206 when a count shows the rows are
 * only part of the total. An offset past a counted total is 416 (PGRST103).
 */
export function readRange(offset: number, rows: number, total: number | null): { status: number; contentRange: string } {
  const upper = offset + rows - 1;
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  const contentRange = `${range}/${total ?? '*'}`;
  if (total === null) return { status: 200, contentRange };
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return { status: rows < total ? 206 : 200, contentRange };
}

/**
 * PostgreSQL error → PostgREST's HTTP status (https://docs.postgrest.org/en/stable/references/errors.html), its table
 * in order: `PTxyz` (raised on purpose, e.g. the log's version conflict PT409) is HTTP xyz; a code the table does
 * not name, the constraint and data errors (23xxx, 22xxx) among them, is 400.
 */
export function httpStatus(code: string, role: string): number {
  const pt = /^PT(\d{3})$/.exec(code);
  if (pt) return Number(pt[1]) >= 100 ? Number(pt[1]) : 500;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '21000': 500, // e.g. an upsert naming the same id twice ("cannot affect row a second time")
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': role === 'anon' ? 401 : 403,
  };
  if (Object.hasOwn(exact, code)) return exact[code];
  const byClass: Record<string, number> = { '08': 503, '0L': 403, '0P': 403, '28': 403, '53': 503 };
  const prefix = code.slice(0, 2);
  if (Object.hasOwn(byClass, prefix)) return byClass[prefix];
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix)) return 500;
  return 400;
}

export interface RestHooks {
  /** runs in the transaction after the statement, before commit: throwing rolls the statement's work back */
  afterStatement?: (q: RestQuery, client: pg.PoolClient) => Promise<void>;
}

/** Runs `q` as PostgREST would for a caller with `claims`: returns status and JSON body. */
export async function runRestQuery(
  pool: pg.Pool,
  claims: { role: 'anon' | 'authenticated'; [k: string]: unknown },
  q: RestQuery,
  hooks: RestHooks = {},
) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(claims.role === 'authenticated' ? 'set local role authenticated' : 'set local role anon');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    const { text, values } = toSql(q);
    const { rows } = await client.query<{ r: unknown }>(text, values);
    const total =
      q.kind === 'select' && q.count ? Number((await client.query<{ n: string }>(countSql(q).text, countSql(q).values)).rows[0].n) : null;
    await hooks.afterStatement?.(q, client);
    await client.query('commit');
    if (q.kind === 'rpc') return { status: 200, body: rows[0]?.r ?? null };
    const data = rows.map((r) => r.r);
    if (q.kind === 'select') {
      const { status, contentRange } = readRange(q.offset, data.length, total);
      return { status, body: data, headers: { 'content-range': contentRange } };
    }
    if (!q.returning) return { status: q.kind === 'upsert' ? 201 : 204, body: undefined };
    return { status: q.kind === 'upsert' ? 201 : 200, body: data };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    if (e instanceof RestError) throw e;
    const err = e as { code?: string; message?: string; detail?: string; hint?: string };
    if (!err.code) throw e;
    throw new RestError(httpStatus(err.code, claims.role), err.code, err.message ?? 'database error', err.detail ?? null, err.hint ?? null);
  } finally {
    client.release();
  }
}
