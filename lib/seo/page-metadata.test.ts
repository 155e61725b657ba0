import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { site } from '@/lib/site';

// the request's translator, read from the message files as next-intl would
vi.mock('next-intl/server', () => ({
  getTranslations: ({ locale, namespace }: { locale: 'en' | 'ja'; namespace: string }) => {
    // a namespace may be dotted (`Account.profile`), as next-intl allows
    const scope = namespace.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], locale === 'ja' ? ja : en);
    return Promise.resolve((key: string) => (scope as Record<string, string>)[key]);
  },
}));

const params = (locale: 'en' | 'ja') => ({ params: Promise.resolve({ locale }) });

describe('staticPageMetadata', () => {
  it('titles and describes the page from its namespace, with the canonical address of the locale', async () => {
    const m = await staticPageMetadata('Contact', '/contact')(params('ja'));
    expect(m.title).toBe(ja.Contact.title);
    expect(m.description).toBe(ja.Contact.description);
    expect(m.alternates?.canonical).toBe(`${site.url}/ja/contact`);
    expect(m.openGraph).toMatchObject({ locale: 'ja_JP', title: `${ja.Contact.title} | ${site.name}` });
    expect(m.robots).toBeUndefined();
  });

  it('keeps pages behind an account out of search indexes', async () => {
    const m = await staticPageMetadata('Account.profile', '/profile', { noindex: true })(params('en'));
    expect(m.title).toBe(en.Account.profile.title);
    expect(m.alternates?.canonical).toBe(`${site.url}/profile`);
    expect(m.robots).toEqual({ index: false });
  });
});
