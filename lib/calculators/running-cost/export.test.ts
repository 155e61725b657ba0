import { describe, expect, it } from 'vitest';
import { compute, defaults, schema } from './index';
import { buildCsv, csvField, CSV_COLUMNS, MAX_IMPORT_BYTES, parseSetupFile, SETUP_FORMAT, setupToJson, type CsvLabels } from './export';

const labels: CsvLabels = {
  columns: Object.fromEntries(CSV_COLUMNS.map((c) => [c, c])) as CsvLabels['columns'],
  sections: { electricity: 'Electricity', additives: 'Additives', food: 'Food', salt: 'Salt mix', total: 'Total' },
  allCategories: 'All categories',
  yes: 'yes',
  no: 'no',
  frequency: { weekly: 'Weekly', biweekly: 'Every 2 weeks' },
  foodType: (t) => (t === 'pellets' ? 'Pellets' : t),
};

/** RFC 4180 reader for the test: fields, quotes doubled, CRLF records. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

const input = schema.parse(defaults);
const result = compute(input);

describe('running cost CSV', () => {
  const csv = buildCsv(input, result, labels);
  const rows = readCsv(csv.slice(1));
  const col = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);

  it('starts with a UTF-8 byte order mark and ends every record with CRLF', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(
      csv
        .slice(1)
        .split('\r\n')
        .slice(0, -1)
        .every((line) => !line.includes('\n')),
    ).toBe(true);
  });

  it('has a header row with the section, the name, the inputs and the cost per day, month and year', () => {
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows[0].slice(0, 2)).toEqual(['section', 'name']);
    expect(rows[0].slice(-3)).toEqual(['costPerDay', 'costPerMonth', 'costPerYear']);
    expect(rows.every((r) => r.length === CSV_COLUMNS.length)).toBe(true);
  });

  it('has one row per device, additive, food and the salt, then the totals', () => {
    const n = input.devices.length + input.additives.length + input.foods.length + 1;
    expect(rows).toHaveLength(1 + n + 5);
    expect(rows[1].slice(0, 3)).toEqual(['Electricity', 'LED', '120']);
    expect(rows[1][col('runs24h')]).toBe('no');
    expect(rows[2][col('hoursPerDay')]).toBe('24'); // runs 24 h
    expect(rows[n][col('section')]).toBe('Salt mix');
    expect(rows[n][col('frequency')]).toBe('Weekly');
    expect(rows.find((r) => r[0] === 'Food')![1]).toBe('Pellets');
  });

  it('carries the totals of compute', () => {
    const total = rows.at(-1)!;
    expect(total[0]).toBe('Total');
    expect(total[1]).toBe('All categories');
    expect(Number(total[col('costPerDay')])).toBeCloseTo(result.totalPerDay!, 5);
    expect(Number(total[col('costPerMonth')])).toBeCloseTo(result.totalPerMonth!, 5);
    expect(Number(total[col('costPerYear')])).toBeCloseTo(result.totalPerYear!, 4);
    const electricity = rows.find((r) => r[0] === 'Total' && r[1] === 'Electricity')!;
    expect(Number(electricity[col('kwhPerDay')])).toBeCloseTo(result.kwhPerDay!, 6);
    const led = rows[1];
    expect(Number(led[col('costPerDay')])).toBeCloseTo(result.devicesDetail[0].costPerDay!, 6);
  });

  it('leaves the salt row out when the salt section is off, and its total at 0', () => {
    const off = { ...input, salt: null };
    const r = readCsv(buildCsv(off, compute(off), labels).slice(1));
    expect(r.filter((row) => row[0] === 'Salt mix')).toEqual([]);
    expect(r.find((row) => row[0] === 'Total' && row[1] === 'Salt mix')![col('costPerDay')]).toBe('0');
  });

  it('quotes commas, quotes and line breaks and keeps Japanese text as is', () => {
    const odd = {
      ...input,
      devices: [
        { ...input.devices[0], name: 'LED, "main"\nrack' },
        { ...input.devices[1], name: 'メインポンプ' },
      ],
    };
    const text = buildCsv(odd, compute(odd), labels);
    expect(text).toContain('"LED, ""main""\nrack"');
    const r = readCsv(text.slice(1));
    expect(r[1][1]).toBe('LED, "main"\nrack');
    expect(r[2][1]).toBe('メインポンプ');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['LED', 'LED'],
    ['a=b', 'a=b'],
  ])('neutralises formula text %j as %j', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  it('writes numbers plainly, without float noise or grouping', () => {
    expect(csvField(0.1 + 0.2)).toBe('0.3');
    expect(csvField(1234567.5)).toBe('1234567.5');
    expect(csvField(null)).toBe('');
    expect(csvField(true, { yes: 'はい', no: 'いいえ' })).toBe('はい');
  });
});

describe('running cost setup file', () => {
  it('round-trips a setup and its currency', () => {
    const back = parseSetupFile(setupToJson(input, 'EUR'));
    expect(back).toEqual({ ok: true, setup: input, currency: 'EUR' });
  });

  it('round-trips a setup without salt and with empty lists', () => {
    const bare = { ...input, devices: [], additives: [], salt: null };
    const back = parseSetupFile(setupToJson(bare, 'JPY'));
    expect(back.ok && back.setup).toEqual(bare);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['{"format": ', 'malformed'],
    ['not json at all', 'malformed'],
    ['[1, 2, 3]', 'wrongShape'],
    ['"just text"', 'wrongShape'],
    ['{"devices": []}', 'wrongShape'],
    [JSON.stringify({ format: 'reefcalc.salinity', version: 1, setup: {} }), 'wrongShape'],
    [JSON.stringify({ format: SETUP_FORMAT, version: 2, setup: defaults }), 'wrongShape'],
    [JSON.stringify({ format: SETUP_FORMAT, version: 1, setup: [] }), 'wrongShape'],
  ])('refuses %j as %s', (text, error) => {
    expect(parseSetupFile(text)).toMatchObject({ ok: false, error });
  });

  it('refuses a setup the schema rejects, naming the first bad value', () => {
    const bad = {
      format: SETUP_FORMAT,
      version: 1,
      currency: 'USD',
      setup: { ...defaults, devices: [{ ...defaults.devices[0], watts: -5 }] },
    };
    expect(parseSetupFile(JSON.stringify(bad))).toEqual({ ok: false, error: 'invalid', path: 'devices.0.watts', issue: 'tooSmall' });
    const noPrice = { format: SETUP_FORMAT, version: 1, setup: { ...defaults, priceKwh: undefined } };
    expect(parseSetupFile(JSON.stringify(noPrice))).toMatchObject({ ok: false, error: 'invalid', path: 'priceKwh' });
  });

  it('refuses an unknown currency and accepts a file without one', () => {
    const file = (currency: unknown) => JSON.stringify({ format: SETUP_FORMAT, version: 1, currency, setup: defaults });
    expect(parseSetupFile(file('XYZ'))).toMatchObject({ ok: false, error: 'invalid', path: 'currency' });
    expect(parseSetupFile(file(undefined))).toMatchObject({ ok: true, currency: null });
  });

  it('reads a file saved with a byte order mark and refuses a huge one', () => {
    expect(parseSetupFile(`\uFEFF${setupToJson(input, 'USD')}`).ok).toBe(true);
    expect(parseSetupFile(' '.repeat(MAX_IMPORT_BYTES + 1))).toEqual({ ok: false, error: 'tooLarge' });
  });
});
