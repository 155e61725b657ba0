/**
 * The reef log in a real browser, no account, in both languages: a tank, tests, doses and water changes, the trend
 * and the dose to give, an entry edited, export and re-import (JSON and CSV: the same file twice changes nothing, a deleted
 * entry comes back only when asked, an older export does not undo an edit, the long CSV into another tank moves nothing),
 * a Shift_JIS lab table imported twice, a malformed import refused with its rows and nothing changed, data kept over a reload and shared by two tabs, rows in
 * IndexedDB that cannot be read (counted, left out, kept, exported), and a browser that refuses storage.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, expectNoSeriousAxeViolations, locales, type Locale } from './helpers';

const M = { en, ja } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` ago at 09:00 local time. */
function daysAgo(days: number) {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
}

async function openLog(page: Page, locale: Locale) {
  await page.goto(logPath(locale));
  await expect(page.locator('h1')).toHaveText(M[locale].Log.title);
  await expect(page.getByTestId('log-app')).toBeVisible();
}

async function createTank(page: Page, locale: Locale, name: string, volume = '400') {
  await page.locator('#name').fill(name);
  await page.locator('#volumeL').fill(volume);
  await page.getByRole('button', { name: M[locale].Log.tank.create }).click();
  await expect(page.getByRole('heading', { name: M[locale].Log.entry.title.replace('{tank}', name) })).toBeVisible();
}

async function logTest(page: Page, locale: Locale, at: string, values: Record<string, string>) {
  await page.getByRole('tab', { name: M[locale].Log.entry.kinds.test }).click();
  await page.locator('#test-at').fill(at);
  for (const [id, v] of Object.entries(values)) await page.locator(`#${id}`).fill(v);
  await page.getByRole('button', { name: M[locale].Log.entry.save }).click();
  await expect(page.getByRole('status').filter({ hasText: M[locale].Log.entry.saved })).toBeVisible();
}

const entryCount = (page: Page) => page.getByTestId('entry-list').locator('li');

/** A message with its placeholders filled in; `{count, plural, one {…} other {…}}` as ICU reads it (en: one/other, ja: other). */
function fmt(message: string, values: Record<string, string | number>) {
  const plural = message.replace(/\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g, (_, k: string, one: string, other: string) =>
    (values[k] === 1 ? one : other).replace('#', String(values[k])),
  );
  return plural.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
}

// Long flows on shared 2-core machines: a whole keeper's session per test.
test.describe.configure({ timeout: 240_000 });

