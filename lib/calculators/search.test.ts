import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { calculators, type CalculatorSlug } from './registry';
import { matchesQuery, rankEntries, searchEntryFrom, type SearchEntry } from './search';

const salinity = 'Salinity and specific gravity, 比重・塩分濃度, refractometer, 屈折計, SG, ppt';

describe('matchesQuery', () => {
  it('matches every word in any case, in both languages', () => {
    expect(matchesQuery(salinity, 'salinity')).toBe(true);
    expect(matchesQuery(salinity, 'SALINITY')).toBe(true);
    expect(matchesQuery(salinity, '比重')).toBe(true);
    expect(matchesQuery(salinity, 'sg 比重')).toBe(true);
    expect(matchesQuery(salinity, 'salinity nitrate')).toBe(false);
  });

  it('ignores width, spaces, hyphens and the middle dot, and folds hiragana to katakana', () => {
    expect(matchesQuery('KH alkalinity', 'ＫＨ')).toBe(true);
    expect(matchesQuery(salinity, 'specific-gravity')).toBe(true);
    expect(matchesQuery(salinity, 'specificgravity')).toBe(true);
    expect(matchesQuery(salinity, '比重塩分濃度')).toBe(true);
    expect(matchesQuery('ｶﾙｼｳﾑ', 'カルシウム')).toBe(true);
    expect(matchesQuery('ソルト', 'そると')).toBe(true);
  });

  it('takes a short Latin word as a whole word and a longer one as the start of a word', () => {
    expect(matchesQuery('two-part, Balling', 'par')).toBe(false);
    expect(matchesQuery('phosphate', 'ph')).toBe(false);
    expect(matchesQuery('pH, phosphate', 'ph')).toBe(true);
    expect(matchesQuery('refractometer', 'refr')).toBe(true);
    expect(matchesQuery('two-part', 'part')).toBe(true);
  });

  it('matches everything on an empty query and nothing on an unknown word', () => {
    expect(matchesQuery(salinity, '')).toBe(true);
    expect(matchesQuery(salinity, '   ')).toBe(true);
    expect(matchesQuery(salinity, 'zzz')).toBe(false);
  });
});

/** The hub's entries, built from both message files as components/calculators/calculator-index.tsx builds them. */
const entries: Array<[CalculatorSlug, SearchEntry]> = calculators.map(({ slug }) => [
  slug,
  searchEntryFrom(
    [en, ja].map((m) => ({
      title: m.Calculators[slug].title,
      description: m.Calculators[slug].description,
      keywords: m.Hub.keywords[slug],
    })),
  ),
]);

/** Full-width forms of a query's Latin letters, digits and ASCII punctuation, as an IME in full-width mode types them. */
const fullWidth = (q: string) => q.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/**
 * What keepers type (the second Japanese review's table of hub queries, plus the same in English), the calculator
 * each means, and, where more than one is right, the others it may also bring up. Nothing else may come first.
 */
const TABLE: Array<{ queries: string[]; first: CalculatorSlug | CalculatorSlug[]; never?: CalculatorSlug[] }> = [
  { queries: ['規格水槽', 'standard tank'], first: 'volume' },
  { queries: ['60cm', '60 cm', '60cm水槽', '90cm水槽', 'tank size'], first: 'volume' },
  {
    queries: ['水位', '総水量', '実水量', '水槽の重さ', '床', '床の耐荷重', 'water level', 'total volume', 'tank weight', 'floor load'],
    first: 'volume',
  },
  { queries: ['濾過槽', 'ろ過槽', 'オーバーフロー', 'サンプ', 'sump', 'overflow', '米ガロン', 'gal'], first: 'volume' },
  {
    queries: [
      '海水濃度',
      '塩分計',
      'パーミル',
      '‰',
      '1.023',
      '1.026',
      '屈折計',
      'salinity',
      'refractometer',
      'permil',
      'salinity meter',
      'SG',
      '比重',
    ],
    first: 'salinity',
  },
  { queries: ['ソルト', '海水の作り方', '人工海水の素', 'salt', 'sea salt', 'salt mix', 'mixing salt water'], first: 'saltmix' },
  { queries: ['水替え', '水換え', '換水率', '換水量', 'water change'], first: 'dilution' },
  {
    queries: ['重曹', 'バッファー', 'カルクワッサー', '炭酸ナトリウム', 'baking soda', 'buffer', 'kalkwasser', 'soda ash'],
    first: 'dosing',
  },
  { queries: ['硝酸態窒素', 'NO3-N', 'NO₃-N', 'nitrate-N'], first: ['nutrients', 'dosing', 'consumption'] },
  { queries: ['クーラー', '水槽用クーラー', '餌代', '電気代', 'chiller', 'food cost', 'electricity'], first: 'running-cost' },
  { queries: ['スポット', 'メタハラ', '照度', 'スポットLED', 'spot LED', 'metal halide', 'PPFD'], first: 'par-distribution' },
  { queries: ['PAR', 'par'], first: 'par-distribution', never: ['dosing', 'consumption', 'running-cost'] },
  { queries: ['消費量', 'consumption', 'KH消費'], first: 'consumption' },
  { queries: ['板厚', 'アクリル', 'glass thickness', 'deflection'], first: 'thickness' },
  { queries: ['KH', 'dKH'], first: ['dosing', 'consumption'] },
];

describe('the hub search on what keepers type', () => {
  for (const { queries, first, never = [] } of TABLE) {
    const expected = Array.isArray(first) ? first : [first];
    for (const query of queries) {
      for (const form of new Set([query, fullWidth(query)])) {
        it(`「${form}」 finds ${expected.join(' / ')} first`, () => {
          const found = rankEntries(entries, form);
          expect(found.length, 'something is found').toBeGreaterThan(0);
          expect(expected, `first of ${found.join(', ')}`).toContain(found[0]);
          for (const slug of expected) expect(found).toContain(slug);
          for (const slug of never) expect(found).not.toContain(slug);
        });
      }
    }
  }

  it('finds the PAR map alone for PAR, and 照明 the PAR map first and the running cost too', () => {
    expect(rankEntries(entries, 'PAR')).toEqual(['par-distribution']);
    expect(rankEntries(entries, 'ｐａｒ')).toEqual(['par-distribution']);
    const lighting = rankEntries(entries, '照明');
    expect(lighting[0]).toBe('par-distribution');
    expect(lighting).toContain('running-cost');
  });

  it('finds half-width katakana and hiragana as katakana', () => {
    expect(rankEntries(entries, 'ｿﾙﾄ')[0]).toBe('saltmix');
    expect(rankEntries(entries, 'おーばーふろー')[0]).toBe('volume');
  });

  it('keeps every calculator, in the registry order, for an empty query, and none for an unknown word', () => {
    expect(rankEntries(entries, '')).toEqual(calculators.map((c) => c.slug));
    expect(rankEntries(entries, 'zzz')).toEqual([]);
    expect(rankEntries(entries, '存在しない')).toEqual([]);
  });
});
