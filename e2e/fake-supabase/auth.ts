/**
 * The stand-in's Auth (GoTrue) API, `/auth/v1/…`: the requests this site's flows send (request shapes taken from
 * @supabase/auth-js GoTrueClient and lib/fetch), answered from the users, codes and sessions kept in memory
 * (state.ts). Sign-up needs the e-mailed code (confirmation on); tokens are HS256 JWTs (jwt.ts).
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authError, bearerToken, json, send, type Body } from './http';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';
import { iso, now, text, userByEmail, type FakeState, type Otp, type User } from './state';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A user as GoTrue answers it. */
export function publicUser(u: User) {
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

type Who = { error: [number, string, string] } | { error?: undefined; user: User; claims: JwtClaims };
type Route = (req: IncomingMessage, res: ServerResponse, url: URL, b: Body) => unknown;

export function createAuth(state: FakeState) {
  const { users, otps, outbox, sessions, refreshTokens, config } = state;

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
    await state.db.pool.query('insert into auth.users (id, email) values ($1, $2)', [u.id, email]);
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
        iss: `${state.base}/auth/v1`,
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
      state.jwtSecret,
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

  /** The user behind `Authorization: Bearer <jwt>`, or an error response tuple. */
  function bearerUser(req: IncomingMessage): Who {
    const check = verifyJwt(bearerToken(req), state.jwtSecret, now());
    if (!check.ok)
      return { error: [403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'] };
    const { claims } = check;
    const session = sessions.get(String(claims.session_id));
    if (!session || session.revoked) return { error: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'] };
    const user = users.get(String(claims.sub));
    if (!user) return { error: [403, 'user_not_found', 'User from sub claim in JWT does not exist'] };
    return { user, claims };
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

  // ------------------------------------------------------------------ routes

  async function signUp(_req: IncomingMessage, res: ServerResponse, _url: URL, b: Body) {
    const email = text(b.email).toLowerCase();
    if (!EMAIL.test(email)) return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (text(b.password).length < 6) {
      return send(res, 422, {
        code: 'weak_password',
        message: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      });
    }
    let user = userByEmail(state, email);
    if (user?.confirmedAt) return authError(res, 422, 'user_already_exists', 'User already registered');
    user ??= await createUser(email, String(b.password));
    user.password = String(b.password);
    user.metadata = { ...user.metadata, ...((b.data as Body | undefined) ?? {}) };
    sendCode(user, 'signup');
    return send(res, 200, publicUser(user)); // confirmation on: a user and no session
  }

  function token(_req: IncomingMessage, res: ServerResponse, url: URL, b: Body) {
    const grant = url.searchParams.get('grant_type');
    const limit = state.rateLimits.find((l) => l.grantType === null || l.grantType === grant);
    if (limit) {
      if (--limit.remaining <= 0) state.rateLimits.splice(state.rateLimits.indexOf(limit), 1);
      return authError(res, 429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    if (grant === 'password') {
      const user = userByEmail(state, b.email);
      if (!user || user.password !== b.password) return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.confirmedAt) return authError(res, 400, 'email_not_confirmed', 'Email not confirmed');
      return send(res, 200, issueSession(user, 'password'));
    }
    if (grant === 'refresh_token') return refresh(res, text(b.refresh_token));
    return authError(res, 400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  async function otp(_req: IncomingMessage, res: ServerResponse, _url: URL, b: Body) {
    const email = text(b.email).toLowerCase();
    if (!EMAIL.test(email)) return authError(res, 400, 'validation_failed', 'Unable to validate email address: invalid format');
    let user = userByEmail(state, email);
    if (!user && b.create_user === false) return authError(res, 422, 'otp_disabled', 'Signups not allowed for otp');
    user ??= await createUser(email, null);
    sendCode(user, user.confirmedAt ? 'email' : 'signup');
    return send(res, 200, {});
  }

  function verify(_req: IncomingMessage, res: ServerResponse, _url: URL, b: Body) {
    const entry = b.token_hash ? [...otps.values()].find((o) => o.token_hash === b.token_hash) : otps.get(text(b.email).toLowerCase());
    const types =
      ({ email: ['email', 'signup', 'magiclink'], signup: ['signup'], magiclink: ['email', 'magiclink'] } as Record<string, string[]>)[
        String(b.type)
      ] ?? [];
    const matches = entry && (b.token_hash ? true : entry.code === text(b.token)) && types.includes(entry.type) && entry.expiresAt > now();
    if (!entry || !matches) return authError(res, 403, 'otp_expired', 'Token has expired or is invalid');
    otps.delete(entry.email);
    const user = userByEmail(state, entry.email)!;
    user.confirmedAt ??= iso();
    return send(res, 200, issueSession(user, 'otp'));
  }

  function resend(_req: IncomingMessage, res: ServerResponse, _url: URL, b: Body) {
    const user = userByEmail(state, b.email);
    if (b.type !== 'signup')
      return authError(res, 400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
    if (user && !user.confirmedAt) sendCode(user, 'signup');
    return send(res, 200, {});
  }

  /** GET answers the caller; PUT changes metadata (a null value removes its key) or the password first. */
  function user(req: IncomingMessage, res: ServerResponse, _url: URL, b: Body) {
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

  function logout(req: IncomingMessage, res: ServerResponse, url: URL) {
    const who = bearerUser(req);
    if (who.error) return authError(res, ...who.error);
    const scope = url.searchParams.get('scope') ?? 'global';
    for (const [id, s] of sessions) {
      if (s.userId !== who.user.id) continue;
      if (scope === 'global' || (scope === 'local' && id === who.claims.session_id) || (scope === 'others' && id !== who.claims.session_id))
        s.revoked ??= 'sign-out';
    }
    return send(res, 204);
  }

  /** By `<method> <path under /auth/v1>`. */
  const routes = new Map<string, Route>([
    ['POST /signup', signUp],
    ['POST /token', token],
    ['POST /otp', otp],
    ['POST /verify', verify],
    ['POST /resend', resend],
    ['GET /user', user],
    ['PUT /user', user],
    ['POST /logout', logout],
  ]);

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
      const path = url.pathname.slice('/auth/v1'.length);
      const b = json(body);
      if (b === null) return authError(res, 400, 'bad_json', 'Could not parse request body as JSON');
      const route = routes.get(`${req.method} ${path}`);
      if (!route) return authError(res, 404, 'not_found', `No fake for ${req.method} /auth/v1${path}`);
      return await route(req, res, url, b);
    },
  };
}
