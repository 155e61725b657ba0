/** HS256 JWTs as a Supabase project with a shared JWT secret issues them; verified before any claim is trusted. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  sub?: string;
  role: 'anon' | 'authenticated';
  exp: number;
  iat?: number;
  session_id?: string;
  email?: string;
  [claim: string]: unknown;
}

const b64url = (s: string) => Buffer.from(s).toString('base64url');

export function signJwt(payload: JwtClaims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export type JwtCheck = { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks the header's algorithm, the signature (constant time) and `exp` against `nowS` (seconds). */
export function verifyJwt(token: string | undefined | null, secret: string, nowS = Math.floor(Date.now() / 1000)): JwtCheck {
  const parts = String(token ?? '').split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  let header: { alg?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString()) as { alg?: string };
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString()) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (header.alg !== 'HS256' || typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (typeof claims.exp !== 'number' || claims.exp <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