for (const locale of locales) {
  const L = M[locale].Log;

  test(`${locale}: a tank, tests, a dose and a water change give the trend and the dose to give`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openLog(page, locale);
    await createTank(page, locale, 'Display');
    await logTest(page, locale, daysAgo(7), { alkalinity: '8.0', calcium: '430' });
    // every parameter is optional: the form clears and keeps the time at now after a save
    await expect(page.locator('#alkalinity')).toHaveValue('');
    await expect(page.locator('#test-at')).not.toHaveValue('');

    await page.getByRole('tab', { name: L.entry.kinds.dose }).click();
    await page.locator('#dose-at').fill(daysAgo(4));
    await page.locator('#amount').fill('70');
    await page.getByRole('button', { name: L.entry.save }).click();
    await expect(page.getByRole('status').filter({ hasText: L.entry.saved })).toBeVisible();

    await page.getByRole('tab', { name: L.entry.kinds.water_change }).click();
    await page.locator('#wc-at').fill(daysAgo(2));
    await page.locator('#changePct').fill('10');
    await expect(page.locator('[id="newWater.calcium"]')).toHaveValue('420'); // the Natural SW preset
    await page.getByRole('button', { name: L.entry.save }).click();
    await expect(page.getByRole('status').filter({ hasText: L.entry.saved })).toBeVisible();

    await logTest(page, locale, daysAgo(0), { alkalinity: '7.9', calcium: '415' });
    await expect(entryCount(page)).toHaveCount(4);

    // what to dose: the planner's hold dose and a link to the dosing screen prefilled with the latest test
    const alk = page.getByTestId('advice-alkalinity');
    await expect(alk.locator('p.font-semibold')).toBeVisible();
    // the product is named in the reader's language (short names of the dosing screen), with the page's punctuation
    const products = Object.values(M[locale].Calculators.dosing.productNames);
    const hold = (await alk.locator('p.font-semibold').textContent()) ?? '';
    expect(
      products.some((name) => hold.includes(name)),
      hold,
    ).toBe(true);
    const doseLine = entryCount(page).filter({ hasText: L.entry.kinds.dose });
    const doseText = (await doseLine.textContent()) ?? '';
    expect(
      products.some((name) => doseText.includes(name)),
      doseText,
    ).toBe(true);
    if (locale === 'ja') {
      // no English words (a formula such as NaHCO₃ has no two lower-case letters in a row) and no half-width 「: 」
      for (const text of [hold, doseText, (await alk.textContent()) ?? '']) {
        expect(text.match(/[A-Za-z]*[a-z]{2}[A-Za-z]*/g)?.filter((w) => w.length >= 4) ?? [], text).toEqual([]);
        expect(text).not.toContain(': ');
      }
      expect(doseText).toContain('KH（アルカリ度）：');
    }
    const link = alk.getByRole('link');
    await expect(link).toHaveAttribute('href', /reef-calculator\/dosing\?.*parameter=alkalinity.*current=7\.9/);

    // the trend: both tests as focusable points, the dose and water change marked, a point shows its entry
    const chart = page.getByTestId('trend-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('[data-marker="dose"]')).toHaveCount(1);
    await expect(chart.locator('[data-marker="water_change"]')).toHaveCount(1);
    const points = chart.getByRole('button');
    await expect(points).toHaveCount(2);
    await points.last().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('trend-selection')).toContainText(L.entry.kinds.test);
    await expect(points.first()).toBeFocused();

    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} with entries` });

    await link.click();
    await expect(page.locator('#current')).toHaveValue('7.9');

    // a reload keeps everything
    await openLog(page, locale);
    await expect(entryCount(page)).toHaveCount(4);
    expect(errors.take()).toEqual([]);
  });

  test(`${locale}: kit readings (ppb P, NO3-N) are stored as PO4 and NO3; the dose presets read in the visitor's language`, async ({
    page,
  }) => {
    await openLog(page, locale);
    await createTank(page, locale, 'Kit');
    // the alkalinity unit names 度 on the Japanese screen (a KH kit's 度 is the dKH)
    await expect(page.locator('#log-alk-unit option[value="dkh"]')).toHaveText(L.alkUnitOptions.dkh);
    if (locale === 'ja') expect(L.alkUnitOptions.dkh).toContain('度');

    await page.getByRole('tab', { name: L.entry.kinds.test }).click();
    await page.locator('#phosphate').fill('77');
    await page.locator('#phosphateUnit').selectOption('pPpb');
    await page.locator('#nitrate').fill('1');
    await page.locator('#nitrateUnit').selectOption('no3n');
    await page.getByRole('button', { name: L.entry.save }).click();
    await expect(page.getByRole('status').filter({ hasText: L.entry.saved })).toBeVisible();
    // 77 ppb P = 0.077 mg/L P × 94.97/30.97 = 0.236 mg/L PO4; 1 mg/L NO3-N × 62.00/14.01 = 4.4 mg/L NO3
    const line = entryCount(page).first();
    await expect(line).toContainText('0.236');
    await expect(line).toContainText('4.4');

    await page.getByRole('tab', { name: L.entry.kinds.dose }).click();
    const preset = page.locator('#additiveId');
    const firstId = await preset.locator('option').first().getAttribute('value');
    const names = M[locale].Calculators.dosing.options.additiveId as Record<string, string>;
    await expect(preset.locator('option').first()).toHaveText(names[firstId!]);
    // an alkalinity preset whose maker's label the messages translate: the dosing screen's wording, both screens alike
    const labels = M[locale].Calculators.dosing.presetLabels as Record<string, string>;
    await preset.selectOption('redsea-foundation-b');
    await expect(page.getByTestId('preset-info')).toContainText(labels['redsea-foundation-b']);
  });

  test(`${locale}: export and re-import JSON and CSV; a malformed file is refused with its row and nothing changes`, async ({
    page,
  }, info) => {
    await openLog(page, locale);
    await createTank(page, locale, 'Frag');
    await logTest(page, locale, daysAgo(1), { alkalinity: '8.2', magnesium: '1300' });
    await expect(entryCount(page)).toHaveCount(1);
    const T = L.transfer;
    const preview = page.getByTestId('import-preview');
    const counts = page.getByTestId('import-counts');
    const files: Record<'JSON' | 'CSV', string> = { JSON: '', CSV: '' };

    for (const kind of ['JSON', 'CSV'] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: kind === 'JSON' ? T.exportJson : T.exportCsv }).click();
      const file = info.outputPath(`log.${kind.toLowerCase()}`);
      files[kind] = file;
      await (await download).saveAs(file);
      const text = await readFile(file, 'utf8');
      expect(text).toContain(kind === 'JSON' ? '"format": "reefcalc.log"' : 'id,tank,kind,at,parameter,value,unit,note');

      // the same file again: everything is already here, nothing to write
      await page.locator('#log-import').setInputFiles(file);
      await expect(preview).toBeVisible();
      await expect(page.getByTestId('import-encoding')).toHaveText(T.encoding['utf-8']);
      await expect(counts).toContainText(fmt(T.entryStatus.same, { count: 1 }));
      await expect(page.getByTestId('import-nothing')).toHaveText(T.nothingToImport);
      await expect(preview.getByRole('button', { name: fmt(T.confirm, { count: 1 }) })).toHaveCount(0);
      await page.getByRole('button', { name: T.cancel }).click();

      // an entry deleted since the export stays deleted unless the keeper brings it back
      await page.getByTestId('entry-list').getByRole('button', { name: L.list.delete }).click();
      await expect(entryCount(page)).toHaveCount(0);
      await page.locator('#log-import').setInputFiles(file);
      await expect(counts).toContainText(fmt(T.entryStatus.deleted, { count: 1 }));
      await expect(page.getByTestId('import-nothing')).toBeVisible();
      await page.getByRole('checkbox', { name: fmt(T.restoreDeleted, { count: 1 }) }).check();
      await page.getByRole('button', { name: fmt(T.confirm, { count: 1 }) }).click();
      await expect(page.getByTestId('import-status')).toContainText(fmt(T.imported, { count: 1 }));
      await expect(entryCount(page)).toHaveCount(1);
    }

    // an older JSON export does not undo a later edit
    const line = entryCount(page).first();
    await line.getByRole('button', { name: L.list.editLabel }).click();
    await page.locator('#alkalinity').fill('8.6');
    await page.getByRole('button', { name: L.entry.saveChanges }).click();
    await expect(line).toContainText('8.6 dKH');
    await page.locator('#log-import').setInputFiles(files.JSON);
    await expect(counts).toContainText(fmt(T.entryStatus.older, { count: 1 }));
    await expect(page.getByRole('radio', { name: T.existing.keep })).toBeChecked();
    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} import preview` });
    await expect(page.getByTestId('import-nothing')).toBeVisible();
    await page.getByRole('button', { name: T.cancel }).click();
    await expect(line).toContainText('8.6 dKH');

    // the long CSV into another tank: its entry stays in its own tank, nothing lands in the tank shown
    await page.getByRole('button', { name: L.tank.new }).click();
    await createTank(page, locale, 'Quarantine');
    await expect(entryCount(page)).toHaveCount(0);
    await page.locator('#log-import').setInputFiles(files.CSV);
    await expect(counts).toContainText(fmt(T.entryStatus.differs, { count: 1 }));
    await expect(page.getByTestId('import-nothing')).toBeVisible();
    await page.getByRole('button', { name: T.cancel }).click();
    await expect(entryCount(page)).toHaveCount(0);

    // a lab's wide CSV saved by Excel on Japanese Windows (Shift_JIS): read as such, and a second import adds nothing
    const lab = info.outputPath('lab-sjis.csv');
    await writeFile(lab, await readFile('lib/log/fixtures/wide-shift-jis.csv'));
    for (const round of [1, 2]) {
      await page.locator('#log-import').setInputFiles(lab);
      await expect(page.getByTestId('import-encoding')).toHaveText(T.encoding.shift_jis);
      if (round === 1) {
        await expect(counts).toContainText(fmt(T.entryStatus.new, { count: 2 }));
        await page.getByRole('button', { name: fmt(T.confirm, { count: 2 }) }).click();
        await expect(page.getByTestId('import-status')).toContainText(fmt(T.imported, { count: 2 }));
      } else {
        await expect(counts).toContainText(fmt(T.entryStatus.same, { count: 2 }));
        await expect(page.getByTestId('import-nothing')).toBeVisible();
      }
      await expect(entryCount(page)).toHaveCount(2);
    }
    await expect(page.getByTestId('entry-list')).toContainText('サンゴの色が戻った');

    // a wide CSV with one good row and two bad: the bad rows are named, and nothing is written before confirming
    const bad = info.outputPath('bad.csv');
    await writeFile(bad, 'date,alk,ca\n2026-01-05,8.1,420\n2026-01-06,8.0,lots\n1969-12-31,8.0,420\n');
    await page.locator('#log-import').setInputFiles(bad);
    const refused = page.getByTestId('import-refused');
    await expect(refused).toContainText(locale === 'en' ? 'Row 3 (ca): not a number' : '3行目（ca）：数値ではありません');
    await expect(refused).toContainText(fmt(T.refusedRowField, { row: 4, field: 'date', reason: T.reasons.dateOutOfRange }));
    await expect(entryCount(page)).toHaveCount(2);
    await page.getByRole('button', { name: T.cancel }).click();
    await expect(entryCount(page)).toHaveCount(2);

    // a file that is not a log at all is refused whole
    const junk = info.outputPath('junk.json');
    await writeFile(junk, '{"hello": 1}');
    await page.locator('#log-import').setInputFiles(junk);
    await expect(page.getByTestId('import-status')).toContainText(T.fileErrors.wrongShape.replace('{name}', 'junk.json'));
    // after a reload the first tank is shown again, as it was
    await page.reload();
    await expect(entryCount(page)).toHaveCount(1);
    await expect(entryCount(page).first()).toContainText('8.6 dKH');
  });

  test(`${locale}: an entry reopens in its form, prefilled, and its changes are saved (or cancelled)`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openLog(page, locale);
    await createTank(page, locale, 'Reef');
    await logTest(page, locale, daysAgo(3), { alkalinity: '8.0', calcium: '420' });
    await page.getByRole('tab', { name: L.entry.kinds.dose }).click();
    await page.locator('#dose-at').fill(daysAgo(2));
    await page.locator('#amount').fill('70');
    await page.getByRole('button', { name: L.entry.save }).click();
    await expect(entryCount(page)).toHaveCount(2);
    const list = page.getByTestId('entry-list');
    const testLine = entryCount(page).filter({ hasText: L.entry.kinds.test });
    const doseLine = entryCount(page).filter({ hasText: L.entry.kinds.dose });
    await expect(testLine).toContainText('8.0 dKH');

    // the test opens with what was typed; the kind tabs give way to the entry being edited
    await testLine.getByRole('button', { name: L.list.editLabel }).click();
    await expect(page.getByRole('heading', { name: L.entry.editTitle.replace('{tank}', 'Reef') })).toBeVisible();
    await expect(page.getByTestId('entry-editing')).toBeFocused();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.locator('#alkalinity')).toHaveValue('8'); // typed "8.0", shown as the kit shows a number
    await expect(page.locator('#calcium')).toHaveValue('420');
    await expect(page.locator('#test-at')).toHaveValue(daysAgo(3));
    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} editing an entry` });
    await page.locator('#alkalinity').fill('8.6');
    await page.getByRole('button', { name: L.entry.saveChanges }).click();
    await expect(page.getByTestId('entry-notice')).toHaveText(L.entry.updated);
    await expect(testLine.getByRole('button', { name: L.list.editLabel })).toBeFocused();
    await expect(page.getByRole('tab', { name: L.entry.kinds.test })).toBeVisible();
    await expect(entryCount(page)).toHaveCount(2);
    await expect(testLine).toContainText('8.6 dKH');
    await expect(testLine).toContainText('420');
    await expect(list).not.toContainText('8.0 dKH');

    // a dose: a change cancelled leaves it as it was; a change saved replaces its amount
    await doseLine.getByRole('button', { name: L.list.editLabel }).click();
    await expect(page.locator('#amount')).toHaveValue('70');
    await page.locator('#amount').fill('55');
    await page.getByRole('button', { name: L.cancel }).click();
    await expect(page.getByTestId('entry-editing')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: L.entry.kinds.dose })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#amount')).toHaveValue(''); // the new-dose form again, empty
    await expect(doseLine).toContainText('70.0 mL');
    await doseLine.getByRole('button', { name: L.list.editLabel }).click();
    await expect(page.locator('#amount')).toHaveValue('70');
    await page.locator('#amount').fill('55');
    await page.getByRole('button', { name: L.entry.saveChanges }).click();
    await expect(doseLine).toContainText('55.0 mL');

    // the edits are stored: a reload shows them, still two entries
    await openLog(page, locale);
    await expect(entryCount(page)).toHaveCount(2);
    await expect(testLine).toContainText('8.6 dKH');
    await expect(doseLine).toContainText('55.0 mL');
    expect(errors.take()).toEqual([]);
  });

  test(`${locale}: two tabs see each other's entries`, async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await openLog(a, locale);
    await openLog(b, locale);
    await createTank(a, locale, 'Shared');
    await expect(b.getByRole('heading', { name: L.entry.title.replace('{tank}', 'Shared') })).toBeVisible();
    await logTest(a, locale, daysAgo(0), { ph: '8.1' });
    await expect(entryCount(b)).toHaveCount(1);
    await logTest(b, locale, daysAgo(0), { calcium: '420' });
    await expect(entryCount(a)).toHaveCount(2);
  });

  test(`${locale}: rows in IndexedDB that cannot be read are counted, left out, kept and exported`, async ({ page }, info) => {
    const errors = collectConsoleErrors(page);
    await openLog(page, locale);
    await createTank(page, locale, 'Broken rows');
    await logTest(page, locale, daysAgo(1), { alkalinity: '8.2' });
    await expect(entryCount(page)).toHaveCount(1);
    // what an extension, an older version or the browser's developer tools might leave: written with IndexedDB itself
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('reefcalc-log');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('open failed'));
      });
      const store = () => db.transaction('entries', 'readwrite').objectStore('entries');
      const good = await new Promise<Record<string, unknown>>((resolve) => {
        const req = store().getAll();
        req.onsuccess = () => resolve((req.result as Record<string, unknown>[])[0]);
      });
      const tx = db.transaction('entries', 'readwrite');
      const entries = tx.objectStore('entries');
      entries.put({ ...good, id: 'bad-nan', values: { alkalinity: Number.NaN } });
      entries.put({ ...good, id: 'bad-kind', kind: 'salinity_reading', values: { alkalinity: 40 } });
      entries.put({ ...good, id: 'bad-proto', values: JSON.parse('{"alkalinity": 30, "__proto__": {"polluted": true}}') as unknown });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error ?? new Error('write failed'));
      });
      db.close();
    });
    await page.reload();
    await expect(page.getByTestId('storage-unreadable')).toHaveText(fmt(L.storage.unreadable, { count: 3 }));
    // the valid entry still shows, alone
    await expect(entryCount(page)).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);

    // the JSON export carries them as stored (NaN as null: JSON has none); the CSV only what can be read
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: L.transfer.exportJson }).click();
    const file = info.outputPath('unreadable.json');
    await (await download).saveAs(file);
    const json = JSON.parse(await readFile(file, 'utf8')) as { entries: { id: string }[] };
    expect(json.entries.map((e) => e.id).sort()).toEqual(expect.arrayContaining(['bad-kind', 'bad-nan', 'bad-proto']));
    expect(json.entries).toHaveLength(4);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: L.transfer.exportCsv }).click();
    const csvFile = info.outputPath('unreadable.csv');
    await (await csvDownload).saveAs(csvFile);
    expect(await readFile(csvFile, 'utf8')).not.toContain('bad-');
    expect(errors.take()).toEqual([]);
  });

  test(`${locale}: a browser that refuses storage gets a notice and a log for the visit`, async ({ page }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = function () {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      };
    });
    await openLog(page, locale);
    await expect(page.getByTestId('storage-memory')).toHaveText(L.storage.memory);
    await createTank(page, locale, 'Private');
    await logTest(page, locale, daysAgo(0), { nitrate: '5' });
    await expect(entryCount(page)).toHaveCount(1);
  });

  test(`${locale}: specific gravity on the instrument's scale, remembered per tank; re-read and import with their scales`, async ({
    page,
  }, info) => {
    const errors = collectConsoleErrors(page);
    const scales = M[locale].Calculators.salinity.options.sgConvention;
    await openLog(page, locale);
    await createTank(page, locale, 'Reef');
    // the scales are the salinity screen's, with its labels; the locale's own first
    await page.getByRole('tab', { name: L.entry.kinds.test }).click();
    await expect(page.locator('#sgConvention')).toHaveCount(0);
    await page.locator('#salinityUnit').selectOption('sg');
    await expect(page.locator('#sgConvention option').first()).toHaveText(locale === 'ja' ? scales['25/4'] : scales['25/25']);
    await expect(page.locator('#sgConvention option[value="15/4"]')).toHaveText(scales['15/4']);
    await expect(page.locator('#sgConvention option[value="60F/60F"]')).toHaveText(scales['60F/60F']);
    // a refractometer's 1.026 logged on the wrong scale (25/4): 38.5 ppt
    await page.locator('#sgConvention').selectOption('25/4');
    await page.locator('#test-at').fill(daysAgo(1));
    await page.locator('#salinity').fill('1.026');
    await page.getByRole('button', { name: L.entry.save }).click();
    await expect(page.getByRole('status').filter({ hasText: L.entry.saved })).toBeVisible();
    await expect(entryCount(page).first()).toContainText('38.5');

    // remembered for this tank over a reload: the form opens on SG, 25/4
    await openLog(page, locale);
    await page.getByRole('tab', { name: L.entry.kinds.test }).click();
    await expect(page.locator('#salinityUnit')).toHaveValue('sg');
    await expect(page.locator('#sgConvention')).toHaveValue('25/4');

    // the re-read: on 25/25 the same 1.026 is 34.5 ppt, shown before → after, applied on confirm
    const R = L.reread;
    await page.locator('#reread-scale').selectOption('25/25');
    await page.getByRole('button', { name: R.show }).click();
    const change = page.getByTestId('reread-preview');
    await expect(change).toContainText(fmt(R.listTitle, { count: 1 }));
    await expect(change.locator('li')).toContainText(/38\.5 ppt\s*→\s*34\.5 ppt/);
    await expect(change.locator('li')).toContainText(R.short['25/4']);
    await page.getByRole('button', { name: fmt(R.confirm, { count: 1 }) }).click();
    await expect(page.getByTestId('reread-status')).toContainText(fmt(R.done, { count: 1 }));
    await expect(entryCount(page).first()).toContainText('34.5');
    await expect(page.getByTestId('entry-list')).not.toContainText('38.5');
    // the edited reading reopens as typed, on its new scale
    await page.locator('[id^="edit-"]').first().click();
    await expect(page.locator('#salinity')).toHaveValue('1.026');
    await expect(page.locator('#sgConvention')).toHaveValue('25/25');
    await page.getByRole('button', { name: L.cancel }).click();

    // another tank starts from the locale's scale, not this tank's
    await page.getByRole('button', { name: L.tank.new }).click();
    await createTank(page, locale, 'Frag');
    await page.getByRole('tab', { name: L.entry.kinds.test }).click();
    await expect(page.locator('#salinityUnit')).toHaveValue('ppt');
    await page.locator('#salinityUnit').selectOption('sg');
    await expect(page.locator('#sgConvention')).toHaveValue(locale === 'ja' ? '25/4' : '25/25');

    // a table whose header names the scale: read on it, and the preview says so
    const T = L.transfer;
    const named = info.outputPath('named.csv');
    await writeFile(named, '日付,比重(25/25)\n2026/01/05,1.026\n');
    await page.locator('#log-import').setInputFiles(named);
    await expect(page.getByTestId('import-sg')).toHaveText(fmt(T.sgScaleNamed, { scale: scales['25/25'] }));
    await page.getByRole('button', { name: fmt(T.confirm, { count: 1 }) }).click();
    await expect(page.getByTestId('import-status')).toContainText(fmt(T.imported, { count: 1 }));
    await expect(entryCount(page).first()).toContainText('34.5');

    // no scale named: the preview asks, and nothing can be imported until the keeper answers
    const unnamed = info.outputPath('unnamed.csv');
    await writeFile(unnamed, 'date,SG\n2026-01-06,1.026\n');
    await page.locator('#log-import').setInputFiles(unnamed);
    await expect(page.getByTestId('import-sg')).toContainText(T.sgScale);
    const confirm = page.getByRole('button', { name: fmt(T.confirm, { count: 1 }) });
    await expect(confirm).toBeDisabled();
    await page.getByLabel(T.sgScaleLabel).selectOption('25/25');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByTestId('import-status')).toContainText(fmt(T.imported, { count: 1 }));
    await expect(entryCount(page)).toHaveCount(2);
    await expect(page.getByTestId('entry-list')).not.toContainText('38.5');
    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} SG scales` });
    expect(errors.take()).toEqual([]);
  });
}
