// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { createMemoryLogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { DUE_META_PREFIX } from '@/lib/schedule/due-cache';
import { civilDateAt } from '@/lib/schedule/zone';
import { DueList } from './due-list';

const DAY = 86_400_000;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const tank: LogTank = {
  id: 't1',
  userId: null,
  name: 'Reef',
  volumeL: 300,
  targets: {},
  archivedAt: null,
  createdAt: iso(now),
  updatedAt: iso(now),
  deletedAt: null,
};
const row = (id: string, kind: LogEntry['kind'], at: number, values: unknown): LogEntry => ({
  id,
  userId: null,
  tankId: tank.id,
  kind,
  at: iso(at),
  values: values as LogEntry['values'],
  note: null,
  createdAt: iso(at),
  updatedAt: iso(at),
  deletedAt: null,
});
const alkTask = row('task-alk', 'task', now - 10 * DAY, {
  taskKind: 'test',
  title: '',
  parameter: 'alkalinity',
  rhythm: { every: 2, unit: 'week' },
  time: '09:00',
  timeZone: 'UTC',
  start: iso(now + 30 * DAY).slice(0, 10),
  mode: 'data',
});

describe('the due list', () => {
  it('shows a test brought forward by fast consumption with its reason, records the count, and completes', async () => {
    const db = await createMemoryLogDb(`due-list-${Math.random()}`);
    const onComplete = vi.fn();
    const entries = [alkTask, row('t-a', 'test', now - 3 * DAY, { alkalinity: 9 }), row('t-b', 'test', now - DAY, { alkalinity: 7.5 })];
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <DueList db={db} tank={tank} entries={entries} alkUnit="dkh" onComplete={onComplete} />
      </NextIntlClientProvider>,
    );
    const item = await screen.findByTestId('due-item');
    expect(item.textContent).toContain('Test Alkalinity (KH)');
    expect(item.textContent).toMatch(/may reach 7\.0 dKH by/);
    await vi.waitFor(async () => expect((await db.meta.get(`${DUE_META_PREFIX}${tank.id}`))?.value).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Mark “Test Alkalinity (KH)” done' }));
    expect(onComplete).toHaveBeenCalledWith(alkTask);
  });

  it('writes each due time in the task’s own zone, not the formatter’s UTC', async () => {
    const db = await createMemoryLogDb(`due-list-${Math.random()}`);
    const zone = 'America/New_York';
    const water = row('task-water', 'task', now - 10 * DAY, {
      taskKind: 'water_change',
      title: '',
      rhythm: { every: 1, unit: 'week' },
      time: '09:00',
      timeZone: zone,
      start: civilDateAt(now - 2 * DAY, zone),
      mode: 'calendar',
    });
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <DueList db={db} tank={tank} entries={[water]} alkUnit="dkh" onComplete={vi.fn()} />
      </NextIntlClientProvider>,
    );
    const item = await screen.findByTestId('due-item');
    // 09:00 in New York is 13:00 or 14:00 UTC: only the zone's own wall time may show
    expect(item.textContent).toContain('9:00 AM');
    expect(item.textContent).not.toMatch(/[12]:00 PM/);
  });
});
