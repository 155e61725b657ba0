import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCspManifest, cspHash, inlineScriptHashes, loadCspManifest, routeOfHtmlFile, writeCspManifest } from './csp-manifest.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const THEME = '((a)=>{document.documentElement.dataset.t=a})("x")';

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only, byte for byte', () => {
    const html = [
      `<script>${THEME}</script>`,
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
      '<script id="_R_">self.__next_f=[]</script>',
      '<script type="module">import "x"</script>',
      '<SCRIPT nonce="n">self.__next_f.push([1,"日本語 \\u003c/script"])</SCRIPT >',
      `<script>${THEME}</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha(THEME),
      sha('self.__next_f=[]'),
      sha('import "x"'),
      sha('self.__next_f.push([1,"日本語 \\u003c/script"])'),
    ]);
    expect(cspHash('')).toBe(sha(''));
  });
});

describe('routeOfHtmlFile', () => {
  it('maps prerendered files to routes and leaves out Next’s own pages', () => {
    expect(routeOfHtmlFile('en.html')).toBe('/en');
    expect(routeOfHtmlFile('ja/blog/lighting/x.html')).toBe('/ja/blog/lighting/x');
    expect(routeOfHtmlFile('_not-found.html')).toBeNull();
    expect(routeOfHtmlFile('_global-error.html')).toBeNull();
  });
});

describe('buildCspManifest / loadCspManifest', () => {
  const dist = mkdtempSync(join(tmpdir(), 'csp-manifest-'));
  const app = join(dist, 'server', 'app');
  mkdirSync(join(app, 'ja'), { recursive: true });
  mkdirSync(join(dist, 'server', 'pages'), { recursive: true });
  writeFileSync(join(dist, 'BUILD_ID'), 'build-1\n');
  writeFileSync(join(app, 'en.html'), `<script>${THEME}</script><script>self.__next_f.push("en")</script>`);
  writeFileSync(join(app, 'ja', 'contact.html'), `<script>${THEME}</script><script>self.__next_f.push("ja")</script>`);
  writeFileSync(join(app, '_not-found.html'), '<script>self.__next_f.push("404")</script>');
  writeFileSync(join(dist, 'server', 'pages', '500.html'), '<script>self.__next_f.push("500")</script>');

  it('maps routes to their hashes; the fallback has error pages and scripts common to all pages', () => {
    const m = buildCspManifest(dist);
    expect(m.buildId).toBe('build-1');
    expect(m.routes).toEqual({
      '/en': [sha(THEME), sha('self.__next_f.push("en")')],
      '/ja/contact': [sha(THEME), sha('self.__next_f.push("ja")')],
    });
    expect(m.fallback).toEqual([sha('self.__next_f.push("404")'), sha(THEME), sha('self.__next_f.push("500")')]);
  });

  it('loads the written file of the same build, rescans a stale one, and is null without a build', () => {
    const written = writeCspManifest(dist);
    expect(loadCspManifest(dist)).toEqual(written);
    writeFileSync(join(dist, 'csp-manifest.json'), JSON.stringify({ ...written, buildId: 'old', routes: {} }));
    expect(loadCspManifest(dist)?.routes['/en']).toHaveLength(2);
    expect(loadCspManifest(join(dist, 'missing'))).toBeNull();
  });
});
