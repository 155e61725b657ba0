/**
 * The stand-in's `/rest/v1/…`: PostgREST, forwarded to PostgreSQL (rest.ts) under the caller's role and verified JWT
 * claims, capped at the config's max rows, with the faults POST /__test/rest-fault queued (state.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, send } from './http';
import { verifyJwt, type JwtClaims } from './jwt';
import { capRows, parseRestRequest, RestError, runRestQuery, type RestQuery } from './rest';
import { now, type FakeState, type RestFault } from './state';

export function createRest(state: FakeState) {
  /** The caller's claims as PostgREST derives them: the anon key means role anon; otherwise a verified JWT. */
  function restClaims(req: IncomingMessage): { claims: JwtClaims } | { error: RestError } {
    const token = bearerToken(req);
    if (!token || token === state.anonKey) return { claims: { role: 'anon', exp: now() + 60 } };
    const check = verifyJwt(token, state.jwtSecret, now());
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
    const faults = state.restFaults;
    const i = faults.findIndex((f) => (!f.table || f.table === table) && (!f.method || f.method === method));
    if (i < 0) return null;
    const f = faults[i];
    if (f.skip && f.skip > 0) {
      f.skip--;
      return null;
    }
    faults.splice(i, 1);
    return f;
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
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
        const q = parseRestRequest(req.method ?? 'GET', url, req.headers, parsed, state.restSchema);
        const fault = takeRestFault(q, req.method ?? 'GET');
        if (fault?.mode === 'expire-token') throw new RestError(401, 'PGRST303', 'JWT expired');
        const out = await runRestQuery(state.db.pool, { ...who.claims, role: who.claims.role }, capRows(q, state.config.maxRows), {
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
    },
  };
}
