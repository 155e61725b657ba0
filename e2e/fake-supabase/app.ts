/**
 * A small stand-in for Supabase, for the accounts end-to-end tests and the sync tests: the Auth (GoTrue) API this
 * site's flows use (request shapes taken from @supabase/auth-js GoTrueClient and lib/fetch), kept in memory;
 * Storage's object API (storage.ts: bytes in memory, every bucket limit and permission from PostgreSQL); and
 * `/rest/v1`, forwarded to a real PostgreSQL database of its own (every migration applied; rest.ts) under the
 * caller's role and verified JWT claims, capped at "max rows" as PostgREST's db-max-rows caps it.
 * Listens on loopback only. `server.ts` runs it; tests may start it in-process with startFakeSupabase().
 *
 * Test hooks (no API key needed): GET /__test/health, GET /__test/last-otp?email=, GET|DELETE /__test/requests,
 * POST /__test/fail-next {path, method?, status, code?, message?}, GET /__test/user?email=, POST /__test/config
 * {accessTokenTtl?, otpTtl?, refreshReuseInterval?, maxRows?, outage?} (answers the whole config), POST
 * /__test/reset (config back to its start values too), POST /__test/rest-fault {mode, table?, method?, skip?}
 * (mode 'drop-after-commit': the statement commits and the connection is dropped unanswered; 'error-500': the
 * statement runs, is rolled back and 500 is answered; 'expire-token': 401 JWT expired, nothing runs), GET
 * /__test/log?email= (that keeper's tanks and entries, tombstones included, read as the database owner), POST
 * /__test/auth-rate-limit {count = 1, grant_type?} (the next `count` POST /auth/v1/token requests, of that grant
 * type or any, answer 429 over_request_rate_limit), GET /__test/sessions?email= (that keeper's sessions: id,
 * revoked null | 'sign-out' | 'reuse', how many refresh tokens), GET /__test/objects?bucket=&prefix= (the names of
 * a bucket's objects, under that prefix).
 * `maxRows`: no /rest/v1 read returns more rows (start value FAKE_SUPABASE_MAX_ROWS, else 1000; null: no cap).
 * `refreshReuseInterval`: seconds a used refresh token still works (GoTrue's 10 by default); 0 makes any reuse
 * revoke the session at once. `outage: 'reset'` drops every API connection unanswered, `outage: 'hang'` accepts
 * and never answers (an unreachable project; e2e/faults.spec.ts); null ends it.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSupabaseDatabase, dropOrphans, type TestDatabase } from '../../supabase/tests/harness';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';
import { capRows, parseRestRequest, readRestSchema, RestError, runRestQuery, type RestQuery } from './rest';
import { createStorage, STORAGE_ERRORS, type StorageClaims } from './storage';

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

interface User {
  id: string;
  identityId: string;
  email: string;
  password: string | null;
  confirmedAt: string | null;
  confirmationSentAt: string | null;
  lastSignInAt: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}
interface Otp {
  email: string;
  code: string;
  token_hash: string;
  type: string;
  expiresAt: number;
  sentAt: string;
}
interface Failure {
  path: string;
  method: string | null;
  status: number;
  code: string;
  message: string;
}
interface RestFault {
  mode: 'drop-after-commit' | 'error-500' | 'expire-token';
  table?: string;
  method?: string;
  skip?: number;
}
/** A refresh token of a session: each refresh revokes the one presented and issues its child (GoTrue's rotation). */
interface RefreshToken {
  sessionId: string;
  parent: string | null;
  revoked: boolean;
  /** ms; when it was issued or revoked: the reuse interval runs from here */
  updatedAt: number;
}
interface Session {
  userId: string;
  /** why the session ended: signed out, or a refresh token reused outside the reuse interval */
  revoked: null | 'sign-out' | 'reuse';
}
/** The next `remaining` token requests (of `grantType`, or any) answer 429, as GoTrue's rate limiter does. */
interface RateLimit {
  grantType: string | null;
  remaining: number;
}
interface Config {
  accessTokenTtl: number;
  otpTtl: number;
  /** seconds a revoked refresh token may still be used (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL, 10 by default) */
  refreshReuseInterval: number;
  outage: null | 'reset' | 'hang';
  maxRows: number | null;
}
type Body = Record<string, unknown>;

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
  const ANON_KEY = opts.anonKey ?? 'fake-anon-key';
  const JWT_SECRET = opts.jwtSecret ?? DEFAULT_JWT_SECRET;
  const BASE = `http://${HOST}:${PORT}`;
  const API_VERSION = '2024-01-01';

  const MAX_ROWS = opts.maxRows !== undefined ? opts.maxRows : maxRowsFromEnv(process.env.FAKE_SUPABASE_MAX_ROWS);

  await dropOrphans(DB_PREFIX).catch(() => []);
  const db = await createSupabaseDatabase(DB_PREFIX);
  // The served tables' columns, read from the migrated database (rest.ts, readRestSchema).
  const restSchema = await readRestSchema(db.pool);

  const defaults = (): Config => ({ accessTokenTtl: 3600, otpTtl: 3600, refreshReuseInterval: 10, outage: null, maxRows: MAX_ROWS });
  const config: Config = defaults();
  /** Responses held open by `outage: 'hang'`, closed when the outage ends. */
  const hung = new Set<ServerResponse>();
  const endOutage = () => {
    for (const r of hung) r.socket?.destroy();
    hung.clear();
  };

  const users = new Map<string, User>();
  const otps = new Map<string, Otp>();
  /** every code "e-mailed", newest last */
  const outbox: Otp[] = [];
  const sessions = new Map<string, Session>();
  const refreshTokens = new Map<string, RefreshToken>();
  let rateLimits: RateLimit[] = [];
  let requests: { method: string; path: string; origin: string | null; at: number }[] = [];
  let failures: Failure[] = [];
  let restFaults: RestFault[] = [];

  const now = () => Math.floor(Date.now() / 1000);
  const iso = () => new Date().toISOString();
  /** A JSON body field as text: strings as they are, other primitives converted, anything else (absent, null, objects) empty. */
  const text = (v: unknown): string =>
    typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' ? String(v) : '';
  const userByEmail = (email: unknown) => [...users.values()].find((u) => u.email === text(email).toLowerCase());
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

  // ------------------------------------------------------------------ auth model

  function publicUser(u: User) {
    return {
      id: u.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: u.email,
      email_confirmed_at: u.confirmedAt,
      confirmed_at: u.confirmedAt,
      confirmation_sent_at: u.confirmationSentAt,
      last_sign_in_at: u.lastSignInAt,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: u.metadata,
      identities: [
        {
          identity_id: u.identityId,
          id: u.id,
          user_id: u.id,
          identity_data: { email: u.email, email_verified: Boolean(u.confirmedAt), sub: u.id },
          provider: 'email',
          created_at: u.createdAt,
          updated_at: u.updatedAt,
          email: u.email,
        },
      ],
      created_at: u.createdAt,
      updated_at: u.updatedAt,
      is_anonymous: false,
    };
  }

  /** A user in memory and in the database's auth.users (the log's rows reference it). */
  async function createUser(email: string, password: string | null): Promise<User> {
    const t = iso();
    const u: User = {
      id: randomUUID(),
      identityId: randomUUID(),
      email,
      password,
      confirmedAt: null,
      confirmationSentAt: null,
      lastSignInAt: null,
      metadata: {},
      createdAt: t,
      updatedAt: t,
    };
    await db.pool.query('insert into auth.users (id, email) values ($1, $2)', [u.id, email]);
    users.set(u.id, u);
    return u;
  }

  function sendCode(user: User, type: string) {
    const code = String(randomInt(100000, 1000000)); // never 000000, which the tests use as a wrong code
    const tokenHash = createHash('sha224').update(`${user.email}${code}`).digest('hex');
    const entry: Otp = { email: user.email, code, token_hash: tokenHash, type, expiresAt: now() + config.otpTtl, sentAt: iso() };
    otps.set(user.email, entry);
    outbox.push(entry);
    if (type === 'signup') user.confirmationSentAt = entry.sentAt;
  }

  /**
   * A new access token for `sessionId` (a new session by default) with a new refresh token, the child of `parent`;
   * or with `reissue`, the session's current refresh token again (GoTrue's answer to a client that lost the
   * response of its last refresh).
   */
  function issueSession(user: User, method: string, sessionId: string = randomUUID(), from: { parent?: string; reissue?: string } = {}) {
    if (!sessions.has(sessionId)) sessions.set(sessionId, { userId: user.id, revoked: null });
    const iat = now();
    const exp = iat + config.accessTokenTtl;
    const accessToken = signJwt(
      {
        aud: 'authenticated',
        exp,
        iat,
        iss: `${BASE}/auth/v1`,
        sub: user.id,
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: user.metadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method, timestamp: iat }],
        session_id: sessionId,
        is_anonymous: false,
      },
      JWT_SECRET,
    );
    const refreshToken = from.reissue ?? randomBytes(12).toString('base64url');
    if (!from.reissue) refreshTokens.set(refreshToken, { sessionId, parent: from.parent ?? null, revoked: false, updatedAt: Date.now() });
    user.lastSignInAt = iso();
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: config.accessTokenTtl,
      expires_at: exp,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  }

  type Who = { error: [number, string, string] } | { error?: undefined; user: User; claims: JwtClaims };

  /** The user behind `Authorization: Bearer <jwt>`, or an error response tuple. */
  function bearerUser(req: IncomingMessage): Who {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const check = verifyJwt(token, JWT_SECRET, now());
    if (!check.ok)
      return { error: [403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'] };
    const { claims } = check;
    const session = sessions.get(String(claims.session_id));
    if (!session || session.revoked) return { error: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'] };
    const user = users.get(String(claims.sub));
    if (!user) return { error: [403, 'user_not_found', 'User from sub claim in JWT does not exist'] };
    return { user, claims };
  }

  // ------------------------------------------------------------------ HTTP helpers

  function cors(req: IncomingMessage, res: ServerResponse) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Expose-Headers', 'x-supabase-api-version, content-range');
    res.setHeader('Access-Control-Max-Age', '600');
  }

  function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      'x-supabase-api-version': API_VERSION,
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  }

  // GoTrue with API version 2024-01-01: { code: "<error code>", message }. Legacy fields kept for older clients.
  const authError = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { code, error_code: code, message, msg: message });

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  function json(buf: Buffer): Body | null {
    try {
      const v: unknown = JSON.parse(buf.toString() || '{}');
      return v !== null && typeof v === 'object' ? (v as Body) : null;
    } catch {
      return null;
    }
  }

  // ------------------------------------------------------------------ routes

  async function handleAuth(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
    const path = url.pathname.slice('/auth/v1'.length);
    const b = json(body);
    if (b === null) return authError(res, 400, 'bad_json', 'Could not parse request body as JSON');

    if (req.method === 'POST' && path === '/signup') {
      const email = text(b.email).toLowerCase();
      if (!EMAIL.test(email)) return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
      if (text(b.password).length < 6) {
        return send(res, 422, {
          code: 'weak_password',
          message: 'Password should be at least 6 characters.',
          weak_password: { reasons: ['length'] },
        });
      }
      let user = userByEmail(email);
      if (user?.confirmedAt) return authError(res, 422, 'user_already_exists', 'User already registered');
      user ??= await createUser(email, String(b.password));
      user.password = String(b.password);
      user.metadata = { ...user.metadata, ...((b.data as Body | undefined) ?? {}) };
      sendCode(user, 'signup');
      return send(res, 200, publicUser(user)); // confirmation on: a user and no session
    }

    if (req.method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type');
      const limit = rateLimits.find((l) => l.grantType === null || l.grantType === grant);
      if (limit) {
        if (--limit.remaining <= 0) rateLimits.splice(rateLimits.indexOf(limit), 1);
        return authError(res, 429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      if (grant === 'password') {
        const user = userByEmail(b.email);
        if (!user || user.password !== b.password) return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
        if (!user.confirmedAt) return authError(res, 400, 'email_not_confirmed', 'Email not confirmed');
        return send(res, 200, issueSession(user, 'password'));
      }
      if (grant === 'refresh_token') return refresh(res, text(b.refresh_token));
      return authError(res, 400, 'unsupported_grant_type', 'unsupported_grant_type');
    }

    if (req.method === 'POST' && path === '/otp') {
      const email = text(b.email).toLowerCase();
      if (!EMAIL.test(email)) return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
      let user = userByEmail(email);
      if (!user && b.create_user === false) return authError(res, 422, 'otp_disabled', 'Signups not allowed for otp');
      user ??= await createUser(email, null);
      sendCode(user, user.confirmedAt ? 'email' : 'signup');
      return send(res, 200, {});
    }

    if (req.method === 'POST' && path === '/verify') {
      const entry = b.token_hash ? [...otps.values()].find((o) => o.token_hash === b.token_hash) : otps.get(text(b.email).toLowerCase());
      const types =
        ({ email: ['email', 'signup', 'magiclink'], signup: ['signup'], magiclink: ['email', 'magiclink'] } as Record<string, string[]>)[
          String(b.type)
        ] ?? [];
      const matches =
        entry && (b.token_hash ? true : entry.code === text(b.token)) && types.includes(entry.type) && entry.expiresAt > now();
      if (!entry || !matches) return authError(res, 403, 'otp_expired', 'Token has expired or is invalid');
      otps.delete(entry.email);
      const user = userByEmail(entry.email)!;
      user.confirmedAt ??= iso();
      return send(res, 200, issueSession(user, 'otp'));
    }

    if (req.method === 'POST' && path === '/resend') {
      const user = userByEmail(b.email);
      if (b.type !== 'signup')
        return authError(res, 400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
      if (user && !user.confirmedAt) sendCode(user, 'signup');
      return send(res, 200, {});
    }

    if (path === '/user' && (req.method === 'GET' || req.method === 'PUT')) {
      const who = bearerUser(req);
      if (who.error) return authError(res, ...who.error);
      const { user } = who;
      if (req.method === 'PUT') {
        if (b.data && typeof b.data === 'object') {
          for (const [k, v] of Object.entries(b.data)) {
            if (v === null) delete user.metadata[k];
            else user.metadata[k] = v;
          }
        }
        if (typeof b.password === 'string') user.password = b.password;
        user.updatedAt = iso();
      }
      return send(res, 200, publicUser(user));
    }

    if (req.method === 'POST' && path === '/logout') {
      const who = bearerUser(req);
      if (who.error) return authError(res, ...who.error);
      const scope = url.searchParams.get('scope') ?? 'global';
      for (const [id, s] of sessions) {
        if (s.userId !== who.user.id) continue;
        if (
          scope === 'global' ||
          (scope === 'local' && id === who.claims.session_id) ||
          (scope === 'others' && id !== who.claims.session_id)
        )
          s.revoked ??= 'sign-out';
      }
      return send(res, 204);
    }

    return authError(res, 404, 'not_found', `No fake for ${req.method} /auth/v1${path}`);
  }

  /**
   * GoTrue's refresh (token_refresh.go, with rotation on): the presented token is revoked and its child issued.
   * A revoked token is accepted again only within the reuse interval (tabs refreshing at once), or when it is the
   * parent of the session's current token (the client lost the last answer: it gets that current token back).
   * Any other reuse is taken as a stolen token: every token of the session is revoked, and here the session too,
   * so its access tokens are refused by Auth (/user, /logout); PostgREST and Storage check only a token's
   * signature and expiry, as Supabase's do.
   */
  function refresh(res: ServerResponse, presented: string) {
    const token = refreshTokens.get(presented);
    const session = token && sessions.get(token.sessionId);
    if (!token || !session || session.revoked === 'sign-out')
      return authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (session.revoked === 'reuse') return authError(res, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    const user = users.get(session.userId)!;
    if (token.revoked) {
      const family = [...refreshTokens].filter(([, t]) => t.sessionId === token.sessionId);
      const active = family.filter(([, t]) => !t.revoked).at(-1);
      if (active && active[1].parent === presented)
        return send(res, 200, issueSession(user, 'token_refresh', token.sessionId, { reissue: active[0] }));
      if (Date.now() - token.updatedAt > config.refreshReuseInterval * 1000) {
        const at = Date.now();
        for (const [, t] of family) if (!t.revoked) Object.assign(t, { revoked: true, updatedAt: at });
        session.revoked = 'reuse';
        return authError(res, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    } else {
      Object.assign(token, { revoked: true, updatedAt: Date.now() });
    }
    return send(res, 200, issueSession(user, 'token_refresh', token.sessionId, { parent: presented }));
  }

  /**
   * The caller's claims as Storage derives them: the anon key (or no token) is role anon; otherwise a JWT whose
   * signature and expiry are checked, nothing else (Storage does not ask Auth about the session).
   */
  function storageClaims(req: IncomingMessage): StorageClaims {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token || token === ANON_KEY) return { role: 'anon' };
    const check = verifyJwt(token, JWT_SECRET, now());
    if (!check.ok) throw STORAGE_ERRORS.accessDenied(check.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    if (check.claims.role !== 'authenticated' || typeof check.claims.sub !== 'string') throw STORAGE_ERRORS.accessDenied('invalid role');
    return { ...check.claims, role: 'authenticated' };
  }
  const storage = createStorage(db.pool, storageClaims, send);

  /** The caller's claims as PostgREST derives them: the anon key means role anon; otherwise a verified JWT. */
  function restClaims(req: IncomingMessage): { claims: JwtClaims } | { error: RestError } {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token || token === ANON_KEY) return { claims: { role: 'anon', exp: now() + 60 } };
    const check = verifyJwt(token, JWT_SECRET, now());
    if (!check.ok) {
      return {
        error:
          check.reason === 'expired'
            ? new RestError(401, 'PGRST303', 'JWT expired')
            : new RestError(401, 'PGRST301', 'JWSError JWSInvalidSignature'),
      };
    }
    if (check.claims.role !== 'authenticated' || typeof check.claims.sub !== 'string')
      return { error: new RestError(401, 'PGRST301', 'JWT role or sub not accepted') };
    return { claims: check.claims };
  }

  /** The first queued fault matching this request (after `skip` matching requests have passed). */
  function takeRestFault(q: RestQuery, method: string): RestFault | null {
    const table = q.kind === 'rpc' ? q.fn : q.table;
    const i = restFaults.findIndex((f) => (!f.table || f.table === table) && (!f.method || f.method === method));
    if (i < 0) return null;
    const f = restFaults[i];
    if (f.skip && f.skip > 0) {
      f.skip--;
      return null;
    }
    restFaults.splice(i, 1);
    return f;
  }

  /** PostgREST, forwarded to PostgreSQL (rest.ts). */
  async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
    try {
      let parsed: unknown = null;
      if (body.length) {
        try {
          parsed = JSON.parse(body.toString());
        } catch {
          throw new RestError(400, 'PGRST102', 'Empty or invalid json');
        }
      }
      const who = restClaims(req);
      if ('error' in who) throw who.error;
      const q = parseRestRequest(req.method ?? 'GET', url, req.headers, parsed, restSchema);
      const fault = takeRestFault(q, req.method ?? 'GET');
      if (fault?.mode === 'expire-token') throw new RestError(401, 'PGRST303', 'JWT expired');
      const out = await runRestQuery(db.pool, { ...who.claims, role: who.claims.role }, capRows(q, config.maxRows), {
        afterStatement:
          fault?.mode === 'error-500'
            ? async () => Promise.reject(new RestError(500, 'XX000', 'Injected failure after the statement ran'))
            : undefined,
      });
      if (fault?.mode === 'drop-after-commit') return void req.socket.destroy();
      return send(res, out.status, out.body, 'headers' in out ? out.headers : {});
    } catch (e) {
      if (e instanceof RestError) return send(res, e.status, e.body);
      throw e;
    }
  }

  async function handleTest(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
    const path = url.pathname.slice('/__test'.length);
    if (path === '/health') return send(res, 200, { ok: true });
    if (path === '/last-otp') {
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
    }
    if (path === '/requests') {
      if (req.method === 'DELETE') requests = [];
      return send(res, 200, requests);
    }
    if (path === '/fail-next' && req.method === 'POST') {
      failures.push({
        method: null,
        status: 500,
        code: 'unexpected_failure',
        message: 'Injected failure',
        ...(json(body) as Partial<Failure>),
      } as Failure);
      return send(res, 200, { queued: failures.length });
    }
    if (path === '/auth-rate-limit' && req.method === 'POST') {
      const b = json(body) ?? {};
      const count = b.count === undefined ? 1 : Number(b.count);
      if (!Number.isInteger(count) || count < 1) return send(res, 400, { error: 'count must be a whole number of at least 1' });
      rateLimits.push({ grantType: typeof b.grant_type === 'string' ? b.grant_type : null, remaining: count });
      return send(res, 200, { queued: rateLimits.reduce((n, l) => n + l.remaining, 0) });
    }
    if (path === '/sessions') {
      const user = userByEmail(url.searchParams.get('email'));
      if (!user) return send(res, 404, { error: 'no such user' });
      const own = [...sessions].filter(([, s]) => s.userId === user.id);
      return send(
        res,
        200,
        own.map(([id, s]) => ({
          id,
          revoked: s.revoked,
          refresh_tokens: [...refreshTokens.values()].filter((t) => t.sessionId === id).length,
        })),
      );
    }
    if (path === '/rest-fault' && req.method === 'POST') {
      const f = json(body) as RestFault | null;
      if (!f || !['drop-after-commit', 'error-500', 'expire-token'].includes(f.mode))
        return send(res, 400, { error: 'mode must be drop-after-commit, error-500 or expire-token' });
      restFaults.push({ mode: f.mode, table: f.table, method: f.method, skip: f.skip });
      return send(res, 200, { queued: restFaults.length });
    }
    if (path === '/log') {
      const user = userByEmail(url.searchParams.get('email'));
      if (!user) return send(res, 404, { error: 'no such user' });
      const tanks = await db.pool.query<{ r: unknown }>(
        'select to_jsonb(t) as r from public.log_tanks t where user_id = $1 order by created_at, id',
        [user.id],
      );
      const entries = await db.pool.query<{ r: unknown }>(
        'select to_jsonb(e) as r from public.log_entries e where user_id = $1 order by at, id',
        [user.id],
      );
      return send(res, 200, { tanks: tanks.rows.map((r) => r.r), entries: entries.rows.map((r) => r.r) });
    }
    if (path === '/objects') {
      // what a bucket holds now, read as the database owner (e2e/accounts: a deleted photo's objects are gone)
      const { rows } = await db.pool.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and starts_with(name, $2) order by name',
        [url.searchParams.get('bucket') ?? '', url.searchParams.get('prefix') ?? ''],
      );
      return send(
        res,
        200,
        rows.map((r) => r.name),
      );
    }
    if (path === '/user') {
      const user = userByEmail(url.searchParams.get('email'));
      return user ? send(res, 200, publicUser(user)) : send(res, 404, { error: 'no such user' });
    }
    if (path === '/config' && req.method === 'POST') {
      const values = json(body) ?? {};
      if ('maxRows' in values && values.maxRows !== null && !(Number.isInteger(values.maxRows) && Number(values.maxRows) >= 1))
        return send(res, 400, { error: 'maxRows must be a whole number of at least 1, or null for no cap' });
      if ('refreshReuseInterval' in values && !(typeof values.refreshReuseInterval === 'number' && values.refreshReuseInterval >= 0))
        return send(res, 400, { error: 'refreshReuseInterval must be a number of seconds, 0 or more' });
      Object.assign(config, values);
      if (config.outage !== 'hang') endOutage();
      return send(res, 200, config);
    }
    if (path === '/reset' && req.method === 'POST') {
      for (const m of [users, otps, sessions, refreshTokens]) m.clear();
      await storage.clear();
      await db.pool.query('truncate auth.users cascade');
      outbox.length = 0;
      requests = [];
      failures = [];
      restFaults = [];
      rateLimits = [];
      Object.assign(config, defaults());
      endOutage();
      return send(res, 200, { ok: true });
    }
    return send(res, 404, { error: 'unknown test hook' });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      cors(req, res);
      const url = new URL(req.url ?? '/', BASE);
      if (config.outage && !url.pathname.startsWith('/__test/')) {
        if (config.outage === 'hang') return void hung.add(res);
        return void req.socket.destroy();
      }
      if (req.method === 'OPTIONS') return send(res, 204);
      const body = await readBody(req);
      if (url.pathname.startsWith('/__test/')) return await handleTest(req, res, url, body);

      if (!opts.quiet)
        requests.push({
          method: req.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          origin: req.headers.origin ?? null,
          at: Date.now(),
        });
      const failure = failures.find((f) => url.pathname === f.path && (!f.method || f.method === req.method));
      if (failure) {
        failures.splice(failures.indexOf(failure), 1);
        return authError(res, failure.status, failure.code, failure.message);
      }

      const publicRead = url.pathname.startsWith('/storage/v1/object/public/') && (req.method === 'GET' || req.method === 'HEAD');
      if (!publicRead && req.headers.apikey !== ANON_KEY)
        return send(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      if (url.pathname.startsWith('/auth/v1/')) return await handleAuth(req, res, url, body);
      if (url.pathname.startsWith('/storage/v1/object/')) return await storage.handle(req, res, url, body);
      if (url.pathname.startsWith('/rest/v1/')) return await handleRest(req, res, url, body);
      return send(res, 404, { message: 'not found' });
    } catch (e) {
      console.error(e);
      if (!res.headersSent) send(res, 500, { message: 'fake server error' });
    }
  }
  // handle() catches every error itself, so the promise it returns never rejects.
  const server: Server = createServer((req, res) => void handle(req, res));

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
      endOutage();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await db.drop();
    },
  };
}
