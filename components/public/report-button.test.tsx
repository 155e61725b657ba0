// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { ReportButton } from './report-button';

/** The browser's session and the reports table, as the island sees them. */
const fake = vi.hoisted(() => ({ signedIn: true, rows: [] as unknown[] }));
vi.mock('@/lib/supabase/client', () => ({
  browserHasAuthCookie: () => fake.signedIn,
  getSupabaseBrowserClient: () =>
    Promise.resolve({
      from: (table: string) => ({
        insert: (row: unknown) => {
          fake.rows.push({ table, row });
          return Promise.resolve({ error: null, status: 201 });
        },
      }),
    }),
}));
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  fake.signedIn = true;
  fake.rows = [];
});

const PHOTO = '00000000-0000-4000-8000-000000000006';
const show = (locale: 'en' | 'ja', photo: string) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja}>
      <ReportButton kind="photo" target={PHOTO} photo={photo} />
    </NextIntlClientProvider>,
  );

describe('ReportButton under a photo', () => {
  it('is a focusable button naming the photo it reports, and sends a photo report of its entry id', async () => {
    show('en', 'Photo 1 of 2 in the post of Nov 12, 2026');
    const open = screen.getByRole('button', { name: 'Report photo: Photo 1 of 2 in the post of Nov 12, 2026' });
    expect(open.textContent).toBe('Report photo');
    open.focus();
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    expect(screen.getByRole('group', { name: 'Report this photo' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'inappropriate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(en.PublicShare.report.thanks));
    expect(fake.rows).toEqual([{ table: 'reports', row: { target_kind: 'photo', target: PHOTO, reason: 'inappropriate', note: null } }]);
  });

  it('is worded in Japanese', () => {
    show('ja', '「Display」の写真');
    const open = screen.getByRole('button', { name: '写真を報告：「Display」の写真' });
    expect(open.textContent).toBe('写真を報告');
    fireEvent.click(open);
    expect(screen.getByRole('group', { name: 'この写真を報告' })).toBeTruthy();
  });

  it('shows nothing to a signed-out visitor (no sign-in link under every picture)', () => {
    fake.signedIn = false;
    show('en', 'Photo of Nemo');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
