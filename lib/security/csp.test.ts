import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, lockedDownCsp, staticSecurityHeaders, wantsUpgradeInsecure } from './csp';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ scriptSources: ["'sha256-abc='"], upgradeInsecureRequests: true });
  const d = directives(policy);

  it('allows scripts from this origin and the listed hashes only', () => {
    expect(d.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('has the fixed directives', () => {
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.has('upgrade-insecure-requests')).toBe(true);
  });

  it('adds the Supabase origin to connect-src and drops the upgrade on request', () => {
    const p = contentSecurityPolicy({ scriptSources: [], supabaseOrigin: 'https://x.supabase.co', upgradeInsecureRequests: false });
    expect(directives(p).get('connect-src')).toEqual(["'self'", 'https://x.supabase.co']);
    expect(directives(p).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://x.supabase.co']);
    expect(directives(p).get('script-src')).toEqual(["'self'"]);
    expect(p).not.toContain('upgrade-insecure-requests');
  });

  it("adds 'unsafe-eval' for next dev only", () => {
    expect(contentSecurityPolicy({ scriptSources: [], upgradeInsecureRequests: false, dev: true })).toContain("'unsafe-eval'");
  });
});

describe('helpers', () => {
  it('makes 128-bit base64 nonces that differ', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });

  it('upgrades insecure requests except on plain http to a loopback host', () => {
    expect(wantsUpgradeInsecure('http:', 'localhost')).toBe(false);
    expect(wantsUpgradeInsecure('http:', '127.0.0.1')).toBe(false);
    expect(wantsUpgradeInsecure('http:', '[::1]')).toBe(false);
    expect(wantsUpgradeInsecure('https:', 'localhost')).toBe(true);
    expect(wantsUpgradeInsecure('http:', 'reefcalc.example')).toBe(true);
  });

  it('locks down non-page responses and names each static header once', () => {
    expect(lockedDownCsp).toContain("default-src 'none'");
    expect(lockedDownCsp).toContain("frame-ancestors 'none'");
    const keys = staticSecurityHeaders.map((h) => h.key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
      ]),
    );
  });
});
