import { describe, expect, it } from 'vitest';
import { passwordSignInSchema, signUpSchema, verifyCodeSchema } from './auth-schema';
import { avatarPath, avatarUrlPrefix, checkAvatarFile, coverCrop, isOwnAvatarUrl } from './avatar';
import { emptyProfile, fieldIssues, profileFromFormData, profileFromMetadata, profileSchema } from './profile-schema';
import { settingsFromMetadata, settingsSchema } from './settings-schema';
import { isHttpUrl, toAccountUser } from './user';

const profile = {
  name: 'Aiko',
  username: 'reef_aiko',
  bio: 'SPS keeper',
  location: 'Osaka',
  website: 'https://reef.example',
  links: ['https://a.example', 'http://b.example/x'],
};
const issues = (input: unknown) => {
  const r = profileSchema.safeParse(input);
  return r.success ? {} : fieldIssues(r.error);
};

describe('profileSchema', () => {
  it('accepts a full profile and an empty one', () => {
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profileSchema.parse(emptyProfile)).toEqual(emptyProfile);
  });

  it('trims text', () => {
    expect(profileSchema.parse({ ...profile, name: '  Aiko  ', website: ' https://reef.example ' })).toMatchObject({
      name: 'Aiko',
      website: 'https://reef.example',
    });
  });

  it.each([
    ['abc', true],
    ['a_b_c_123', true],
    ['x'.repeat(30), true],
    ['', true],
    ['ab', false],
    ['x'.repeat(31), false],
    ['Reef', false],
    ['reef-fan', false],
    ['reef fan', false],
    ['リーフ', false],
    ['ｒｅｅｆ', false],
  ])('username %j valid: %s', (username, ok) => {
    expect(issues({ ...profile, username }).username).toBe(ok ? undefined : 'usernameFormat');
  });

  it('counts the bio in characters, up to 160', () => {
    expect(issues({ ...profile, bio: 'あ'.repeat(160) }).bio).toBeUndefined();
    expect(issues({ ...profile, bio: '🐠'.repeat(160) }).bio).toBeUndefined(); // 320 UTF-16 units, 160 characters
    expect(issues({ ...profile, bio: 'a'.repeat(161) }).bio).toBe('bioTooLong');
  });

  it('limits name and location', () => {
    expect(issues({ ...profile, name: 'n'.repeat(81) }).name).toBe('nameTooLong');
    expect(issues({ ...profile, location: 'l'.repeat(81) }).location).toBe('locationTooLong');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'ftp://files.example',
    'mailto:me@example.com',
    '//reef.example',
    'reef.example',
    '/profile',
    'https://',
    'https://user:pass@reef.example',
    'https://reef .example',
    'http:\\\\reef.example',
    `https://reef.example/${'x'.repeat(300)}`,
  ])('refuses the address %j', (website) => {
    expect(issues({ ...profile, website }).website).toMatch(/^(invalidUrl|urlTooLong)$/);
    expect(issues({ ...profile, links: [website] })['links.0']).toMatch(/^(invalidUrl|urlTooLong)$/);
  });

  it('allows up to five links, each http or https', () => {
    const five = Array.from({ length: 5 }, (_, i) => `https://l${i}.example`);
    expect(issues({ ...profile, links: five })).toEqual({});
    expect(issues({ ...profile, links: [...five, 'https://six.example'] }).links).toBe('tooManyLinks');
    expect(issues({ ...profile, links: ['https://ok.example', 'javascript:x'] })).toEqual({ 'links.1': 'invalidUrl' });
  });

  it('reads a form, dropping empty link rows and anything that is not text', () => {
    const fd = new FormData();
    fd.set('name', 'Aiko');
    fd.set('username', 'reef_aiko');
    fd.set('bio', 'b');
    fd.set('location', 'Osaka');
    fd.set('website', new Blob(['x']));
    fd.append('links', 'https://a.example');
    fd.append('links', '  ');
    fd.append('links', 'https://b.example');
    expect(profileFromFormData(fd)).toEqual({
      name: 'Aiko',
      username: 'reef_aiko',
      bio: 'b',
      location: 'Osaka',
      website: '',
      links: ['https://a.example', 'https://b.example'],
    });
  });

  it('reads stored metadata leniently', () => {
    expect(profileFromMetadata(undefined)).toEqual(emptyProfile);
    expect(profileFromMetadata({ ...profile, avatar_url: 'x', settings: {} })).toEqual(profile);
    expect(
      profileFromMetadata({ name: 5, username: 'BAD NAME', website: 'javascript:x', links: ['https://ok.example', 'javascript:x', 3] }),
    ).toEqual({
      ...emptyProfile,
      links: ['https://ok.example'],
    });
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://reef.example', true],
    ['http://reef.example/a?b=c#d', true],
    ['HTTPS://REEF.EXAMPLE', true],
    ['https://リーフ.example/ブログ', true],
    ['https://reef.example/\n', false],
    ['javascript://reef.example/%0Aalert(1)', false],
  ])('%j → %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
  });
});

