/**
 * A small stand-in for Supabase, for the accounts end-to-end tests and the sync tests: the Auth (GoTrue) API this
 * site's flows use (auth.ts: request shapes taken from @supabase/auth-js GoTrueClient and lib/fetch), kept in memory;
 * Storage's object API (storage.ts: bytes in memory, every bucket limit and permission from PostgreSQL); and
 * `/rest/v1`, forwarded to a real PostgreSQL database of its own (every migration applied; rest-route.ts, rest.ts)
 * under the caller's role and verified JWT claims, capped at "max rows" as PostgREST's db-max-rows caps it.
 * What they remember is one shared object (state.ts); this file routes requests to them and to the test hooks
 * (test-hooks.ts). Listens on loopback only. `server.ts` runs it; tests may start it in-process with startFakeSupabase().
 *
 * Test hooks (test-hooks.ts, no API key needed), under /__test/: health, last-otp, requests, fail-next, user, config,
 * reset, rest-fault, log, auth-rate-limit, sessions, objects.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSupabaseDatabase, dropOrphans, type TestDatabase } from '../../supabase/tests/harness';
import { createAuth } from './auth';
import { authError, cors, readBody, send } from './http';
import { readRestSchema } from './rest';
import { createRest } from './rest-route';
import { createState, endOutage } from './state';
import { createStorage, storageClaims } from './storage';
import { createTestHooks } from './test-hooks';

export const DB_PREFIX = 'reefcalc_fake';
/** The test secret the stand-in signs its access tokens with (HS256, as a project with a legacy JWT secret). */
export const DEFAULT_JWT_SECRET = 'reefcalc-fake-supabase-test-secret-0123456789';

export interface FakeSupabaseOptions {
  port?: number;
  anonKey?: string;
  jwtSecret?: string;
  /** log API requests (the request log hook); on by default */
  quiet?: boolean;
  /**
   * PostgREST's db-max-rows: no /rest/v1 read returns more rows (Supabase's default is 1000). Default:
   * FAKE_SUPABASE_MAX_ROWS, else 1000; null for no cap. Tests change it with POST /__test/config {maxRows}.
   */
  maxRows?: number | null;
}

export interface FakeSupabase {
  url: string;
  port: number;
  db: TestDatabase;
  close(): Promise<void>;
}

/** FAKE_SUPABASE_MAX_ROWS as a cap: unset means Supabase's default of 1000, `none` no cap. */
export function maxRowsFromEnv(value: string | undefined): number | null {
  if (value === undefined || value === '') return 1000;
  if (value === 'none') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`FAKE_SUPABASE_MAX_ROWS must be a whole number of at least 1 or "none", not ${value}`);
  return n;
}

export async function startFakeSupabase(opts: FakeSupabaseOptions = {}): Promise<FakeSupabase> {
  const PORT = opts.port ?? 54329;
  const HOST = '127.0.0.1';
  const anonKey = opts.anonKey ?? 'fake-anon-key';
  const jwtSecret = opts.jwtSecret ?? DEFAULT_JWT_SECRET;
  const BASE = `http://${HOST}:${PORT}`;
  const maxRows = opts.maxRows !== undefined ? opts.maxRows : maxRowsFromEnv(process.env.FAKE_SUPABASE_MAX_ROWS);

  await dropOrphans(DB_PREFIX).catch(() => []);
  const db = await createSupabaseDatabase(DB_PREFIX);
  const state = createState({
    base: BASE,
    anonKey,
    jwtSecret,
    db,
    restSchema: await readRestSchema(db.pool),
    maxRows,
  });
  const auth = createAuth(state);
  const storage = createStorage(db.pool, (req) => storageClaims(req, anonKey, jwtSecret), send);
  const rest = createRest(state);
  const testHooks = createTestHooks(state, storage);

  /** The API, by path prefix, once the API key is checked. */
  const apis = [
    { prefix: '/auth/v1/', api: auth },
    { prefix: '/storage/v1/object/', api: storage },
    { prefix: '/rest/v1/', api: rest },
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      cors(req, res);
      const url = new URL(req.url ?? '/', BASE);
      // `outage: 'reset'` drops every API connection unanswered, `outage: 'hang'` accepts and never answers (an
      // unreachable project; e2e/faults.spec.ts); the test hooks still answer, so a test can end it.
      if (state.config.outage && !url.pathname.startsWith('/__test/')) {
        if (state.config.outage === 'hang') return void state.hung.add(res);
        return void req.socket.destroy();
      }
      if (req.method === 'OPTIONS') return send(res, 204);
      const body = await readBody(req);
      if (url.pathname.startsWith('/__test/')) return await testHooks.handle(req, res, url, body);

      if (!opts.quiet)
        state.requests.push({
          method: req.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          origin: req.headers.origin ?? null,
          at: Date.now(),
        });
      const failure = state.failures.find((f) => url.pathname === f.path && (!f.method || f.method === req.method));
      if (failure) {
        state.failures.splice(state.failures.indexOf(failure), 1);
        return authError(res, failure.status, failure.code, failure.message);
      }

      const publicRead = url.pathname.startsWith('/storage/v1/object/public/') && (req.method === 'GET' || req.method === 'HEAD');
      if (!publicRead && req.headers.apikey !== anonKey)
        return send(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      const route = apis.find((a) => url.pathname.startsWith(a.prefix));
      if (route) return await route.api.handle(req, res, url, body);
      return send(res, 404, { message: 'not found' });
    } catch (e) {
      console.error(e);
      if (!res.headersSent) send(res, 500, { message: 'fake server error' });
    }
  }
  // handle() catches every error itself, so the promise it returns never rejects.
  const server = createServer((req, res) => void handle(req, res));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT, HOST, () => resolve());
  });
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://${HOST}:${port}`,
    port,
    db,
    async close() {
      endOutage(state);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await db.drop();
    },
  };
}
