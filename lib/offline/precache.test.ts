import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calculators } from '@/lib/calculators/registry';
import { isOfflineRoute, LAZY_CHUNK_LIMIT, lazyChunks, precacheEntries, precacheSize, publicPath, referencedAssets } from './precache.mjs';

describe('which pages are precached', () => {
  it('every calculator, the hub, home, the log and the offline screen, in both locales', () => {
    for (const locale of ['en', 'ja']) {
      for (const { slug } of calculators) expect(isOfflineRoute(`/${locale}/reef-calculator/${slug}`), slug).toBe(true);
      for (const page of ['', '/reef-calculator', '/log', '/offline']) expect(isOfflineRoute(`/${locale}${page}`), page).toBe(true);
    }
  });

  it('nothing private, per visitor or merely read (blog posts are kept when read)', () => {
    for (const route of [
      '/en/login',
      '/ja/settings',
      '/en/profile',
      '/en/blog',
      '/ja/blog/a/b',
      '/en/contact',
      '/en/reef-calculator/a/b',
      '/fr',
    ]) {
      expect(isOfflineRoute(route), route).toBe(false);
    }
  });

  it('keys pages by their public path (English has no prefix)', () => {
    expect(publicPath('/en')).toBe('/');
    expect(publicPath('/en/reef-calculator/dosing')).toBe('/reef-calculator/dosing');
    expect(publicPath('/ja')).toBe('/ja');
    expect(publicPath('/ja/offline')).toBe('/ja/offline');
    expect(publicPath('/english')).toBe('/english');
  });
});

describe('precache list of a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'precache-'));
  const dist = join(root, '.next');
  const put = (file: string, body: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), body);
  };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const page = (chunk: string) =>
    `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="icon" href="/icon.svg" type="image/svg+xml"/>` +
    `<script src="/_next/static/chunks/${chunk}" async=""></script></head><body><script>self.__next_f.push([1,"2:\\"/_next/static/chunks/form.js\\""])</script></body></html>`;

  it('holds the offline pages and exactly the files their HTML names', () => {
    put('.next/server/app/en.html', page('main.js'));
    put('.next/server/app/ja.html', page('main.js'));
    put('.next/server/app/en/reef-calculator/dosing.html', page('dosing.js'));
    put('.next/server/app/ja/reef-calculator/dosing.html', page('dosing.js'));
    put('.next/server/app/en/login.html', page('login.js'));
    put('.next/server/app/en/blog/a/b.html', page('blog.js'));
    put('.next/server/app/icon.svg.body', '<svg/>');
    for (const f of ['a.css', 'main.js', 'dosing.js', 'login.js', 'blog.js', 'chart.js']) put(`.next/static/chunks/${f}`, `/* ${f} */`);
    // form.js loads chart.js and the big 3D chunk on demand: the small one is precached, the big one is not.
    put('.next/static/chunks/form.js', 'e.l("static/chunks/chart.js");e.l("static/chunks/three.js")');
    put('.next/static/chunks/three.js', 'x'.repeat(LAZY_CHUNK_LIMIT + 1));

    const entries = precacheEntries(dist, root);
    expect(entries.map((e) => e.url)).toEqual([
      '/',
      '/reef-calculator/dosing',
      '/ja',
      '/ja/reef-calculator/dosing',
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/chart.js',
      '/_next/static/chunks/dosing.js',
      '/_next/static/chunks/form.js',
      '/_next/static/chunks/main.js',
      '/icon.svg',
    ]);
    expect(entries.find((e) => e.url === '/')!.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(entries.find((e) => e.url === '/_next/static/chunks/main.js')!.revision).toBeNull();
    expect(entries.find((e) => e.url === '/icon.svg')!.revision).toMatch(/^[0-9a-f]{32}$/);
    expect(precacheSize(entries).count).toBe(10);
  });

  it('fails the build when a page names a file that is not there', () => {
    put('.next/server/app/en/offline.html', page('missing.js'));
    expect(() => precacheEntries(dist, root)).toThrow(/missing\.js/);
  });

  it('reads the chunks a script loads on demand', () => {
    expect(lazyChunks('a("static/chunks/x.js"),b(["static/chunks/y.css","static/chunks/x.js"])')).toEqual([
      '/_next/static/chunks/x.js',
      '/_next/static/chunks/y.css',
    ]);
  });

  it('reads the URLs in script, link and RSC payload', () => {
    expect(referencedAssets(page('x.js'))).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/form.js',
      '/_next/static/chunks/x.js',
      '/icon.svg',
    ]);
  });
});
