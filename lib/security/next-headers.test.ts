import { describe, expect, it } from 'vitest';
import { lockedDownCsp, workerCsp } from './csp';
import { securityHeaders } from './next-headers';

const matches = (source: string, path: string) => new RegExp(`^${source.replace('/:path*', '/.*').replace('/:path(', '/(')}$`).test(path);

describe('the service worker script', () => {
  it('gets its own CSP, last of the rules for /sw.js, so that Next sends it instead of the locked-down one', async () => {
    const rules = (await securityHeaders()).filter((r) => matches(r.source, '/sw.js'));
    const csp = rules.flatMap((r) => r.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value));
    expect(csp).toEqual([lockedDownCsp, workerCsp]);
    expect(rules[0].headers.map((h) => h.key)).toContain('X-Content-Type-Options');
  });

  it('is shared by the pdf.js worker of the ICP importer, /pdf.worker.mjs', async () => {
    const rules = (await securityHeaders()).filter((r) => matches(r.source, '/pdf.worker.mjs'));
    const csp = rules.flatMap((r) => r.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value));
    expect(csp).toEqual([lockedDownCsp, workerCsp]);
  });

  it('lets the worker reach this origin only, and run nothing inline', () => {
    const d = new Map(
      workerCsp
        .split(';')
        .map((x) => x.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(workerCsp).not.toMatch(/unsafe|\*|https?:/);
  });
});
