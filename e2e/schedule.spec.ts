/**
 * The care schedule in a real browser, no account, in both languages (lib/schedule, components/schedule): the
 * suggested tasks on a new tank, all due on their first day; an alkalinity test brought forward by the log's
 * consumption (two tests a few days apart and a dose between them) with its reason; a water change and a test
 * completed through their forms, each leaving a log entry and a completion; pause and delete; the .ics download
 * parsed with ical.js, its wall-clock times right in the browser's zone (New York for English, Tokyo for Japanese).
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, expectNoSeriousAxeViolations, locales, type Locale } from './helpers';

const M = { en, ja } as const;
const ZONE = { en: 'America/New_York', ja: 'Asia/Tokyo' } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
/**
 * The browser's clock starts at noon of a fixed winter day in its zone (time then runs as usual): what is due "today"
 * depends on the hour, and a run after midnight would otherwise see a task due tonight that a run at noon does not.
 */
const START = { en: '2027-01-13T12:00:00-05:00', ja: '2027-01-13T12:00:00+09:00' } as const;
/** A datetime-local value `days` before the start at 09:00, in the browser's zone. */
function daysAgo(locale: Locale, days: number) {
  const day = new Date(Date.parse(START[locale]) - days * 86_400_000);
  return `${new Intl.DateTimeFormat('en-CA', { timeZone: ZONE[locale] }).format(day)}T09:00`;
}
/** A due time as the due list writes it (the log's `when`), in the browser's zone. */
const wallTime = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: ZONE[locale],
  }).format(new Date(iso));
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

async function save(page: Page, locale: Locale, notice = M[locale].Log.entry.saved) {
  await page.getByRole('button', { name: M[locale].Log.entry.save }).click();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
}

test.describe.configure({ timeout: 240_000 });

