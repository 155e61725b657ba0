// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { StorageNotices } from './storage-notices';

afterEach(cleanup);

function show(unreadable: number, locale: 'en' | 'ja' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="UTC">
      <StorageNotices storage="indexeddb" persist="granted" writeError={null} unreadable={unreadable} />
    </NextIntlClientProvider>,
  );
}

describe('the notice about stored rows that could not be read', () => {
  it('says how many, that they are left out and kept, and that the JSON export carries them', () => {
    show(3);
    expect(screen.getByTestId('storage-unreadable').textContent).toBe(
      '3 rows of this log could not be read: they are left out of the trends, what to dose and the CSV, and stay in this browser as they were stored. Export JSON to keep them, repair them or send them to us.',
    );
    expect(screen.getByRole('status')).toBe(screen.getByTestId('storage-unreadable'));
  });

  it('is singular for one row, and Japanese on /ja', () => {
    show(1);
    expect(screen.getByTestId('storage-unreadable').textContent).toMatch(/^1 row of this log could not be read: it is left out/);
    cleanup();
    show(2, 'ja');
    expect(screen.getByTestId('storage-unreadable').textContent).toBe(
      '記録のうち2件のデータが読み取れませんでした。推移のグラフや添加量の目安、CSVには使っていませんが、データはこのブラウザーに保存されたまま残っています。「JSONでエクスポート」で保存すると、修正したり、お問い合わせの際に送ったりできます。',
    );
  });

  it('shows nothing when every row can be read', () => {
    show(0);
    expect(screen.queryByTestId('storage-unreadable')).toBeNull();
  });
});
