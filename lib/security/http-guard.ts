import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import en from '@/messages/en.json';
import { site } from '@/lib/site';
import { lockedDownCsp, staticSecurityHeaders } from './csp';

/**
 * What the HTTP server answers before Next sees a request (installed by instrumentation.ts under `next start`).
 * Next builds a WHATWG `Request` for the proxy and for route handlers, and undici refuses TRACE, TRACK and
 * CONNECT there, so those methods (and `*` or absolute-form request targets) would end in a bare 500 inside Next.
 */

/** Every method this site serves: pages and files (GET, HEAD), server actions (POST), and OPTIONS. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
const ALLOW = SERVED_METHODS.join(', ');
const served: readonly string[] = SERVED_METHODS;

export type Verdict =
  | { kind: 'pass' }
  /** absolute-form (`GET http://host/x`): served as the origin-form `/x`, never as a redirect to that host */
  | { kind: 'rewrite'; url: string }
  | { kind: 'answer'; status: 204 | 400 | 404 | 405; allow: boolean };

/** `/x.rsc` is Next's internal name of a page's RSC payload; its own router never requests it by that name. */
function isRscPath(path: string): boolean {
  if (/\.rsc$/i.test(path)) return true;
  try {
    return /\.rsc$/i.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

export function judgeRequest(method: string | undefined, target: string | undefined): Verdict {
  if (!method || !served.includes(method)) return { kind: 'answer', status: 405, allow: true };
  if (!target) return { kind: 'answer', status: 400, allow: false };
  if (target === '*')
    return method === 'OPTIONS' ? { kind: 'answer', status: 204, allow: true } : { kind: 'answer', status: 400, allow: false };
  if (method === 'OPTIONS') return { kind: 'answer', status: 204, allow: true };
  let url = target;
  if (!target.startsWith('/')) {
    let parsed: URL;
    try {
      parsed = new URL(target);
    } catch {
      return { kind: 'answer', status: 400, allow: false };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'answer', status: 400, allow: false };
    url = `${parsed.pathname}${parsed.search}`;
  }
  const path = url.split(/[?#]/, 1)[0];
  if (isRscPath(path)) return { kind: 'answer', status: 404, allow: false };
  return url === target ? { kind: 'pass' } : { kind: 'rewrite', url };
}

const REASONS: Record<number, string> = {
  204: '',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  431: 'Request Header Fields Too Large',
};

/** The headers of every answer given here: the site's fixed security headers and the locked-down CSP. */
export function guardHeaders(status: number, allow: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, value } of staticSecurityHeaders) headers[key] = value;
  headers['Content-Security-Policy'] = lockedDownCsp;
  headers['Cache-Control'] = 'no-store';
  if (allow) headers.Allow = ALLOW;
  if (status === 404) headers['Content-Type'] = 'text/html; charset=utf-8';
  else if (status !== 204) headers['Content-Type'] = 'text/plain; charset=utf-8';
  return headers;
}

/** A 404 is a page, as everywhere on the site; this one has no script (the CSP here allows none). */
export const notFoundPage = `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>404: ${en.NotFound.title} | ${site.name}</title><meta name="robots" content="noindex"><h1>${en.NotFound.title}</h1><p>${en.NotFound.hint}</p><p><a href="/">${en.Common.backHome}</a></p></html>`;

function answer(res: ServerResponse, status: number, allow: boolean) {
  res.writeHead(status, REASONS[status], guardHeaders(status, allow));
  res.end(status === 204 ? undefined : status === 404 ? notFoundPage : REASONS[status]);
}

/** Node's own answers to unparsable requests (node:_http_server socketOnError), with the security headers. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

function answerClientError(error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: { headersSent?: boolean } }) {
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const status = clientErrorStatus(error.code);
    const body = REASONS[status];
    const head = Object.entries({ ...guardHeaders(status, false), 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 ${status} ${body}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

const INSTALLED = Symbol.for('reefcalc.httpGuard');

/**
 * Puts judgeRequest in front of every node:http server of this process (the one `next start` listens on).
 * A coupling to Node's internals, listed in docs/couplings.md.
 */
export function installHttpGuard(ServerClass: typeof Server) {
  const proto = ServerClass.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the original emit is kept to be called with each server as `this` (apply below)
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const verdict = judgeRequest(req.method, req.url);
      if (verdict.kind === 'answer') {
        answer(res, verdict.status, verdict.allow);
        return true;
      }
      if (verdict.kind === 'rewrite') req.url = verdict.url;
    } else if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      answerClientError(args[0] as NodeJS.ErrnoException, args[1] as Socket);
      return true;
    }
    return (emit as (...a: unknown[]) => boolean).apply(this, [event, ...args]);
  } as typeof proto.emit;
}