describe('sign-in schemas', () => {
  const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

  it('asks for both fields when the form is empty', () => {
    expect(first(passwordSignInSchema.safeParse({ email: '', password: '' }))).toBe('missingCredentials');
    expect(first(passwordSignInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('missingCredentials');
    expect(first(passwordSignInSchema.safeParse({ email: '  ', password: 'x' }))).toBe('missingCredentials');
    expect(first(signUpSchema.safeParse({ email: '', password: '' }))).toBe('missingCredentials');
  });

  it('checks the e-mail format', () => {
    expect(first(passwordSignInSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toBe('invalidEmail');
    expect(first(passwordSignInSchema.safeParse({ email: 'a@b', password: 'x' }))).toBe('invalidEmail');
    expect(passwordSignInSchema.parse({ email: ' aiko@reef.example ', password: 'x' }).email).toBe('aiko@reef.example');
  });

  it('folds full-width input from Japanese IMEs', () => {
    expect(passwordSignInSchema.parse({ email: 'ａｉｋｏ＠ｒｅｅｆ．ｅｘａｍｐｌｅ', password: 'x' }).email).toBe('aiko@reef.example');
    expect(verifyCodeSchema.parse({ email: 'a@b.co', kind: 'email', code: '１２３ ４５６' }).code).toBe('123456');
  });

  it('wants 8 to 72 bytes of password for a new account', () => {
    expect(first(signUpSchema.safeParse({ email: 'a@b.co', password: '1234567' }))).toBe('passwordTooShort');
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: '12345678' }).success).toBe(true);
    expect(first(signUpSchema.safeParse({ email: 'a@b.co', password: 'あ'.repeat(25) }))).toBe('passwordTooLong');
  });

  it('wants six digits of code and a known kind', () => {
    expect(first(verifyCodeSchema.safeParse({ email: 'a@b.co', kind: 'email', code: '12345' }))).toBe('codeFormat');
    expect(first(verifyCodeSchema.safeParse({ email: 'a@b.co', kind: 'email', code: '12345a' }))).toBe('codeFormat');
    expect(verifyCodeSchema.safeParse({ email: 'a@b.co', kind: 'recovery', code: '123456' }).success).toBe(false);
  });
});

describe('avatar', () => {
  it('takes PNG, JPEG and WebP up to 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 5 * 1024 * 1024 + 1 })).toBe('avatarTooLarge');
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('avatarType');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('avatarType');
  });

  it('lives in the user folder under one name, whatever its type', () => {
    expect(avatarPath('u1')).toBe('u1/avatar');
    expect(avatarUrlPrefix('http://127.0.0.1:54329/', 'u1')).toBe('http://127.0.0.1:54329/storage/v1/object/public/avatars/u1/');
  });

  it("accepts as the account's avatar only the public URL of the keeper's own avatar object", () => {
    const base = 'http://127.0.0.1:54329';
    const own = `${base}/storage/v1/object/public/avatars/u1/avatar`;
    expect(isOwnAvatarUrl(base, 'u1', own)).toBe(true);
    expect(isOwnAvatarUrl(`${base}/`, 'u1', `${own}?v=1764158400000`)).toBe(true);
    expect(isOwnAvatarUrl(base, 'u2', own)).toBe(false);
    expect(isOwnAvatarUrl(base, 'u1', `${base}/storage/v1/object/public/avatars/u1/avatar.png`)).toBe(false);
    expect(isOwnAvatarUrl(base, 'u1', `${base}/storage/v1/object/public/avatars/u1/other`)).toBe(false);
    expect(isOwnAvatarUrl(base, 'u1', `${own}?v=1&x=2`)).toBe(false);
    expect(isOwnAvatarUrl(base, 'u1', `${own}/../../u2/avatar`)).toBe(false);
    expect(isOwnAvatarUrl(base, 'u1', `https://evil.example/storage/v1/object/public/avatars/u1/avatar`)).toBe(false);
  });

  it.each([
    [400, 300, { sx: 50, sy: 0, side: 300 }],
    [300, 400, { sx: 0, sy: 50, side: 300 }],
    [256, 256, { sx: 0, sy: 0, side: 256 }],
    [101, 100, { sx: 1, sy: 0, side: 100 }],
  ])('crops the centre square of %i×%i', (w, h, expected) => {
    expect(coverCrop(w, h)).toEqual(expected);
  });
});

describe('settings', () => {
  it('validates a full set', () => {
    expect(settingsSchema.parse({ theme: 'dark', language: 'ja', units: 'imperial', precision: 4 })).toBeTruthy();
    expect(settingsSchema.safeParse({ theme: 'dark', language: 'fr', units: 'imperial', precision: 4 }).success).toBe(false);
    expect(settingsSchema.safeParse({ theme: 'dark', language: 'ja', units: 'imperial', precision: 7 }).success).toBe(false);
    expect(settingsSchema.safeParse({ theme: 'dark', language: 'ja', units: 'imperial', precision: 1.5 }).success).toBe(false);
  });

  it('reads what an account holds field by field', () => {
    expect(settingsFromMetadata(undefined)).toEqual({});
    expect(settingsFromMetadata({ settings: 'dark' })).toEqual({});
    expect(settingsFromMetadata({ settings: { theme: 'dark', language: 'xx', units: 'imperial', precision: 0 } })).toEqual({
      theme: 'dark',
      units: 'imperial',
      precision: 0,
    });
  });
});

describe('toAccountUser', () => {
  it('shows the name or nothing, and only http(s) pictures', () => {
    expect(toAccountUser({ id: '1', email: 'a@b.co', user_metadata: { name: ' Aiko ', avatar_url: 'https://x.example/a.png' } })).toEqual({
      id: '1',
      email: 'a@b.co',
      name: 'Aiko',
      avatarUrl: 'https://x.example/a.png',
    });
    expect(toAccountUser({ id: '1', email: null, user_metadata: { avatar_url: 'javascript:x' } })).toEqual({
      id: '1',
      email: '',
      name: '',
      avatarUrl: null,
    });
  });
});
