import { Server } from 'node:http';
import { installHttpGuard } from './lib/security/http-guard';

/**
 * The Node half of instrumentation.ts, in a module of its own so that only the Node server's bundle reads
 * `node:http`: instrumentation.ts is compiled for the Edge runtime too.
 * Methods and request targets Next cannot take answer 405/400/404 with the security headers (lib/security/http-guard.ts).
 */
export function registerNode() {
  installHttpGuard(Server);
}
