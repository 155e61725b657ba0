import { describe, expect, it } from 'vitest';
import { checkPublicProfile, draftFromRow, emptyPublicProfile } from './profile-form';

const draft = (over: Partial<Parameters<typeof checkPublicProfile>[0]> = {}) => ({ ...emptyPublicProfile, ...over });

describe('checkPublicProfile', () => {
  it('maps a valid draft to the columns, trimmed, empty text as null, empty link rows dropped', () => {
    const r = checkPublicProfile(
      draft({
        isPublic: true,
        displayName: ' Mika 🐠 ',
        bio: '',
        location: '横浜',
        links: [
          { label: ' Blog ', url: ' https://reef.example/tank ' },
          { label: '', url: '' },
        ],
      }),
    );
    expect(r).toEqual({
      ok: true,
      values: {
        is_public: true,
        display_name: 'Mika 🐠',
        bio: null,
        location: '横浜',
        links: [{ label: 'Blog', url: 'https://reef.example/tank' }],
      },
    });
  });

  it('counts characters as the database does (an emoji is one)', () => {
    expect(checkPublicProfile(draft({ displayName: '🐠'.repeat(60) })).ok).toBe(true);
    expect(checkPublicProfile(draft({ displayName: 'x'.repeat(61) }))).toEqual({
      ok: false,
      errors: { displayName: 'displayNameTooLong' },
    });
    expect(checkPublicProfile(draft({ bio: 'x'.repeat(1001) }))).toEqual({ ok: false, errors: { bio: 'bioTooLong' } });
    expect(checkPublicProfile(draft({ location: 'x'.repeat(101) }))).toEqual({ ok: false, errors: { location: 'locationTooLong' } });
  });

  it('accepts https links only, with a label', () => {
    for (const url of [
      'http://reef.example',
      'javascript:alert(1)',
      'ftp://a.example',
      'https://localhost',
      'https://u@a.example',
      'https://a .example',
    ]) {
      expect(checkPublicProfile(draft({ links: [{ label: 'x', url }] }))).toEqual({ ok: false, errors: { 'links.0.url': 'httpsOnly' } });
    }
    expect(checkPublicProfile(draft({ links: [{ label: '', url: 'https://a.example' }] }))).toEqual({
      ok: false,
      errors: { 'links.0.label': 'labelMissing' },
    });
    expect(checkPublicProfile(draft({ links: [{ label: 'x', url: '' }] }))).toEqual({ ok: false, errors: { 'links.0.url': 'urlMissing' } });
    expect(checkPublicProfile(draft({ links: [{ label: 'x'.repeat(41), url: 'https://a.example' }] }))).toEqual({
      ok: false,
      errors: { 'links.0.label': 'labelTooLong' },
    });
  });

  it('refuses a sixth link', () => {
    const links = Array.from({ length: 6 }, (_, i) => ({ label: `L${i}`, url: `https://a${i}.example` }));
    expect(checkPublicProfile(draft({ links }))).toEqual({ ok: false, errors: { links: 'tooManyLinks' } });
  });
});

describe('draftFromRow', () => {
  it('reads a stored row, and nothing as the empty, private form', () => {
    expect(draftFromRow(null)).toEqual(emptyPublicProfile);
    expect(
      draftFromRow({
        is_public: true,
        display_name: 'Mika',
        bio: null,
        location: 'Osaka',
        links: [{ label: 'a', url: 'https://a.example' }, 3],
      }),
    ).toEqual({ isPublic: true, displayName: 'Mika', bio: '', location: 'Osaka', links: [{ label: 'a', url: 'https://a.example' }] });
  });
});
