// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { icpAnalyses } from '@/lib/icp/history';
import type { IcpEntryValues } from '@/lib/icp/types';
import { createMemoryLogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { testTank } from '@/lib/log/test-rows';
import { REPORT_A, REPORT_B } from '@/e2e/icp-reports';
import { MAX_REPORT_CHARS, parseIcpReport, icpFingerprint } from '@/lib/icp/parse';
import { IcpHistory } from './icp-history';
import { IcpImport } from './icp-import';
import { IcpPlan } from './icp-plan';
import { IcpTable } from './icp-table';

const tank = testTank({ id: '11111111-1111-4111-8111-111111111111', targets: {} });
const wrap = (locale: 'en' | 'ja', ui: React.ReactNode) => (
  <NextIntlClientProvider
    locale={locale}
    messages={locale === 'en' ? en : ja}
    timeZone="UTC"
    onError={(e) => {
      throw e;
    }}
  >
    {ui}
  </NextIntlClientProvider>
);
const stored = (id: string, report: string, at: string): LogEntry => {
  const r = parseIcpReport(report);
  const values: IcpEntryValues = { lab: r.lab, reportId: r.reportId, analytes: r.analytes, fingerprint: icpFingerprint(r) };
  return { id, userId: null, tankId: tank.id, kind: 'icp', at, values, note: null, createdAt: at, updatedAt: at, deletedAt: null };
};

describe('the ICP import', () => {
  it('refuses a text longer than a report with a message in each language, and keeps the text', () => {
    for (const [locale, m] of [
      ['en', en],
      ['ja', ja],
    ] as const) {
      const onAdd = vi.fn(() => Promise.resolve(true));
      const { unmount } = render(wrap(locale, <IcpImport tank={tank} entries={[]} onAdd={onAdd} />));
      const long = `${REPORT_A}\n${'x'.repeat(MAX_REPORT_CHARS)}`;
      fireEvent.change(screen.getByLabelText(m.Icp.import.pasteLabel), { target: { value: long } });
      fireEvent.click(screen.getByRole('button', { name: m.Icp.import.read }));
      const max = new Intl.NumberFormat(locale).format(MAX_REPORT_CHARS);
      expect(screen.getByTestId('icp-import-error').textContent).toBe(m.Icp.import.errors.tooLong.replace('{max, number}', max));
      expect(screen.getByLabelText<HTMLTextAreaElement>(m.Icp.import.pasteLabel).value).toBe(long);
      expect(onAdd).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('stores nothing before confirm, then the corrected analysis with its re-read line', async () => {
    const onAdd = vi.fn(() => Promise.resolve(true));
    render(wrap('en', <IcpImport tank={tank} entries={[]} onAdd={onAdd} />));
    fireEvent.change(screen.getByLabelText(en.Icp.import.pasteLabel), { target: { value: REPORT_A } });
    fireEvent.click(screen.getByRole('button', { name: en.Icp.import.read }));
    const line = screen.getByLabelText('Unread line 1');
    fireEvent.change(line, { target: { value: 'Barium Ba 10 µg/l' } });
    fireEvent.click(screen.getByRole('button', { name: en.Icp.preview.readLine }));
    fireEvent.change(screen.getByLabelText('Stored value of Calcium'), { target: { value: '4x0' } });
    fireEvent.click(screen.getByRole('button', { name: en.Icp.preview.confirm }));
    expect(await screen.findByText(en.Icp.preview.errors.correction, { selector: '[role="alert"]' })).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Stored value of Calcium'), { target: { value: '432' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: en.Icp.preview.confirm }));
      await Promise.resolve();
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    const input = (onAdd.mock.calls[0] as unknown as [{ kind: string; at: string; values: IcpEntryValues }])[0];
    expect(input.kind).toBe('icp');
    expect(input.at.slice(0, 10)).toMatch(/2026-11-0[12]/);
    expect(input.values.analytes.find((a) => a.element === 'Ca')?.value).toBe(432);
    expect(input.values.analytes.find((a) => a.element === 'Ba')?.value).toBe(0.01);
    expect(screen.getByTestId('icp-import-status').textContent).toBe('Analysis stored: 13 values.');
  });

  it('adds nothing for a report already stored in the tank', async () => {
    const onAdd = vi.fn(() => Promise.resolve(true));
    render(wrap('ja', <IcpImport tank={tank} entries={[stored('a', REPORT_B, '2026-11-15T12:00:00Z')]} onAdd={onAdd} />));
    fireEvent.change(screen.getByLabelText(ja.Icp.import.pasteLabel), { target: { value: REPORT_B } });
    fireEvent.click(screen.getByRole('button', { name: ja.Icp.import.read }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: ja.Icp.preview.confirm }));
      await Promise.resolve();
    });
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByTestId('icp-import-status').textContent).toContain('すでにこの水槽の記録にあります');
  });
});

