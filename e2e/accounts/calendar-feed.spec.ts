/**
 * The calendar subscription, signed in, in both languages: tasks made in the log reach the account, settings makes
 * a private webcal address, the feed (the Next server's route, reading the stand-in's PostgreSQL through
 * calendar_feed()) parses and lists the tasks, and after the address is revoked it answers 404 — as a made-up
 * address does.
 */
import ICAL from 'ical.js';
import { test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../helpers';
import { createAccount, uniqueEmail } from './fake';
import { createTank, expect, logPath, M, serverLog, signedInContext, status } from './log-helpers';

const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

for (const locale of ['en', 'ja'] as const) {
  const S = M[locale].Schedule;
  const settingsPath = locale === 'en' ? '/settings' : '/ja/settings';

  test(`${locale}: subscribe to the care schedule, read the feed, revoke it and get 404`, async ({ browser, baseURL, request }) => {
    const email = uniqueEmail(`calendar-${locale}`);
    await createAccount(email);
    const { context, page } = await signedInContext(browser, baseURL, email, locale);
    await createTank(page, 'Lagoon', '200', locale);
    const schedule = page.getByRole('region', { name: fill(S.tasks.title, { tank: 'Lagoon' }) });
    await schedule.getByRole('button', { name: S.tasks.presets }).click();
    await expect(schedule.getByTestId('task-row')).toHaveCount(7);
    await expect(status(page)).toHaveAttribute('data-state', 'synced');
    await expect.poll(async () => (await serverLog(email)).entries.length).toBe(7);

    await page.goto(settingsPath);
    const section = page.getByTestId('calendar-subscription');
    await expect(section.getByText(S.subscription.none)).toBeVisible();
    await section.getByRole('button', { name: S.subscription.create }).click();
    const address = section.getByLabel(S.subscription.made);
    await expect(address).toHaveValue(/^webcal:\/\//);
    const webcal = await address.inputValue();
    expect(webcal).toMatch(new RegExp(`/api/calendar/[A-Za-z0-9_-]{43}\\.ics${locale === 'ja' ? '\\?lang=ja' : ''}$`));
    await expect(section.getByRole('button', { name: S.subscription.revoke })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { label: `${settingsPath} calendar subscription` });

    const feedUrl = webcal.replace(/^webcal:/, 'http:');
    const res = await request.get(feedUrl);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const cal = new ICAL.Component(ICAL.parse(await res.text()) as unknown[]);
    const summaries = cal.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')));
    expect(summaries).toHaveLength(7);
    expect(summaries).toContain(fill(S.feed.summary, { task: S.kinds.water_change, tank: 'Lagoon' }));

    // a made-up token gets the same answer a revoked one will
    const wrong = await request.get(feedUrl.replace(/\/[A-Za-z0-9_-]{43}\.ics/, `/${'A'.repeat(43)}.ics`));
    expect(wrong.status()).toBe(404);
    const wrongBody = await wrong.text();

    await section.getByRole('button', { name: S.subscription.revoke }).click();
    await expect(section.getByRole('status')).toHaveText(S.subscription.revoked);
    const revoked = await request.get(feedUrl);
    expect(revoked.status()).toBe(404);
    expect(await revoked.text()).toBe(wrongBody);

    // after a reload the page says there is no live address
    await page.reload();
    await expect(page.getByTestId('calendar-subscription').getByText(S.subscription.none)).toBeVisible();
    await page.goto(logPath(locale));
    await context.close();
  });
}