for (const locale of locales) {
  const L = M[locale].Log;
  const S = M[locale].Schedule;
  test.describe(`${locale} (${ZONE[locale]})`, () => {
    test.use({ timezoneId: ZONE[locale] });

    test(`${locale}: suggested tasks, one due early from fast consumption, completed through the log, and an .ics`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.clock.install({ time: new Date(START[locale]) });
      await page.goto(logPath(locale));
      await expect(page.getByTestId('log-app')).toBeVisible();
      await page.locator('#name').fill('Reef');
      await page.locator('#volumeL').fill('300');
      await page.getByRole('button', { name: L.tank.create }).click();
      const schedule = page.getByRole('region', { name: fill(S.tasks.title, { tank: 'Reef' }) });
      await expect(schedule).toBeVisible();
      await expect(schedule.getByText(S.tasks.empty)).toBeVisible();
      // notifications are asked for only from this button, never on arrival
      await expect(schedule.getByRole('button', { name: S.notify.allow })).toBeVisible();

      await schedule.getByRole('button', { name: S.tasks.presets }).click();
      await expect(schedule.getByTestId('task-row')).toHaveCount(7);
      const due = page.getByTestId('due-list');
      // a new tank's tasks start today, each at its wall time in the keeper's zone (the nitrate test at 09:00)
      await expect(due.getByTestId('due-item')).toHaveCount(7);
      await expect(due.getByTestId('due-item').filter({ hasText: fill(S.testOf, { parameter: L.parameters.nitrate }) })).toContainText(
        wallTime(locale, START[locale].replace('12:00', '09:00')),
      );
      await expect(page.locator('#log-tank option:checked')).toHaveText(/7/);

      // two alkalinity tests a few days apart, and a dose between them: the tank uses more than half a dKH a day
      await page.getByRole('tab', { name: L.entry.kinds.test }).click();
      await page.locator('#test-at').fill(daysAgo(locale, 3));
      await page.locator('#alkalinity').fill('9.0');
      await save(page, locale);
      await page.getByRole('tab', { name: L.entry.kinds.dose }).click();
      await page.locator('#dose-at').fill(daysAgo(locale, 2));
      await page.locator('#amount').fill('30');
      await save(page, locale);
      await page.getByRole('tab', { name: L.entry.kinds.test }).click();
      await page.locator('#test-at').fill(daysAgo(locale, 1));
      await page.locator('#alkalinity').fill('7.3');
      await save(page, locale);

      // the alkalinity test's rhythm (every 3 days) would wait for days after that test; the consumption brings it to today
      const alkName = fill(S.testOf, { parameter: L.parameters.alkalinity });
      const alk = due.getByTestId('due-item').filter({ hasText: alkName });
      await expect(alk).toBeVisible();
      const reason = fill(S.reason.level, { parameter: L.parameters.alkalinity, level: '7.0 dKH', day: '' });
      await expect(alk).toContainText(locale === 'en' ? reason.trim() : reason.split('までに')[1]);
      // the calcium test (never tested) falls back to its rhythm and says why
      await expect(due.getByTestId('due-item').filter({ hasText: fill(S.testOf, { parameter: L.parameters.calcium }) })).toContainText(
        S.reason.noData,
      );
      await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} with care tasks` });

      // done on the water change opens its form; saving it writes the water change and the completion
      const entries = page.getByTestId('entry-list').locator('li');
      const before = await entries.count();
      await due.getByRole('button', { name: fill(S.due.doneLabel, { task: S.kinds.water_change }) }).click();
      await expect(page.getByTestId('task-completing')).toBeVisible();
      await expect(page.getByRole('tab', { name: L.entry.kinds.water_change })).toHaveAttribute('aria-selected', 'true');
      await page.locator('#changePct').fill('10');
      await save(page, locale, L.entry.taskDone);
      await expect(entries).toHaveCount(before + 1);
      await expect(entries.filter({ hasText: L.entry.kinds.water_change })).toHaveCount(1);
      await expect(due.getByTestId('due-item')).toHaveCount(6);

      // done on the alkalinity test opens the test form with alkalinity ready
      await due.getByRole('button', { name: fill(S.due.doneLabel, { task: alkName }) }).click();
      await expect(page.locator('#alkalinity')).toBeFocused();
      // a test saved without alkalinity (a phosphate reading: no task of its own) is kept, and the task stays due
      await page.locator('#phosphate').fill('0.03');
      await save(page, locale, fill(L.entry.taskStillDue, { parameter: L.parameters.alkalinity }));
      await expect(entries).toHaveCount(before + 2);
      await expect(due.getByTestId('due-item')).toHaveCount(6);
      await expect(page.getByTestId('task-completing')).toBeVisible();
      await page.locator('#alkalinity').fill('8.4');
      await save(page, locale, L.entry.taskDone);
      await expect(entries).toHaveCount(before + 3);
      await expect(due.getByTestId('due-item')).toHaveCount(5);
      await expect(due.getByTestId('due-item').filter({ hasText: alkName })).toHaveCount(0);

      // a task done at once (no form), one paused, one deleted
      await due.getByRole('button', { name: fill(S.due.doneLabel, { task: S.kinds.skimmer }) }).click();
      await expect(due.getByTestId('due-item')).toHaveCount(4);
      await schedule.getByRole('button', { name: fill(S.tasks.pauseLabel, { task: S.kinds.pump }) }).click();
      await expect(schedule.getByTestId('task-row').filter({ hasText: S.kinds.pump })).toContainText(S.tasks.paused);
      await expect(due.getByTestId('due-item')).toHaveCount(3);
      await schedule.getByRole('button', { name: fill(S.tasks.deleteLabel, { task: S.kinds.filter }) }).click();
      await expect(schedule.getByTestId('task-row')).toHaveCount(6);

      // a task of one's own, on weekdays, with the form checked by axe while open
      await schedule.getByRole('button', { name: S.tasks.add }).click();
      const form = schedule.getByRole('form', { name: S.form.newTitle });
      await form.getByLabel(S.form.title).fill('Top off; salt, check');
      await form.getByLabel(S.form.rhythmKinds.weekdays).check();
      await form.getByRole('button', { name: S.form.save }).click();
      await expect(form.getByRole('alert')).toHaveText(S.form.problems.rhythm);
      await form.getByRole('group', { name: S.form.weekdays }).getByRole('checkbox').first().check();
      await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} task form` });
      await form.getByRole('button', { name: S.form.save }).click();
      await expect(schedule.getByTestId('task-row')).toHaveCount(7);

      // the calendar: a valid .ics whose recurring events keep their wall time in the browser's zone
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        schedule.getByRole('button', { name: S.tasks.download }).click(),
      ]);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
      const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
      for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
      const events = cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(events).toHaveLength(6); // seven tasks, one paused
      const own = events.find((e) => e.summary.startsWith('Top off; salt, check'))!;
      expect(own.summary).toBe(fill(S.feed.summary, { task: 'Top off; salt, check', tank: 'Reef' }));
      expect(own.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=MO');
      const water = events.find((e) => e.summary.startsWith(S.kinds.water_change))!;
      expect(water.startDate.zone?.tzid).toBe(ZONE[locale]);
      // 10:00 local on every occurrence for a year, whatever the zone's daylight saving does
      const it = water.iterator();
      for (let i = 0; i < 52; i++) {
        const utc = it.next().toJSDate();
        const local = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE[locale], hour: '2-digit', minute: '2-digit' }).format(utc);
        expect(local).toBe('10:00');
      }
      // the data-driven test is a single event at its computed date
      expect(events.find((e) => e.summary.startsWith(alkName))!.isRecurring()).toBe(false);
      expect(errors.take()).toEqual([]);
    });
  });
}

for (const locale of locales) {
  test(`${locale}: without accounts, settings says the subscription is off`, async ({ page }) => {
    await page.goto(locale === 'en' ? '/settings' : '/ja/settings');
    await expect(page.getByTestId('calendar-subscription')).toHaveText(M[locale].Schedule.subscription.off);
  });
}