describe.each(['en', 'ja'] as const)('the ICP history, table and plan (%s)', (locale) => {
  const entries = [stored('a', REPORT_A, '2026-11-01T12:00:00Z'), stored('b', REPORT_B, '2026-11-15T12:00:00Z')];
  const analyses = icpAnalyses(entries);

  it('render both labs and the change since the previous analysis', () => {
    render(
      wrap(
        locale,
        <>
          <IcpTable analyses={analyses} />
          <IcpHistory analyses={analyses} />
        </>,
      ),
    );
    const ca = within(screen.getByTestId('icp-latest'))
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('(Ca)'))!;
    expect(ca.textContent).toContain('−70 mg/L');
    expect(screen.getByTestId('icp-history-chart').getAttribute('data-points')).toBe('2');
  });

  it('plans a dose and logs a ticked day once', async () => {
    const db = await createMemoryLogDb(`icp-plan-${locale}`);
    const onAdd = vi.fn(() => Promise.resolve(true));
    render(wrap(locale, <IcpPlan db={db} tank={tank} analysis={analyses[1]} entries={entries} onAdd={onAdd} />));
    const ca = await screen.findByText((_, el) => el?.getAttribute('data-element') === 'Ca');
    const box = within(ca).getAllByRole('checkbox')[0];
    fireEvent.click(box);
    expect(onAdd).toHaveBeenCalledTimes(1);
    const input = (onAdd.mock.calls[0] as unknown as [{ kind: string; values: { parameter: string }; typed: { icpPlan: string } }])[0];
    expect(input.kind).toBe('dose');
    expect(input.values.parameter).toBe('calcium');
    expect(input.typed.icpPlan).toMatch(/:Ca:1$/);
    expect(screen.getByTestId('icp-retest').textContent).not.toBe('');
    db.close();
  });

  it('counts the retest from the day the report came into the log, not from sampling (labs answer days later)', async () => {
    const start = async (createdAt: string) => {
      const db = await createMemoryLogDb(`icp-retest-${locale}-${createdAt}`);
      const onAdd = vi.fn(() => Promise.resolve(true));
      const late = { ...entries[1], createdAt };
      const { unmount } = render(
        wrap(
          locale,
          <IcpPlan db={db} tank={tank} analysis={icpAnalyses([entries[0], late])[1]} entries={[entries[0], late]} onAdd={onAdd} />,
        ),
      );
      fireEvent.click(await screen.findByTestId('icp-retest-add'));
      await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
      unmount();
      db.close();
      return Date.parse((onAdd.mock.calls[0] as unknown as [{ values: { start: string } }])[0].values.start);
    };
    const sameDay = await start('2026-11-15T12:00:00Z');
    const twelveDaysLater = await start('2026-11-27T12:00:00Z');
    expect((twelveDaysLater - sameDay) / 86_400_000).toBe(12);
  });

  it('words a lab’s "> x" and "< x" as the lab did, and a water change for "> x" as the least it needs', async () => {
    const db = await createMemoryLogDb(`icp-above-${locale}`);
    const above = [stored('c', 'ATI Lab\nSalinity 35 PSU\nBoron B >10 mg/l\nCopper Cu <0.5 µg/l', '2026-11-20T12:00:00Z')];
    render(wrap(locale, <IcpPlan db={db} tank={tank} analysis={icpAnalyses(above)[0]} entries={above} onAdd={vi.fn()} />));
    const item = (element: string) => screen.findByText((_, el) => el?.getAttribute('data-element') === element);
    const boron = await item('B');
    expect(boron.textContent).toContain('(B): > 10 mg/L');
    expect(boron.textContent).toContain(locale === 'en' ? 'it may need more' : '必要な水換えはこれより多いかもしれません');
    expect((await item('Cu')).textContent).toContain('(Cu): < 0.5 µg/L');
    db.close();
  });
});
