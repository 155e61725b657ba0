import { describe, expect, it } from 'vitest';
import { inSection } from './nav';

describe('inSection', () => {
  it('holds for the section page and the pages below it, not for a path that only starts alike', () => {
    expect(inSection('/blog', '/blog')).toBe(true);
    expect(inSection('/blog/kalkwasser', '/blog')).toBe(true);
    expect(inSection('/reef-calculator/salinity', '/reef-calculator')).toBe(true);
    expect(inSection('/blogroll', '/blog')).toBe(false);
    expect(inSection('/', '/blog')).toBe(false);
    expect(inSection('/log', '/blog')).toBe(false);
  });
});
