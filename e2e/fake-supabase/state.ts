/**
 * Everything the stand-in (app.ts) remembers between requests, in one object that Auth (auth.ts), PostgREST
 * (rest-route.ts) and the test hooks (test-hooks.ts) share: the users, codes and sessions Auth keeps in memory, the
 * faults and request log the test hooks queue and read, and the config they change.
 */
import type { ServerResponse } from 'node:http';
import type { TestDatabase } from '../../supabase/tests/harness';
import type { RestSchema } from './rest';

export interface User {
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
export interface Otp {
  email: string;
  code: string;
  token_hash: string;
  type: string;
  expiresAt: number;
  sentAt: string;
}
export interface Failure {
  path: string;
  method: string | null;
  status: number;
  code: string;
  message: string;
}
export interface RestFault {
  mode: 'drop-after-commit' | 'error-500' | 'expire-token';
  table?: string;
  method?: string;
  skip?: number;
}
/** A refresh token of a session: each refresh revokes the one presented and issues its child (GoTrue's rotation). */
export interface RefreshToken {
  sessionId: string;
  parent: string | null;
  revoked: boolean;
  /** ms; when it was issued or revoked: the reuse interval runs from here */
  updatedAt: number;
}
export interface Session {
  userId: string;
  /** why the session ended: signed out, or a refresh token reused outside the reuse interval */
  revoked: null | 'sign-out' | 'reuse';
}
/** The next `remaining` token requests (of `grantType`, or any) answer 429, as GoTrue's rate limiter does. */
export interface RateLimit {
  grantType: string | null;
  remaining: number;
}
export interface Config {
  accessTokenTtl: number;
  otpTtl: number;
  /** seconds a revoked refresh token may still be used (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL, 10 by default) */
  refreshReuseInterval: number;
  outage: null | 'reset' | 'hang';
  maxRows: number | null;
}
export interface RequestLogEntry {
  method: string;
  path: string;
  origin: string | null;
  at: number;
}

/** The maps, the outbox and the config are emptied or changed in place, never replaced: the parts hold them. */
export interface FakeState {
  /** the stand-in's own address, `http://host:port` (the issuer of its tokens) */
  base: string;
  anonKey: string;
  jwtSecret: string;
  db: TestDatabase;
  /** The served tables' columns, read from the migrated database (rest.ts, readRestSchema). */
  restSchema: RestSchema;
  /** the config's start values, which POST /__test/reset restores */
  defaults: () => Config;
  readonly config: Config;
  /** Responses held open by `outage: 'hang'`, closed when the outage ends. */
  readonly hung: Set<ServerResponse>;
  readonly users: Map<string, User>;
  /** the code each address may use now, by address */
  readonly otps: Map<string, Otp>;
  /** every code "e-mailed", newest last */
  readonly outbox: Otp[];
  readonly sessions: Map<string, Session>;
  readonly refreshTokens: Map<string, RefreshToken>;
  rateLimits: RateLimit[];
  requests: RequestLogEntry[];
  failures: Failure[];
  restFaults: RestFault[];
}

export function createState(
  init: Pick<FakeState, 'base' | 'anonKey' | 'jwtSecret' | 'db' | 'restSchema'> & { maxRows: number | null },
): FakeState {
  const { maxRows, ...fixed } = init;
  const defaults = (): Config => ({ accessTokenTtl: 3600, otpTtl: 3600, refreshReuseInterval: 10, outage: null, maxRows });
  return {
    ...fixed,
    defaults,
    config: defaults(),
    hung: new Set(),
    users: new Map(),
    otps: new Map(),
    outbox: [],
    sessions: new Map(),
    refreshTokens: new Map(),
    rateLimits: [],
    requests: [],
    failures: [],
    restFaults: [],
  };
}

/** Closes the responses an `outage: 'hang'` held open. */
export function endOutage(state: FakeState): void {
  for (const r of state.hung) r.socket?.destroy();
  state.hung.clear();
}

/** seconds since the epoch, as JWTs and GoTrue count time */
export const now = () => Math.floor(Date.now() / 1000);
export const iso = () => new Date().toISOString();

/** A JSON body field as text: strings as they are, other primitives converted, anything else (absent, null, objects) empty. */
export const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' ? String(v) : '';

export const userByEmail = (state: FakeState, email: unknown) =>
  [...state.users.values()].find((u) => u.email === text(email).toLowerCase());
