// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { resolveReturnPath } from '@/lib/account/return-path';
import { applySettings } from './settings-store';

const SITE = window.location.origin;
const noTheme = () => {};

afterEach(() => {
  document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
});

describe('applySettings after sign-in', () => {
  it('moves the return path into the account language and remembers it', () => {
    expect(applySettings({ language: 'en' }, '/ja/reef-calculator/dosing?v=1', noTheme, 'ja')).toBe('/reef-calculator/dosing?v=1');
    expect(document.cookie).toContain('NEXT_LOCALE=en');
    expect(applySettings({ language: 'ja' }, '/contact', noTheme, 'en')).toBe('/ja/contact');
    expect(applySettings({}, '/ja/contact', noTheme, 'ja')).toBe('/ja/contact');
  });

  it.each([
    '/ja//evil.example',
    '/en//evil.example',
    '/ja/\\evil.example',
    '/ja/%2F%2Fevil.example',
    '/ja/\t/evil.example',
    '/ja/en//evil.example',
  ])('never turns %j into another host, from either page language', (hostile) => {
    for (const page of ['en', 'ja'] as const) {
      for (const language of ['en', 'ja'] as const) {
        const next = resolveReturnPath([hostile], page);
        const target = applySettings({ language }, next, noTheme, page);
        expect(new URL(target, `${SITE}/login`).origin).toBe(SITE);
        // even a value that skipped the server's check is caught by the switch itself
        expect(new URL(applySettings({ language }, hostile, noTheme, page), `${SITE}/login`).origin).toBe(SITE);
      }
    }
  });
});
