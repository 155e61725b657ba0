// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { FormProvider } from '@/components/calculators/kit/calculator-context';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { TimeField } from './log-fields';
import { useLogForm } from './use-log-form';

afterEach(cleanup);

/** A log form around one time field, with the state the log's forms give their fields (use-log-form.ts). */
function Form() {
  const { state } = useLogForm(z.object({ at: z.string() }), () => ({ at: '' }));
  return (
    <FormProvider value={state}>
      <TimeField idPrefix="test" />
    </FormProvider>
  );
}

function show(locale: 'en' | 'ja') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="UTC">
      <Form />
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText(locale === 'en' ? 'Date and time' : '日時');
}

/** A datetime-local value `ms` from now, in the local time the input holds. */
function local(ms: number) {
  const d = new Date(Date.now() + ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

describe('the time of an entry', () => {
  it('points out a time typed in the future (a year off), keeps it as typed, and says nothing for now or the past', () => {
    const input = show('en');
    fireEvent.change(input, { target: { value: local(365 * 86_400_000) } });
    expect((input as HTMLInputElement).value).toBe(local(365 * 86_400_000));
    expect(input.getAttribute('aria-describedby')).toBe('test-at-help');
    expect(document.getElementById('test-at-help')?.textContent).toBe('This date and time is in the future: check it before saving.');
    fireEvent.change(input, { target: { value: local(-86_400_000) } });
    expect(document.getElementById('test-at-help')).toBeNull();
    fireEvent.change(input, { target: { value: local(0) } });
    expect(document.getElementById('test-at-help')).toBeNull();
  });

  it('in Japanese on /ja', () => {
    const input = show('ja');
    fireEvent.change(input, { target: { value: local(30 * 86_400_000) } });
    expect(document.getElementById('test-at-help')?.textContent).toBe('未来の日時になっています。保存する前に確認してください。');
  });
});
