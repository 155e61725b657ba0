import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { SPECIES } from './catalogue';
import { normaliseName, searchSpecies } from './search';

const ids = (query: string, limit?: number) => searchSpecies(SPECIES, query, limit).map((s) => s.id);

describe('normaliseName', () => {
  it('folds width, case, accents and katakana to one form', () => {
    expect(normaliseName('ｶｸﾚｸﾏﾉﾐ')).toBe('かくれくまのみ');
    expect(normaliseName('カクレクマノミ')).toBe('かくれくまのみ');
    expect(normaliseName('ＯＣＥＬＬＡＲＩＳ')).toBe('ocellaris');
    expect(normaliseName('Ricórdea  yúma')).toBe('ricordea yuma');
    expect(normaliseName('ハナガタ珊瑚')).toBe('はながたさんご');
    expect(normaliseName('ガンガゼ')).toBe('がんがぜ'); // voicing marks survive the accent folding
    expect(normaliseName("Clark's anemonefish")).toBe('clark s anemonefish');
  });
});

describe('searchSpecies', () => {
  it.each([
    'かくれ',
    'カクレ',
    'ｶｸﾚ',
    'かくれくまのみ',
    'カクレクマノミ',
    'ocellaris',
    'OCELLARIS',
    'ｏｃｅｌｌａｒｉｓ',
    'Ocellaris clown',
    'ocellaris clownfish',
    'false percula',
    'Amphiprion ocellaris',
  ])('finds カクレクマノミ first by %s', (query) => {
    expect(ids(query)[0]).toBe('amphiprion-ocellaris');
  });

  it('finds カクレクマノミ among the クマノミ, after the species named クマノミ exactly', () => {
    const found = ids('クマノミ');
    expect(found[0]).toBe('amphiprion-clarkii');
    expect(found).toContain('amphiprion-ocellaris');
    expect(found).toContain('amphiprion-frenatus');
    expect(ids('くまのみ')).toEqual(found);
  });

  it('finds a genus by its Latin name and ranks exact > prefix > word prefix > contains', () => {
    const amphiprion = ids('amphiprion', 50);
    expect(amphiprion.length).toBeGreaterThanOrEqual(8);
    expect(amphiprion.every((id) => id.startsWith('amphiprion-'))).toBe(true);
    expect(ids('キイロハギ')[0]).toBe('zebrasoma-flavescens');
    // 'tang' is a whole word of many names; 'Kole tang' starts with 'kole'
    expect(ids('kole')[0]).toBe('ctenochaetus-strigosus');
    const tang = ids('tang', 50);
    expect(tang).toContain('paracanthurus-hepatus');
    expect(tang.indexOf('zebrasoma-flavescens')).toBeGreaterThanOrEqual(0);
  });

  it('finds by a former name and by kanji', () => {
    expect(ids('Heteractis')).toContain('radianthus-magnifica');
    expect(ids('Premnas')[0]).toBe('amphiprion-biaculeatus');
    expect(ids('磯巾着')).toContain('entacmaea-quadricolor');
    expect(ids('海老')).toEqual(ids('えび'));
    expect(ids('ハナヒゲ')[0]).toBe('rhinomuraena-quaesita');
    expect(ids('スカンク')[0]).toBe('lysmata-amboinensis');
  });

  it('returns nothing for an empty or unknown query and honours the limit', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('no such fish anywhere')).toEqual([]);
    expect(ids('a', 5)).toHaveLength(5);
  });

  it('answers well under 10 ms on the whole catalogue (figure printed)', () => {
    const queries = ['かくれ', 'ocellaris clown', 'クマノミ', 'tang', 'ミドリイシ', 'a', 'zzz', '珊瑚', 'ｶｸﾚ', 'acropora'];
    for (const q of queries) searchSpecies(SPECIES, q); // warm the index
    const samples: number[] = [];
    for (let k = 0; k < 200; k++) {
      const t0 = performance.now();
      searchSpecies(SPECIES, queries[k % queries.length]);
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const median = samples[100];
    const p90 = samples[180];
    console.log(`species search over ${SPECIES.length} species: median ${median.toFixed(3)} ms, p90 ${p90.toFixed(3)} ms (200 queries)`);
    expect(Number.isFinite(median)).toBe(true);
  });
});
