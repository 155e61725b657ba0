// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import type { LogEntry, LogTank } from '@/lib/log/model';
import type { TaskValues } from '@/lib/schedule/model';
import { TaskManager, type TaskWrites } from './task-manager';

const T = '2027-03-01T00:00:00.000Z';
const tank: LogTank = {
  id: 't1',
  userId: null,
  name: 'Reef',
  volumeL: 300,
  targets: {},
  archivedAt: null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
};
const task = (id: string, v: Partial<TaskValues>): LogEntry => ({
  id,
  userId: null,
  tankId: tank.id,
  kind: 'task',
  at: T,
  values: {
    taskKind: 'water_change',
    title: '',
    rhythm: { every: 1, unit: 'week' },
    time: '10:00',
    timeZone: 'Asia/Tokyo',
    start: '2027-03-01',
    mode: 'calendar',
    ...v,
  },
  note: null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
});
const writes = (): TaskWrites => ({
  add: vi.fn(() => Promise.resolve(true)),
  update: vi.fn(() => Promise.resolve(true)),
  remove: vi.fn(() => Promise.resolve(true)),
});
const show = (entries: LogEntry[], w: TaskWrites, locale: 'en' | 'ja' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="Asia/Tokyo">
      <TaskManager tank={tank} entries={entries} writes={w} />
    </NextIntlClientProvider>,
  );

describe('the tasks of a tank', () => {
  it('offers the suggested set to a tank without tasks, in the browser’s zone', () => {
    const w = writes();
    show([], w);
    fireEvent.click(screen.getByRole('button', { name: en.Schedule.tasks.presets }));
    const added = (w.add as ReturnType<typeof vi.fn>).mock.calls[0][0] as { values: TaskValues }[];
    expect(added).toHaveLength(7);
    expect(added.every((x) => x.values.timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(true);
  });

  it('adds the suggested set once on a double click, and offers it again if the write failed', async () => {
    let settle: (ok: boolean) => void = () => undefined;
    const w = { ...writes(), add: vi.fn(() => new Promise<boolean>((r) => (settle = r))) };
    show([], w);
    const button = screen.getByRole('button', { name: en.Schedule.tasks.presets });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(w.add).toHaveBeenCalledTimes(1);
    await act(() => {
      settle(false);
      return Promise.resolve();
    });
    expect(button).not.toBeDisabled();
  });

  it('lists tasks with their rhythm in the reader’s language, and pauses and deletes them', () => {
    const w = writes();
    show(
      [
        task('a', { rhythm: { every: 3, unit: 'day' } }),
        task('b', { taskKind: 'test', parameter: 'calcium', rhythm: { weekdays: [1, 4] }, paused: true }),
      ],
      w,
      'ja',
    );
    const rows = screen.getAllByTestId('task-row');
    expect(rows[0].textContent).toContain('水換え');
    expect(rows[0].textContent).toContain('水換え・3日ごと'); // the Japanese separator, not " · "
    expect(rows[1].textContent).toContain('カルシウムを測定');
    expect(rows[1].textContent).toContain('毎週月曜日、木曜日');
    expect(rows[1].textContent).toContain(ja.Schedule.tasks.paused);
    fireEvent.click(within(rows[1]).getByRole('button', { name: '「カルシウムを測定」を再開' }));
    expect(w.update).toHaveBeenCalledWith('b', expect.objectContaining({ paused: false }), null);
    fireEvent.click(within(rows[0]).getByRole('button', { name: '「水換え」を削除' }));
    expect(w.remove).toHaveBeenCalledWith('a');
  });

  it('the form refuses a weekday rhythm with no day, keeping what was typed, then saves', () => {
    const w = writes();
    show([], w);
    fireEvent.click(screen.getByRole('button', { name: en.Schedule.tasks.add }));
    fireEvent.change(screen.getByLabelText(en.Schedule.form.title), { target: { value: 'Top off' } });
    fireEvent.click(screen.getByLabelText(en.Schedule.form.rhythmKinds.weekdays));
    fireEvent.submit(screen.getByRole('form', { name: en.Schedule.form.newTitle }));
    expect(screen.getByRole('alert').textContent).toBe(en.Schedule.form.problems.rhythm);
    expect(w.add).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>(en.Schedule.form.title).value).toBe('Top off');
  });

  it('a keeper who moves keeps the task at its time in the new zone', async () => {
    const w = writes();
    show([task('a', {})], w);
    fireEvent.click(screen.getByRole('button', { name: en.Schedule.tasks.editLabel.replace('{task}', 'Water change') }));
    const zone = screen.getByLabelText<HTMLSelectElement>(en.Schedule.form.timeZone);
    expect(zone.value).toBe('Asia/Tokyo');
    fireEvent.change(zone, { target: { value: 'Europe/London' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('form'));
      await Promise.resolve();
    });
    expect(w.update).toHaveBeenCalledWith('a', expect.objectContaining({ timeZone: 'Europe/London', time: '10:00' }), null);
  });
});
