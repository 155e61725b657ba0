// A small stand-in for the Supabase Auth (GoTrue) and Storage HTTP APIs (and the one database function the site
// calls, claim_username), for the accounts end-to-end tests.
// Speaks exactly what @supabase/supabase-js 2.109 sends for this site's flows (request shapes taken from
// node_modules/@supabase/auth-js/dist/main/GoTrueClient.js and lib/fetch.js, and storage-js' uploadOrUpdate),
// keeps users, codes, sessions and files in memory, and listens on loopback only.
//
//   node e2e/fake-supabase/server.mjs            (FAKE_SUPABASE_PORT=54329, FAKE_SUPABASE_ANON_KEY=fake-anon-key)
//
// Test hooks (no API key needed): GET /__test/health, GET /__test/last-otp?email=, GET|DELETE /__test/requests,
// POST /__test/fail-next {path, method?, status, code?, message?}, GET /__test/user?email=, POST /__test/config
// {accessTokenTtl?, otpTtl?, outage?}, POST /__test/reset. `outage: 'reset'` drops every API connection unanswered,
// `outage: 'hang'` accepts and never answers (an unreachable project; e2e/faults.spec.ts); null ends it.
import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const PORT = Number(process.env.FAKE_SUPABASE_PORT ?? 54329);
const HOST = '127.0.0.1';
const ANON_KEY = process.env.FAKE_SUPABASE_ANON_KEY ?? 'fake-anon-key';
const JWT_SECRET = randomBytes(32);
const BASE = `http://${HOST}:${PORT}`;
const API_VERSION = '2024-01-01';

const config = { accessTokenTtl: 3600, otpTtl: 3600, outage: null };
/** Responses held open by `outage: 'hang'`, closed when the outage ends. */
const hung = new Set();
const endOutage = () => {
  for (const r of hung) r.socket?.destroy();
  hung.clear();
};

/** @type {Map<string, any>} id → user */ const users = new Map();
/** @type {Map<string, any>} email → active code */ const otps = new Map();
/** @type {any[]} every code "e-mailed", newest last */ const outbox = [];
/** @type {Map<string, {userId: string, revoked: boolean}>} */ const sessions = new Map();
/** @type {Map<string, {sessionId: string, usedAt: number | null}>} */ const refreshTokens = new Map();
/** @type {Map<string, {body: Buffer, contentType: string, owner: string, id: string, updatedAt: string}>} */ const objects = new Map();
/** @type {Map<string, string>} username → user id (public.usernames of supabase/migrations/*_usernames.sql) */ const usernames = new Map();
/** @type {any[]} */ let requests = [];
/** @type {any[]} */ let failures = [];

const now = () => Math.floor(Date.now() / 1000);
const iso = () => new Date().toISOString();
const b64url = (buf) => Buffer.from(buf).toString('base64url');
const userByEmail = (email) => [...users.values()].find((u) => u.email === String(email ?? '').toLowerCase());
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

// ------------------------------------------------------------------ JWT (HS256, like a project with a legacy secret)

