import { describe, expect, it } from 'vitest';
import { languageAlternates, pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

describe('seo', () => {
  it('prefixes only Japanese paths, the home page included', () => {
    expect(languageAlternates('/')).toEqual({ en: site.url, ja: `${site.url}/ja`, 'x-default': site.url });
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
