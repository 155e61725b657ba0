import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { site } from '@/lib/site';
import { ICONS } from './icons.mjs';
import { appScope, manifestPath, webManifest } from './manifest';

const text = (m: typeof en) => ({ name: m.Offline.appName.replace('{site}', site.name), description: m.Offline.appDescription });

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const png = readFileSync(join(process.cwd(), 'public', file));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

describe('web app manifest', () => {
  it.each([
    ['en', en, '/'],
    ['ja', ja, '/ja'],
  ] as const)('%s: its own start URL and scope, names and colours of the site', (locale, messages, scope) => {
    const m = webManifest(locale, text(messages));
    expect(m).toMatchObject({ id: scope, start_url: scope, scope, lang: locale, display: 'standalone', short_name: site.name });
    expect(m.name).toContain(site.name);
    expect(m.name).not.toContain('{site}');
    expect(m.description.length).toBeGreaterThan(20);
    expect(m.theme_color).toBe(site.colors.light);
    expect(m.background_color).toBe(site.colors.light);
    expect(appScope(locale)).toBe(scope);
    expect(manifestPath(locale)).toBe(locale === 'ja' ? '/ja/manifest.webmanifest' : '/manifest.webmanifest');
    // start_url must lie within scope for the app to be installable
    expect(m.start_url.startsWith(m.scope)).toBe(true);
  });

  it('lists the 192 and 512 icons browsers ask for, plain and maskable, and each file has its stated size', () => {
    const m = webManifest('en', text(en));
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        const icon = m.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
        expect(icon, `${purpose} ${size}`).toBeTruthy();
        expect(icon!.type).toBe('image/png');
      }
    }
    for (const icon of ICONS) expect(pngSize(icon.src.slice(1)), icon.src).toEqual([icon.size, icon.size]);
  });

  it('the icons are drawn from the one source image, app/icon.svg', () => {
    const script = readFileSync(join(process.cwd(), 'scripts', 'icons.mjs'), 'utf8');
    expect(script).toContain("join(root, 'app', 'icon.svg')");
    expect(readFileSync(join(process.cwd(), 'app', 'icon.svg'), 'utf8')).toMatch(/^<svg\b/);
  });
});