function signJwt(payload) {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

function verifyJwt(token) {
  const parts = String(token ?? '').split('.');
  if (parts.length !== 3) return null;
  const expected = createHmac('sha256', JWT_SECRET).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
    return payload.exp > now() ? payload : null;
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ auth model

function publicUser(u) {
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

function createUser(email, password) {
  const t = iso();
  const u = { id: randomUUID(), identityId: randomUUID(), email, password, confirmedAt: null, confirmationSentAt: null, lastSignInAt: null, metadata: {}, createdAt: t, updatedAt: t };
  users.set(u.id, u);
  return u;
}

function sendCode(user, type) {
  const code = String(randomInt(100000, 1000000)); // never 000000, which the tests use as a wrong code
  const tokenHash = createHash('sha224').update(`${user.email}${code}`).digest('hex');
  const entry = { email: user.email, code, token_hash: tokenHash, type, expiresAt: now() + config.otpTtl, sentAt: iso() };
  otps.set(user.email, entry);
  outbox.push(entry);
  if (type === 'signup') user.confirmationSentAt = entry.sentAt;
}

function issueSession(user, method, sessionId = randomUUID()) {
  if (!sessions.has(sessionId)) sessions.set(sessionId, { userId: user.id, revoked: false });
  const iat = now();
  const exp = iat + config.accessTokenTtl;
  const accessToken = signJwt({
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
  });
  const refreshToken = randomBytes(12).toString('base64url');
  refreshTokens.set(refreshToken, { sessionId, usedAt: null });
  user.lastSignInAt = iso();
  return { access_token: accessToken, token_type: 'bearer', expires_in: config.accessTokenTtl, expires_at: exp, refresh_token: refreshToken, user: publicUser(user) };
}

/** The user behind `Authorization: Bearer <jwt>`, or an error response tuple. */
function bearerUser(req) {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const claims = verifyJwt(token);
  if (!claims) return { error: [403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'] };
  const session = sessions.get(claims.session_id);
  if (!session || session.revoked) return { error: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'] };
  const user = users.get(claims.sub);
  if (!user) return { error: [403, 'user_not_found', 'User from sub claim in JWT does not exist'] };
  return { user, claims };
}

// ------------------------------------------------------------------ HTTP helpers

function cors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS,HEAD');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', 'x-supabase-api-version, content-range');
  res.setHeader('Access-Control-Max-Age', '600');
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'x-supabase-api-version': API_VERSION, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

// GoTrue with API version 2024-01-01: { code: "<error code>", message }. Legacy fields kept for older clients.
const authError = (res, status, code, message) => send(res, status, { code, error_code: code, message, msg: message });
// Storage: { statusCode: "<http status as text>", error, message } with HTTP 400 for most failures.
const storageError = (res, status, statusCode, error, message) => send(res, status, { statusCode, error, message });

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks);
}

function json(buf) {
  try {
    return JSON.parse(buf.toString() || '{}');
  } catch {
    return null;
  }
}

/** The file part of a multipart body (storage-js appends it under the empty field name). */
function multipartFile(buf, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)?.slice(1).find(Boolean);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = buf.indexOf(delimiter);
  while (start !== -1) {
    const next = buf.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = buf.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString();
    if (/name=""|filename=/i.test(head)) {
      return { body: part.subarray(split + 4), contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream' };
    }
    start = next;
  }
  return null;
}

// ------------------------------------------------------------------ routes

async function handleAuth(req, res, url, body) {
  const path = url.pathname.slice('/auth/v1'.length);
  const b = json(body);
  if (b === null) return authError(res, 400, 'bad_json', 'Could not parse request body as JSON');

  if (req.method === 'POST' && path === '/signup') {
    const email = String(b.email ?? '').toLowerCase();
    if (!EMAIL.test(email)) return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (String(b.password ?? '').length < 6) {
      return send(res, 422, { code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
    }
    let user = userByEmail(email);
    if (user?.confirmedAt) return authError(res, 422, 'user_already_exists', 'User already registered');
    user ??= createUser(email, b.password);
    user.password = b.password;
    user.metadata = { ...user.metadata, ...(b.data ?? {}) };
    sendCode(user, 'signup');
    return send(res, 200, publicUser(user)); // confirmation on: a user and no session
  }

  if (req.method === 'POST' && path === '/token') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') {
      const user = userByEmail(b.email);
      if (!user || user.password !== b.password) return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.confirmedAt) return authError(res, 400, 'email_not_confirmed', 'Email not confirmed');
      return send(res, 200, issueSession(user, 'password'));
    }
    if (grant === 'refresh_token') {
      const entry = refreshTokens.get(b.refresh_token);
      const session = entry && sessions.get(entry.sessionId);
      if (!entry || !session || session.revoked) return authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      // GoTrue's reuse interval: a token may be used again for 10 s (parallel requests of one page).
      if (entry.usedAt !== null && Date.now() - entry.usedAt > 10_000) return authError(res, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      entry.usedAt ??= Date.now();
      return send(res, 200, issueSession(users.get(session.userId), 'token_refresh', entry.sessionId));
    }
    return authError(res, 400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  if (req.method === 'POST' && path === '/otp') {
    const email = String(b.email ?? '').toLowerCase();
    if (!EMAIL.test(email)) return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    let user = userByEmail(email);
    if (!user && b.create_user === false) return authError(res, 422, 'otp_disabled', 'Signups not allowed for otp');
    user ??= createUser(email, null);
    sendCode(user, user.confirmedAt ? 'email' : 'signup');
    return send(res, 200, {});
  }

  if (req.method === 'POST' && path === '/verify') {
    const entry = b.token_hash ? [...otps.values()].find((o) => o.token_hash === b.token_hash) : otps.get(String(b.email ?? '').toLowerCase());
    const types = { email: ['email', 'signup', 'magiclink'], signup: ['signup'], magiclink: ['email', 'magiclink'] }[b.type] ?? [];
    const matches = entry && (b.token_hash ? true : entry.code === String(b.token ?? '')) && types.includes(entry.type) && entry.expiresAt > now();
    if (!matches) return authError(res, 403, 'otp_expired', 'Token has expired or is invalid');
    otps.delete(entry.email);
    const user = userByEmail(entry.email);
    user.confirmedAt ??= iso();
    return send(res, 200, issueSession(user, 'otp'));
  }

  if (req.method === 'POST' && path === '/resend') {
    const user = userByEmail(b.email);
    if (b.type !== 'signup') return authError(res, 400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
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
      if (scope === 'global' || (scope === 'local' && id === who.claims.session_id) || (scope === 'others' && id !== who.claims.session_id)) s.revoked = true;
    }
    return send(res, 204);
  }

  return authError(res, 404, 'not_found', `No fake for ${req.method} /auth/v1${path}`);
}

async function handleStorage(req, res, url, body) {
  const rest = url.pathname.slice('/storage/v1/object/'.length);
  const isPublic = rest.startsWith('public/');
  const key = decodeURIComponent(isPublic ? rest.slice('public/'.length) : rest); // avatars/<user>/avatar.png
  const [bucket, ...pathParts] = key.split('/');
  const objectPath = pathParts.join('/');
  if (bucket !== 'avatars') return storageError(res, 400, '404', 'Bucket not found', 'Bucket not found');

  if (req.method === 'GET' || req.method === 'HEAD') {
    const obj = objects.get(key);
    if (!obj) return storageError(res, 400, '404', 'not_found', 'Object not found');
    res.writeHead(200, { 'content-type': obj.contentType, 'cache-control': 'max-age=3600', 'content-length': obj.body.length, etag: `"${obj.id}"` });
    return res.end(req.method === 'HEAD' ? undefined : obj.body);
  }
  if (isPublic) return storageError(res, 400, '405', 'invalid', 'Method not allowed');

  // Storage RLS of supabase/migrations/*_avatars.sql: writes only inside the folder named after auth.uid().
  const who = bearerUser(req);
  if (who.error) return storageError(res, 400, '403', 'Unauthorized', 'new row violates row-level security policy');
  const uid = who.user.id;

  if (req.method === 'DELETE' && objectPath === '') {
    const b = json(body) ?? {};
    const removed = [];
    for (const p of Array.isArray(b.prefixes) ? b.prefixes : []) {
      const k = `avatars/${p}`;
      const obj = objects.get(k);
      if (obj && String(p).split('/')[0] === uid) {
        objects.delete(k);
        removed.push({ name: p, bucket_id: 'avatars', id: obj.id, updated_at: obj.updatedAt });
      }
    }
    return send(res, 200, removed);
  }

  if (req.method === 'POST' || req.method === 'PUT') {
    if (objectPath.split('/')[0] !== uid || objectPath.split('/').length < 2) {
      return storageError(res, 400, '403', 'Unauthorized', 'new row violates row-level security policy');
    }
    const exists = objects.has(key);
    const upsert = String(req.headers['x-upsert'] ?? 'false') === 'true';
    if (req.method === 'POST' && exists && !upsert) return storageError(res, 400, '409', 'Duplicate', 'The resource already exists');
    if (req.method === 'PUT' && !exists) return storageError(res, 400, '404', 'not_found', 'Object not found');
    const ct = req.headers['content-type'] ?? 'application/octet-stream';
    const file = ct.startsWith('multipart/form-data') ? multipartFile(body, ct) : { body, contentType: ct };
    if (!file || file.body.length === 0) return storageError(res, 400, '400', 'invalid', 'No file in the request');
    const obj = { body: Buffer.from(file.body), contentType: file.contentType, owner: uid, id: objects.get(key)?.id ?? randomUUID(), updatedAt: iso() };
    objects.set(key, obj);
    return send(res, 200, { Id: obj.id, Key: key });
  }
  return storageError(res, 400, '405', 'invalid', 'Method not allowed');
}

// PostgREST: only `claim_username`, with the rules of the SQL function.
async function handleRest(req, res, url, body) {
  if (req.method !== 'POST' || url.pathname !== '/rest/v1/rpc/claim_username') {
    return send(res, 404, { code: 'PGRST202', message: `Could not find the function ${url.pathname}`, details: null, hint: null });
  }
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  // The anon key as bearer means no user: auth.uid() is null.
  if (!token || token === ANON_KEY) return send(res, 200, 'signed_out');
  const who = bearerUser(req);
  if (who.error) return send(res, 401, { code: 'PGRST301', message: 'JWT expired', details: null, hint: null });
  const uid = who.user.id;
  const wanted = json(body)?.new_username;
  if (typeof wanted !== 'string') return send(res, 400, { code: 'PGRST202', message: 'Could not find the function with these arguments', details: null, hint: null });
  const release = () => {
    for (const [name, owner] of usernames) if (owner === uid) usernames.delete(name);
  };
  if (wanted === '') {
    release();
    return send(res, 200, 'ok');
  }
  if (!/^[a-z0-9_]{3,30}$/.test(wanted)) return send(res, 200, 'invalid');
  const owner = usernames.get(wanted);
  if (owner && owner !== uid) return send(res, 200, 'taken');
  release();
  usernames.set(wanted, uid);
  return send(res, 200, 'ok');
}

async function handleTest(req, res, url, body) {
  const path = url.pathname.slice('/__test'.length);
  if (path === '/health') return send(res, 200, { ok: true });
  if (path === '/last-otp') {
    const email = String(url.searchParams.get('email') ?? '').toLowerCase();
    const last = outbox.filter((o) => o.email === email).at(-1);
    return last ? send(res, 200, { code: last.code, token_hash: last.token_hash, type: last.type, sent: outbox.filter((o) => o.email === email).length }) : send(res, 404, { error: 'no code sent' });
  }
  if (path === '/requests') {
    if (req.method === 'DELETE') requests = [];
    return send(res, 200, requests);
  }
  if (path === '/fail-next' && req.method === 'POST') {
    failures.push({ method: null, status: 500, code: 'unexpected_failure', message: 'Injected failure', ...json(body) });
    return send(res, 200, { queued: failures.length });
  }
  if (path === '/user') {
    const user = userByEmail(url.searchParams.get('email'));
    return user ? send(res, 200, publicUser(user)) : send(res, 404, { error: 'no such user' });
  }
  if (path === '/config' && req.method === 'POST') {
    Object.assign(config, json(body) ?? {});
    if (config.outage !== 'hang') endOutage();
    return send(res, 200, config);
  }
  if (path === '/reset' && req.method === 'POST') {
    for (const m of [users, otps, sessions, refreshTokens, objects, usernames]) m.clear();
    outbox.length = 0;
    requests = [];
    failures = [];
    Object.assign(config, { accessTokenTtl: 3600, otpTtl: 3600, outage: null });
    endOutage();
    return send(res, 200, { ok: true });
  }
  return send(res, 404, { error: 'unknown test hook' });
}

const server = createServer(async (req, res) => {
  try {
    cors(req, res);
    const url = new URL(req.url ?? '/', BASE);
    if (config.outage && !url.pathname.startsWith('/__test/')) {
      if (config.outage === 'hang') return void hung.add(res);
      return void req.socket.destroy();
    }
    if (req.method === 'OPTIONS') return send(res, 204);
    const body = await readBody(req);
    if (url.pathname.startsWith('/__test/')) return handleTest(req, res, url, body);

    requests.push({ method: req.method, path: `${url.pathname}${url.search}`, origin: req.headers.origin ?? null, at: Date.now() });
    const failure = failures.find((f) => url.pathname === f.path && (!f.method || f.method === req.method));
    if (failure) {
      failures.splice(failures.indexOf(failure), 1);
      return authError(res, failure.status, failure.code, failure.message);
    }

    const publicRead = url.pathname.startsWith('/storage/v1/object/public/') && (req.method === 'GET' || req.method === 'HEAD');
    if (!publicRead && req.headers.apikey !== ANON_KEY) return send(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
    if (url.pathname.startsWith('/auth/v1/')) return await handleAuth(req, res, url, body);
    if (url.pathname.startsWith('/storage/v1/object/')) return await handleStorage(req, res, url, body);
    if (url.pathname.startsWith('/rest/v1/')) return await handleRest(req, res, url, body);
    return send(res, 404, { message: 'not found' });
  } catch (e) {
    console.error(e);
    if (!res.headersSent) send(res, 500, { message: 'fake server error' });
  }
});

server.listen(PORT, HOST, () => console.log(`fake Supabase on ${BASE}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (endOutage(), server.closeAllConnections(), server.close(() => process.exit(0))));
