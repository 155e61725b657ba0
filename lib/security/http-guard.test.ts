import { createConnection } from 'node:net';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorStatus, guardHeaders, installHttpGuard, judgeRequest } from './http-guard';

describe('judgeRequest', () => {
  it.each(['TRACE', 'TRACK', 'CONNECT', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH', '', undefined])(
    '%j → 405 with Allow',
    (method) => {
      for (const target of ['/', '/reef-calculator/dosing', '/api/blog/en', '/auth/confirm', '*', 'http://evil.example/']) {
        expect(judgeRequest(method, target)).toEqual({ kind: 'answer', status: 405, allow: true });
      }
    },
  );

  it.each([
    ['GET', '/', { kind: 'pass' }],
    ['HEAD', '/ja/blog', { kind: 'pass' }],
    ['POST', '/login', { kind: 'pass' }],
    ['GET', '/reef-calculator/dosing?volume=200', { kind: 'pass' }],
    ['GET', '/_next/static/chunks/x.js', { kind: 'pass' }],
    ['OPTIONS', '*', { kind: 'answer', status: 204, allow: true }],
    ['OPTIONS', '/', { kind: 'answer', status: 204, allow: true }],
    ['OPTIONS', '/api/blog/en', { kind: 'answer', status: 204, allow: true }],
    ['GET', '*', { kind: 'answer', status: 400, allow: false }],
    ['HEAD', '*', { kind: 'answer', status: 400, allow: false }],
    ['POST', '*', { kind: 'answer', status: 400, allow: false }],
    ['GET', 'http://evil.example/', { kind: 'rewrite', url: '/' }],
    ['GET', 'https://evil.example/ja/blog?x=1#y', { kind: 'rewrite', url: '/ja/blog?x=1' }],
    ['GET', 'HTTP://EVIL.EXAMPLE//x', { kind: 'rewrite', url: '//x' }],
    ['GET', 'ftp://evil.example/', { kind: 'answer', status: 400, allow: false }],
    ['GET', 'evil.example', { kind: 'answer', status: 400, allow: false }],
    ['GET', '', { kind: 'answer', status: 400, allow: false }],
    ['GET', '/xx/yy.rsc', { kind: 'answer', status: 404, allow: false }],
    ['GET', '/reef-calculator/dosing.rsc?x=1', { kind: 'answer', status: 404, allow: false }],
    ['GET', '/index.RSC', { kind: 'answer', status: 404, allow: false }],
    ['GET', '/ja.segments/_tree.segment.rsc', { kind: 'answer', status: 404, allow: false }],
    ['GET', '/x%2Ersc', { kind: 'answer', status: 404, allow: false }],
    ['GET', 'http://evil.example/a.rsc', { kind: 'answer', status: 404, allow: false }],
    ['GET', '/blog?x=a.rsc', { kind: 'pass' }],
  ] as const)('%s %j → %j', (method, target, verdict) => {
    expect(judgeRequest(method, target)).toEqual(verdict);
  });

  it('answers carry the security headers, the locked-down CSP and no caching', () => {
    const h = guardHeaders(405, true);
    expect(h.Allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(h['Content-Security-Policy']).toContain("default-src 'none'");
    expect(h['Cache-Control']).toBe('no-store');
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]) {
      expect(Object.keys(h)).toContain(name);
    }
    expect(guardHeaders(404, false).Allow).toBeUndefined();
    expect(guardHeaders(404, false)['Content-Type']).toMatch(/text\/html/);
  });

  it('maps parser errors as Node does', () => {
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW')).toBe(431);
    expect(clientErrorStatus('HPE_INVALID_METHOD')).toBe(400);
    expect(clientErrorStatus(undefined)).toBe(400);
  });
});

describe('installHttpGuard on a real server', () => {
  class TestServer extends Server {}
  const seen: string[] = [];
  let server: TestServer;
  let port = 0;

  beforeAll(async () => {
    installHttpGuard(TestServer);
    installHttpGuard(TestServer); // twice is harmless
    server = new TestServer((req: IncomingMessage, res: ServerResponse) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('page');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** One raw HTTP/1.1 exchange, since fetch cannot send TRACE, `*` or an absolute-form target. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = createConnection(port, '127.0.0.1');
      let data = '';
      socket.on('data', (d) => (data += d.toString('latin1')));
      socket.on('end', () => resolve(data));
      socket.on('error', (e) => (data ? resolve(data) : reject(e)));
      socket.write(request);
    });

  it.each([
    ['TRACE / HTTP/1.1', 405],
    ['TRACK / HTTP/1.1', 400], // Node's parser knows no TRACK: a client error, answered here with the headers too
    ['PUT /profile HTTP/1.1', 405],
    ['OPTIONS * HTTP/1.1', 204],
    ['GET * HTTP/1.1', 400],
    ['GET /xx/yy.rsc HTTP/1.1', 404],
  ])('%s → %i with headers, never reaching the app', async (line, status) => {
    const before = seen.length;
    const res = await raw(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(res).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(res).toMatch(/\r\ncontent-security-policy: default-src 'none'/i);
    expect(res).toMatch(/\r\nx-frame-options: DENY/i);
    if (status === 405 || status === 204) expect(res).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS/i);
    expect(seen.length).toBe(before);
    if (status === 404) expect(res).toContain('<h1>Page Not Found</h1>');
  });

  it('serves an absolute-form request as its path on this host', async () => {
    const res = await raw('GET http://evil.example/ja/blog?x=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res).toMatch(/^HTTP\/1.1 200 /);
    expect(seen.at(-1)).toBe('GET /ja/blog?x=1');
  });

  it('a header block past the limit gets 431 with the security headers', async () => {
    const cookies = Array.from({ length: 20 }, (_, i) => `bomb${i}=${'x'.repeat(4000)}`).join('; ');
    const res = await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookies}\r\n\r\n`);
    expect(res).toMatch(/^HTTP\/1.1 431 /);
    expect(res).toMatch(/\r\nstrict-transport-security: /i);
  });

  it('an unparsable request line gets 400 with the security headers', async () => {
    const res = await raw('GET / FOO/9\r\n\r\n');
    expect(res).toMatch(/^HTTP\/1.1 400 /);
    expect(res).toMatch(/\r\nx-content-type-options: nosniff/i);
  });
});
