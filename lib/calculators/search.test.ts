import { describe, expect, it } from 'vitest';
import { matchesQuery } from './search';

const salinity = 'Salinity and specific gravity 比重・塩分濃度 refractometer 屈折計 SG ppt';

describe('matchesQuery', () => {
  it('matches every word in any case, in both languages', () => {
    expect(matchesQuery(salinity, 'salinity')).toBe(true);
    expect(matchesQuery(salinity, 'SALINITY')).toBe(true);
    expect(matchesQuery(salinity, '比重')).toBe(true);
    expect(matchesQuery(salinity, 'sg 比重')).toBe(true);
    expect(matchesQuery(salinity, 'salinity nitrate')).toBe(false);
  });

  it('ignores width, spaces, hyphens and the middle dot', () => {
    expect(matchesQuery('KH alkalinity', 'ＫＨ')).toBe(true);
    expect(matchesQuery(salinity, 'specific-gravity')).toBe(true);
    expect(matchesQuery(salinity, 'specificgravity')).toBe(true);
    expect(matchesQuery(salinity, '比重塩分濃度')).toBe(true);
    expect(matchesQuery('ｶﾙｼｳﾑ', 'カルシウム')).toBe(true);
  });

  it('matches everything on an empty query and nothing on an unknown word', () => {
    expect(matchesQuery(salinity, '')).toBe(true);
    expect(matchesQuery(salinity, '   ')).toBe(true);
    expect(matchesQuery(salinity, 'zzz')).toBe(false);
  });
});
