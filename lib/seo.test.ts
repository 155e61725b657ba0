import { describe, expect, it } from 'vitest';
import { languageAlternates, localizedPath, pageMetadata } from './seo';
import { site } from './site';

describe('seo', () => {
  it('prefixes only Japanese paths', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('ja', '/')).toBe('/ja');
    expect(localizedPath('ja', '/contact')).toBe('/ja/contact');
  });

  it('gives en, ja and x-default alternates', () => {
    expect(languageAlternates('/contact')).toEqual({
      en: `${site.url}/contact`,
      ja: `${site.url}/ja/contact`,
      'x-default': `${site.url}/contact`,
    });
    expect(languageAlternates('/blog/x/y', ['ja'])).toEqual({
      ja: `${site.url}/ja/blog/x/y`,
      'x-default': `${site.url}/ja/blog/x/y`,
    });
  });

  it('falls back to the title-cased last segment', () => {
    const m = pageMetadata({ locale: 'ja', path: '/reef-calculator' });
    expect(m.title).toBe('Reef Calculator');
    expect(m.alternates?.canonical).toBe(`${site.url}/ja/reef-calculator`);
  });
});
