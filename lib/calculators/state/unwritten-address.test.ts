import { describe, expect, it } from 'vitest';
import { parseUnwritten, queryToRead, serializeUnwritten, worthKeeping } from './unwritten-address';

const left = { path: '/reef-calculator/nutrients', from: '?foodG=3.5&volumeL=378.54', to: 'foodG=3.5&volumeL=120' };

describe('the address a calculator had not written yet', () => {
  it('is read back at the very address it was left at', () => {
    const stored = parseUnwritten(serializeUnwritten(left));
    expect(queryToRead({ pathname: '/reef-calculator/nutrients', search: '?foodG=3.5&volumeL=378.54' }, stored)).toBe(
      '?foodG=3.5&volumeL=120',
    );
  });

  it('yields to any other address: another link, the write that did happen, another page', () => {
    const stored = parseUnwritten(serializeUnwritten(left));
    expect(queryToRead({ pathname: '/reef-calculator/nutrients', search: '?foodG=10' }, stored)).toBe('?foodG=10');
    expect(queryToRead({ pathname: '/reef-calculator/nutrients', search: '?foodG=3.5&volumeL=120' }, stored)).toBe(
      '?foodG=3.5&volumeL=120',
    );
    expect(queryToRead({ pathname: '/ja/reef-calculator/nutrients', search: left.from }, stored)).toBe(left.from);
    expect(queryToRead({ pathname: '/reef-calculator/nutrients', search: '' }, null)).toBe('');
  });

  it('leaves an address without a query as it is: the saved inputs, the latest of every tab, are read then', () => {
    const stored = parseUnwritten(serializeUnwritten({ ...left, from: '' }));
    expect(worthKeeping({ from: '' })).toBe(false);
    expect(queryToRead({ pathname: '/reef-calculator/nutrients', search: '' }, stored)).toBe('');
  });

  it('ignores what is not such an address', () => {
    for (const raw of [
      null,
      '',
      'x',
      '[]',
      'null',
      '{"path":"/a","from":""}',
      '{"path":1,"from":"","to":""}',
      JSON.stringify({ ...left, to: 'a'.repeat(9000) }),
    ]) {
      expect(parseUnwritten(raw)).toBeNull();
    }
  });
});
