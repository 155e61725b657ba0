import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './next-headers';
import { internalRoute, isDecodablePath, isPagePath, policiesFromManifest, policyFor, rawCookies, withSecurity } from './proxy-security';
import { forwardRequestHeader } from './next-internals';

const table = policiesFromManifest({
  version: 1,
  buildId: 'b',
  routes: { '/en': ["'sha256-home='"], '/en/contact': ["'sha256-contact='"], '/ja/contact': ["'sha256-jacontact='"] },
  fallback: ["'sha256-404='"],
});

describe('internalRoute', () => {
  it.each([
    ['/', '/en'],
    ['/contact', '/en/contact'],
    ['/contact/', '/en/contact'],
    ['/ja', '/ja'],
    ['/ja/contact', '/ja/contact'],
    ['/en/contact', '/en/contact'],
    ['/%63ontact', '/en/contact'],
    ['/%E0%A4%A', '/%E0%A4%A'],
  ])('%s → %s', (path, route) => expect(internalRoute(path)).toBe(route));
});

describe('policyFor', () => {
  it('gives prerendered pages their hashes and no nonce', () => {
    const { policy, nonce } = policyFor('/ja/contact', 'http:', 'localhost', table);
    expect(nonce).toBeNull();
    expect(policy).toContain("script-src 'self' 'sha256-jacontact='; ");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policyFor('/contact', 'https:', 'reefcalc.example', table).policy).toMatch(/'sha256-contact='.*; upgrade-insecure-requests$/);
  });

  it('gives every other path a fresh nonce plus the fallback hashes', () => {
    const a = policyFor('/ja/no-such-page', 'http:', 'localhost', table);
    const b = policyFor('/ja/no-such-page', 'http:', 'localhost', table);
    expect(a.nonce).toBeTruthy();
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.policy).toContain(`script-src 'self' 'nonce-${a.nonce}' 'sha256-404='`);
  });
});

describe('forwardRequestHeader', () => {
  const request = () => new NextRequest('http://localhost/x', { headers: { accept: 'text/html', 'content-security-policy': 'p' } });

  it('matches the encoding of NextResponse.next({ request: { headers } })', () => {
    const req = request();
    const expected = NextResponse.next({ request: { headers: req.headers } });
    const actual = NextResponse.next();
    forwardRequestHeader(actual, req, 'content-security-policy', 'p');
    expect(actual.headers.get('x-middleware-override-headers')!.split(',').sort()).toEqual(
      expected.headers.get('x-middleware-override-headers')!.split(',').sort(),
    );
    expect(actual.headers.get('x-middleware-request-content-security-policy')).toBe('p');
    expect(actual.headers.get('x-middleware-request-accept')).toBe('text/html');
  });

  it('adds the header to an existing override list and leaves redirects alone', () => {
    const req = request();
    const rewrite = NextResponse.rewrite(new URL('http://localhost/en/x'), { request: { headers: new Headers({ accept: 'a' }) } });
    forwardRequestHeader(rewrite, req, 'content-security-policy', 'q');
    expect(rewrite.headers.get('x-middleware-override-headers')).toBe('accept,content-security-policy');
    expect(rewrite.headers.get('x-middleware-request-content-security-policy')).toBe('q');
    const redirect = NextResponse.redirect(new URL('http://localhost/'));
    forwardRequestHeader(redirect, req, 'content-security-policy', 'q');
    expect(redirect.headers.has('x-middleware-override-headers')).toBe(false);
  });
});

