import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepCovered, woffCodePoints } from './card-font';

const read = (f: string) => new Uint8Array(readFileSync(join(__dirname, 'fonts', f)));

describe('the social card font', () => {
  const japanese = woffCodePoints(read('noto-sans-jp-japanese-700.woff'));
  const latin = woffCodePoints(read('noto-sans-jp-latin-700.woff'));
  const covered = new Set([...japanese, ...latin]);

  it('draws kana, common kanji, full-width punctuation, Latin letters and the card’s symbols', () => {
    for (const ch of 'あアー水槽最新の質（）・、。塩分温Aa0·–×°…@') expect(covered.has(ch.codePointAt(0)!), ch).toBe(true);
  });

  it('leaves out what neither file draws, so no glyph is fetched from elsewhere', () => {
    expect(covered.has('🐠'.codePointAt(0)!)).toBe(false);
    expect(keepCovered('Mika 🐠 の水槽', covered)).toBe('Mika の水槽');
  });

  it('refuses a file that is not WOFF', () => {
    expect(() => woffCodePoints(new Uint8Array(64))).toThrow('not a WOFF file');
  });
});
