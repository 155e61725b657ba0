// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import type { SyncStatus } from '@/lib/log/sync/engine';
import { LogSyncStatus } from './log-sync-status';

let status: SyncStatus;
vi.mock('./use-log-sync', () => ({
  useLogSync: () => ({
    status,
    offer: null,
    adopted: null,
    held: [],
    retry: () => {},
    adopt: () => {},
    decline: () => {},
    resolve: () => {},
  }),
}));

const base: SyncStatus = {
  state: 'synced',
  pending: 0,
  rejected: 0,
  conflicts: 0,
  invalidPulled: 0,
  retryAt: null,
  lastSyncedAt: null,
  lastReport: null,
};

function show(s: SyncStatus, locale: 'en' | 'ja' = 'en') {
  status = s;
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="UTC">
      <LogSyncStatus db={null} userId="u" alkUnit="dkh" />
    </NextIntlClientProvider>,
  );
}

describe('the sync line about pulled rows that could not be read', () => {
  it('says how many rows were left out, in both languages, beside the usual status', () => {
    show({ ...base, invalidPulled: 2 });
    expect(screen.getByRole('status').textContent).toBe('Everything is saved to your account.');
    expect(screen.getByTestId('log-sync-invalid').textContent).toBe(
      '2 rows of your account could not be read: they are left out in this browser and stay on the server unchanged.',
    );
  });

  it('is singular for one row, and Japanese on /ja', () => {
    show({ ...base, invalidPulled: 1 });
    expect(screen.getByTestId('log-sync-invalid').textContent).toMatch(/^1 row of your account could not be read: it is/);
    show({ ...base, invalidPulled: 1 }, 'ja');
    expect(screen.getAllByTestId('log-sync-invalid')[1].textContent).toBe(
      'アカウントの1件の記録が読み取れなかったため、このブラウザーには取り込んでいません。サーバー上の記録はそのまま残っています。',
    );
  });

  it('says nothing when every row was read', () => {
    show(base);
    expect(screen.queryByTestId('log-sync-invalid')).toBeNull();
  });
});