describe('withSecurity', () => {
  it('drops junk cookies before the proxy runs, clears them after, and sets the headers', async () => {
    let seen = '';
    const proxy = withSecurity((req) => {
      seen = req.cookies
        .getAll()
        .map((c) => c.name)
        .join(',');
      return NextResponse.next({ request: { headers: req.headers } });
    });
    const req = new NextRequest('http://localhost/no-such-page', {
      headers: { cookie: 'sb-zz-auth-token.0=junk; keep=1; NEXT_LOCALE=xx', 'content-security-policy': "script-src 'nonce-evil'" },
    });
    const res = await proxy(req);
    expect(seen).toBe('keep');
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sb-zz-auth-token\.0=; Path=\/; (Expires=[^;]+; )?Max-Age=0/);
    expect(setCookie).toMatch(/NEXT_LOCALE=; Path=\/; (Expires=[^;]+; )?Max-Age=0/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/'nonce-[^']+'/);
    expect(csp).not.toContain('evil');
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('next.config headers', () => {
  // The proxy's matcher, read from proxy.ts, and the locked-down CSP rule must cover every path exactly once.
  const proxySource = readFileSync(join(process.cwd(), 'proxy.ts'), 'utf8');
  const matcher = /matcher:\s*\[?\s*'([^']+)'/.exec(proxySource)?.[1].replace(/\\\\/g, '\\');

  it.each([
    '/',
    '/ja',
    '/contact',
    '/ja/blog/x/y',
    '/apiary',
    '/api',
    '/api/blog/en',
    '/auth/confirm',
    '/_next/static/a.js',
    '/sitemap.xml',
    '/ja/feed.xml',
    '/a.b/c',
    '/icon.svg',
  ])('%s gets one CSP', async (path) => {
    expect(matcher).toBeTruthy();
    const viaProxy = new RegExp(`^${matcher}$`).test(path);
    expect(isPagePath(path), 'PAGE_PATH in proxy-security.ts follows the matcher').toBe(viaProxy);
    const rules = await securityHeaders();
    const locked = rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
    const viaConfig = locked.some((r) => new RegExp(`^${r.source.replace('/:path(', '/(')}$`).test(path));
    expect(viaProxy !== viaConfig).toBe(true);
  });
});

describe('cookies over https', () => {
  const proxy = withSecurity(() => {
    const res = NextResponse.next();
    res.cookies.set('NEXT_LOCALE', 'ja', { path: '/', sameSite: 'lax', maxAge: 60 });
    return res;
  });

  it('keeps a response that sets a cookie out of shared caches', async () => {
    const res = await proxy(new NextRequest('http://localhost/ja'));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const none = await withSecurity(() => NextResponse.next())(new NextRequest('http://localhost/ja'));
    expect(none.headers.get('cache-control')).toBeNull();
    const cleared = await withSecurity(() => NextResponse.next())(
      new NextRequest('http://localhost/ja', { headers: { cookie: 'NEXT_LOCALE=xx' } }),
    );
    expect(cleared.headers.getSetCookie().join()).toMatch(/NEXT_LOCALE=;.*Max-Age=0/);
    expect(cleared.headers.get('cache-control')).toBe('private, no-store');
  });

  it('marks every cookie Secure behind a TLS proxy, and not on plain http', async () => {
    const https = await proxy(new NextRequest('http://localhost/ja', { headers: { 'x-forwarded-proto': 'https' } }));
    expect(https.headers.getSetCookie().join()).toMatch(/NEXT_LOCALE=ja; Path=\/;.*Secure/i);
    const http = await proxy(new NextRequest('http://localhost/ja'));
    expect(http.headers.getSetCookie().join()).not.toMatch(/secure/i);
  });
});

describe('rawCookies', () => {
  it('keeps pairs that are not valid percent-encoding, which Next’s parser drops', () => {
    expect(rawCookies('a=1; sb-x-auth-token.1=%%junk%%; b=%41; =x; flag')).toEqual([
      { name: 'a', value: '1' },
      { name: 'sb-x-auth-token.1', value: '%%junk%%' },
      { name: 'b', value: 'A' },
      { name: 'flag', value: '' },
    ]);
    expect(rawCookies(null)).toEqual([]);
  });

  it('clears a junk chunk Next’s parser cannot read', async () => {
    const proxy = withSecurity(() => NextResponse.next());
    const res = await proxy(new NextRequest('http://localhost/', { headers: { cookie: 'sb-127-auth-token.1=%%junk%%' } }));
    expect(res.headers.getSetCookie().join()).toMatch(/sb-127-auth-token\.1=; Path=\/; (Expires=[^;]+; )?Max-Age=0/);
  });
});

describe('broken percent-encoding', () => {
  it('is recognised per segment', () => {
    expect(isDecodablePath('/ja/%E6%97%A5')).toBe(true);
    expect(isDecodablePath('/a%2Fb/%25')).toBe(true);
    for (const p of ['/%FF', '/ja/%E0%A4%A', '/%', '/x/%zz/y', '/%C0%AF', '/%00', '/ja/%00', '/a%0Ab', '/%09', '/%7F', '/%1f']) {
      expect(isDecodablePath(p), p).toBe(false);
    }
  });

  it('answers 404 with a page and the headers, without calling the proxy', async () => {
    let called = false;
    const proxy = withSecurity(() => {
      called = true;
      return NextResponse.next();
    });
    const res = await proxy(new NextRequest('http://localhost/ja/%E0%A4%A'));
    expect(called).toBe(false);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain('script-src');
    expect(await res.text()).toMatch(/<html/);
  });

  it('lets a valid `%xx` outside the pages through untouched', async () => {
    const proxy = withSecurity(() => {
      throw new Error('not for files');
    });
    const res = await proxy(new NextRequest('http://localhost/api/blog/%41'));
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
