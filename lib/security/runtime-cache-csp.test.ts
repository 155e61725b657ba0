import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHash } from './csp-manifest.mjs';
import { runtimeCacheFiles } from './next-internals';
import { policyFor, runtimeCachedHashes } from './proxy-security';

describe('pages cached at run time (ISR)', () => {
  it('are the public pages and /community, in both languages', () => {
    for (const route of ['/en/u/coral_keeper', '/ja/u/coral_keeper/reef-1', '/en/community', '/ja/community'])
      expect(runtimeCacheFiles(route, '/srv')).not.toBeNull();
    for (const route of ['/en', '/en/u', '/en/log', '/en/u/a/b/c', '/fr/u/a']) expect(runtimeCacheFiles(route, '/srv')).toBeNull();
  });

  it('are looked for where Next 16 files them, then where older builds did', () => {
    const [scoped, legacy] = runtimeCacheFiles('/ja/u/coral_keeper/reef-1', '/srv')!;
    // sha256('/[locale]/u/[username]/[tank]/page'), the page module's name as Next hashes it
    expect(scoped).toMatch(/^\/srv\/route-cache\/APP_PAGE\/[0-9a-f]{64}\/\$\/ja\/u\/coral_keeper\/reef-1\.html$/);
    expect(legacy).toBe('/srv/app/ja/u/coral_keeper/reef-1.html');
  });

  it("hash the cached copy's inline scripts, and read the file again only when it changed", () => {
    const dir = mkdtempSync(join(tmpdir(), 'isr-csp-'));
    const file = join(dir, 'page.html');
    expect(runtimeCachedHashes('/en/u/a', [file])).toEqual([]); // nothing cached yet
    writeFileSync(file, '<script>one()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>');
    utimesSync(file, 1, 1);
    expect(runtimeCachedHashes('/en/u/a', [file])).toEqual([cspHash('one()')]);
    writeFileSync(file, '<script nonce="abc">two()</script>');
    utimesSync(file, 2, 2);
    expect(runtimeCachedHashes('/en/u/a', [file])).toEqual([cspHash('two()')]);
  });

  it('get a nonce (for a render the request causes) besides the hashes', () => {
    const { nonce, policy } = policyFor('/u/nobody_here/tank', 'http:', 'localhost');
    expect(nonce).toBeTruthy();
    expect(policy).toContain(`'nonce-${nonce}'`);
    expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
  });
});
