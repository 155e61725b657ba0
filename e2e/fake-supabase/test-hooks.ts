/**
 * The stand-in's test hooks, `/__test/…` (no API key needed): they read and change the shared state (state.ts), read
 * the database as its owner, and reset everything between tests. Each hook's entry below says what it takes and
 * answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicUser } from './auth';
import { json, send } from './http';
import { endOutage, userByEmail, type Failure, type FakeState, type RestFault } from './state';

type Hook = (req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) => unknown;
/** `method`: the only method the hook answers (others get the unknown hook's 404); without it, any method. */
type HookRoute = { method?: 'POST'; run: Hook };

export function createTestHooks(state: FakeState, storage: { clear(): Promise<void> }) {
  const { outbox, config } = state;
  const pool = state.db.pool;

  const hooks = new Map<string, HookRoute>([
    /** GET: `{ ok: true }` once the stand-in listens. */
    ['/health', { run: (_req, res) => send(res, 200, { ok: true }) }],
    /** GET ?email=: the last code e-mailed to that address (code, token_hash, type) and how many were sent. */
    [
      '/last-otp',
      {
        run(_req, res, url) {
          const email = String(url.searchParams.get('email') ?? '').toLowerCase();
          const last = outbox.filter((o) => o.email === email).at(-1);
          return last
            ? send(res, 200, {
                code: last.code,
                token_hash: last.token_hash,
                type: last.type,
                sent: outbox.filter((o) => o.email === email).length,
              })
            : send(res, 404, { error: 'no code sent' });
        },
      },
    ],
    /** GET: the API requests logged so far (unless started quiet); DELETE forgets them. */
    [
      '/requests',
      {
        run(req, res) {
          if (req.method === 'DELETE') state.requests = [];
          return send(res, 200, state.requests);
        },
      },
    ],
    /** POST {path, method?, status, code?, message?}: the next API request to that path answers that Auth error. */
    [
      '/fail-next',
      {
        method: 'POST',
        run(_req, res, _url, body) {
          state.failures.push({
            method: null,
            status: 500,
            code: 'unexpected_failure',
            message: 'Injected failure',
            ...(json(body) as Partial<Failure>),
          } as Failure);
          return send(res, 200, { queued: state.failures.length });
        },
      },
    ],
    /**
     * POST {count = 1, grant_type?}: the next `count` POST /auth/v1/token requests, of that grant type or any, answer
     * 429 over_request_rate_limit.
     */
    [
      '/auth-rate-limit',
      {
        method: 'POST',
        run(_req, res, _url, body) {
          const b = json(body) ?? {};
          const count = b.count === undefined ? 1 : Number(b.count);
          if (!Number.isInteger(count) || count < 1) return send(res, 400, { error: 'count must be a whole number of at least 1' });
          state.rateLimits.push({ grantType: typeof b.grant_type === 'string' ? b.grant_type : null, remaining: count });
          return send(res, 200, { queued: state.rateLimits.reduce((n, l) => n + l.remaining, 0) });
        },
      },
    ],
    /** GET ?email=: that keeper's sessions: id, revoked null | 'sign-out' | 'reuse', how many refresh tokens. */
    [
      '/sessions',
      {
        run(_req, res, url) {
          const user = userByEmail(state, url.searchParams.get('email'));
          if (!user) return send(res, 404, { error: 'no such user' });
          const own = [...state.sessions].filter(([, s]) => s.userId === user.id);
          return send(
            res,
            200,
            own.map(([id, s]) => ({
              id,
              revoked: s.revoked,
              refresh_tokens: [...state.refreshTokens.values()].filter((t) => t.sessionId === id).length,
            })),
          );
        },
      },
    ],
    /**
     * POST {mode, table?, method?, skip?}: mode 'drop-after-commit': the statement commits and the connection is
     * dropped unanswered; 'error-500': the statement runs, is rolled back and 500 is answered; 'expire-token': 401 JWT
     * expired, nothing runs.
     */
    [
      '/rest-fault',
      {
        method: 'POST',
        run(_req, res, _url, body) {
          const f = json(body) as RestFault | null;
          if (!f || !['drop-after-commit', 'error-500', 'expire-token'].includes(f.mode))
            return send(res, 400, { error: 'mode must be drop-after-commit, error-500 or expire-token' });
          state.restFaults.push({ mode: f.mode, table: f.table, method: f.method, skip: f.skip });
          return send(res, 200, { queued: state.restFaults.length });
        },
      },
    ],
    /** GET ?email=: that keeper's tanks and entries, tombstones included, read as the database owner. */
    [
      '/log',
      {
        async run(_req, res, url) {
          const user = userByEmail(state, url.searchParams.get('email'));
          if (!user) return send(res, 404, { error: 'no such user' });
          const tanks = await pool.query<{ r: unknown }>(
            'select to_jsonb(t) as r from public.log_tanks t where user_id = $1 order by created_at, id',
            [user.id],
          );
          const entries = await pool.query<{ r: unknown }>(
            'select to_jsonb(e) as r from public.log_entries e where user_id = $1 order by at, id',
            [user.id],
          );
          return send(res, 200, { tanks: tanks.rows.map((r) => r.r), entries: entries.rows.map((r) => r.r) });
        },
      },
    ],
    /** GET ?bucket=&prefix=: the names of a bucket's objects, under that prefix. */
    [
      '/objects',
      {
        async run(_req, res, url) {
          // what a bucket holds now, read as the database owner (e2e/accounts: a deleted photo's objects are gone)
          const { rows } = await pool.query<{ name: string }>(
            'select name from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name',
            [url.searchParams.get('bucket') ?? '', url.searchParams.get('prefix') ?? ''],
          );
          return send(
            res,
            200,
            rows.map((r) => r.name),
          );
        },
      },
    ],
    /** GET ?email=: that user as Auth answers it. */
    [
      '/user',
      {
        run(_req, res, url) {
          const user = userByEmail(state, url.searchParams.get('email'));
          return user ? send(res, 200, publicUser(user)) : send(res, 404, { error: 'no such user' });
        },
      },
    ],
    /**
     * POST {accessTokenTtl?, otpTtl?, refreshReuseInterval?, maxRows?, outage?}: answers the whole config.
     * `maxRows`: no /rest/v1 read returns more rows (start value FAKE_SUPABASE_MAX_ROWS, else 1000; null: no cap).
     * `refreshReuseInterval`: seconds a used refresh token still works (GoTrue's 10 by default); 0 makes any reuse
     * revoke the session at once. `outage`: 'reset' or 'hang' (app.ts); null ends it.
     */
    [
      '/config',
      {
        method: 'POST',
        run(_req, res, _url, body) {
          const values = json(body) ?? {};
          if ('maxRows' in values && values.maxRows !== null && !(Number.isInteger(values.maxRows) && Number(values.maxRows) >= 1))
            return send(res, 400, { error: 'maxRows must be a whole number of at least 1, or null for no cap' });
          if ('refreshReuseInterval' in values && !(typeof values.refreshReuseInterval === 'number' && values.refreshReuseInterval >= 0))
            return send(res, 400, { error: 'refreshReuseInterval must be a number of seconds, 0 or more' });
          Object.assign(config, values);
          if (config.outage !== 'hang') endOutage(state);
          return send(res, 200, config);
        },
      },
    ],
    /** POST: forgets every user, code, session, object, log row, queued fault and logged request; config back to its start values. */
    [
      '/reset',
      {
        method: 'POST',
        async run(_req, res) {
          for (const m of [state.users, state.otps, state.sessions, state.refreshTokens]) m.clear();
          await storage.clear();
          await pool.query('truncate auth.users cascade');
          outbox.length = 0;
          state.requests = [];
          state.failures = [];
          state.restFaults = [];
          state.rateLimits = [];
          Object.assign(config, state.defaults());
          endOutage(state);
          return send(res, 200, { ok: true });
        },
      },
    ],
  ]);

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
      const hook = hooks.get(url.pathname.slice('/__test'.length));
      if (!hook || (hook.method && req.method !== hook.method)) return send(res, 404, { error: 'unknown test hook' });
      return await hook.run(req, res, url, body);
    },
  };
}
