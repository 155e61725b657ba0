import { describe, expect, it } from 'vitest';
import { excerpt } from './card-excerpt';
import { communityQuery, communitySearch, parseCommunityFilters } from './community';
import { encodeCursor } from './read';

const cursor = encodeCursor({ activity_at: '2026-11-26T10:00:00.123456+00:00', id: '0b6f0c8e-1d2a-4c1b-9a7e-2f3d4c5b6a79' });

describe('community filters from the query string', () => {
  it('reads a size band, a kind and a cursor this site made', () => {
    const f = parseCommunityFilters({ size: 'from100To300', kind: 'sps', after: cursor });
    expect(f).toEqual({ size: 'from100To300', kind: 'sps', after: cursor });
    expect(communityQuery(f)).toEqual({ minVolumeL: 100, maxVolumeL: 300, kind: 'sps', after: cursor });
  });

  it.each([
    [{}],
    [{ size: 'huge', kind: 'reef', after: 'not-a-cursor' }],
    [{ size: '', kind: '' }],
    [{ size: 'toString', kind: 'constructor' }],
    [{ size: '__proto__', after: Buffer.from('2026-01-01|x').toString('base64url') }],
    [{ after: 'x'.repeat(500) }],
    [{ size: [], kind: [] }],
  ])('reads bad or missing input %j as no filter and the first page', (params) => {
    const f = parseCommunityFilters(params);
    expect(f).toEqual({ size: null, kind: null, after: null });
    expect(communityQuery(f)).toEqual({});
    expect(communitySearch(f)).toEqual({});
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseCommunityFilters({ kind: ['nano', 'sps'], size: ['over600', 'upTo100'] })).toMatchObject({ kind: 'nano', size: 'over600' });
  });

  it('builds the open-ended bands and the links, leaving empty filters out', () => {
    expect(communityQuery({ size: 'upTo100', kind: null, after: null })).toEqual({ maxVolumeL: 100 });
    expect(communityQuery({ size: 'over600', kind: null, after: null })).toEqual({ minVolumeL: 600 });
    expect(communitySearch({ size: null, kind: 'fish_only', after: cursor })).toEqual({ kind: 'fish_only', after: cursor });
  });
});

describe("a card's description excerpt", () => {
  it('keeps a short description, with its whitespace folded', () => {
    expect(excerpt('  Mixed reef,\n\n  mostly SPS.  ')).toBe('Mixed reef, mostly SPS.');
    expect(excerpt(null)).toBeNull();
    expect(excerpt('   ')).toBeNull();
  });

  it('cuts a long English text at a word, with an ellipsis', () => {
    const text = 'Acropora and Montipora under LEDs, dosing two-part, weekly water changes of ten percent. '.repeat(4);
    const cut = excerpt(text, 60)!;
    expect(cut.endsWith('…')).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(61);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
  });

  it('cuts Japanese at the length, and never inside an emoji', () => {
    const ja = 'サンゴ水槽です。'.repeat(30);
    expect(excerpt(ja, 20)).toBe('サンゴ水槽です。サンゴ水槽です。サンゴ水…');
    // a cut just after a full stop drops it before the ellipsis
    expect(excerpt(ja, 16)).toBe('サンゴ水槽です。サンゴ水槽です…');
    const emoji = excerpt('🐠'.repeat(30), 10)!;
    expect(emoji).toBe(`${'🐠'.repeat(10)}…`);
  });
});
