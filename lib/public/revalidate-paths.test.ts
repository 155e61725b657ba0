import { describe, expect, it } from 'vitest';
import { revalidationPaths } from './revalidate-paths';

describe('revalidationPaths', () => {
  it("names the keeper's profile, each share's page and social image, and /community, in both languages", () => {
    expect(revalidationPaths(['coral_keeper'], [{ username: 'coral_keeper', slug: 'reef-1' }]).sort()).toEqual(
      [
        '/en/community',
        '/en/u/coral_keeper',
        '/en/u/coral_keeper/reef-1',
        '/en/u/coral_keeper/reef-1/opengraph-image',
        '/ja/community',
        '/ja/u/coral_keeper',
        '/ja/u/coral_keeper/reef-1',
        '/ja/u/coral_keeper/reef-1/opengraph-image',
      ].sort(),
    );
  });

  it('takes the username from the shares when the account names none, and lists each path once', () => {
    const paths = revalidationPaths(
      [null],
      [
        { username: 'coral_keeper', slug: 'a' },
        { username: 'coral_keeper', slug: 'b' },
      ],
    );
    expect(paths.filter((p) => p === '/en/u/coral_keeper')).toHaveLength(1);
    expect(paths).toContain('/ja/u/coral_keeper/b');
  });

  it('leaves out names that cannot name a page, and shares without a username', () => {
    const paths = revalidationPaths(
      ['../admin', 'A', undefined],
      [
        { username: null, slug: 'reef' },
        { username: 'coral_keeper', slug: '../../x' },
        { username: 'coral_keeper', slug: 'Reef Tank' },
      ],
    );
    expect(paths.sort()).toEqual(['/en/community', '/en/u/coral_keeper', '/ja/community', '/ja/u/coral_keeper'].sort());
  });

  it('still names /community for a keeper with nothing public', () => {
    expect(revalidationPaths([], []).sort()).toEqual(['/en/community', '/ja/community']);
  });
});
