import { describe, expect, it } from 'vitest';
import en from './en.json';
import ja from './ja.json';

type Tree = { [k: string]: string | Tree };

function flatten(o: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('messages', () => {
  const enFlat = flatten(en as unknown as Tree);
  const jaFlat = flatten(ja as unknown as Tree);

  it('keep their namespaces in alphabetical order, so the strings of a new screen have one place to go', () => {
    for (const messages of [en, ja]) {
      const names = Object.keys(messages);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('have the same keys in English and Japanese', () => {
    expect([...jaFlat.keys()].filter((k) => !enFlat.has(k))).toEqual([]);
    expect([...enFlat.keys()].filter((k) => !jaFlat.has(k))).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...enFlat].filter(([k, v]) => jaFlat.has(k) && placeholders(v).join() !== placeholders(jaFlat.get(k)!).join());
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it('have no empty strings', () => {
    expect([...enFlat, ...jaFlat].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('follow the Japanese typography of the glossary', () => {
    const ja = [...jaFlat.values()].join('\n');
    expect(ja).not.toMatch(/[０-９]/); // digits are half-width
    expect(ja).not.toMatch(/\d\s*[~〜–]\s*\d/); // ranges use 「～」 (U+FF5E)
    expect(ja).not.toMatch(/[}\d]\s*[~〜–]\s*[{\d]|〜/); // also between placeholders ({low}～{high}); 〜 (U+301C) nowhere
    expect(ja).not.toMatch(/[ｦ-ﾟ]/); // no half-width katakana
    // glossary spellings; the hub's search keywords hold the other spellings on purpose, so that a keeper who types them finds the calculator
    const shown = [...jaFlat].filter(([k]) => !k.startsWith('Hub.keywords.')).map(([, v]) => v);
    expect(shown.join('\n')).not.toMatch(/ドージング|較正|濾過|水替え|サインイン/);
  });
});
