/**
 * The reef log's importers and consumption fit, in node (no build needed):
 *   - reading an Apex datalog.xml of 50,000 probe readings (5,000 records × 10 probes) into a preview: time and the
 *     heap it grows by;
 *   - reading a mapped table of 50,000 readings (25,000 rows × 2 columns, decimal commas, DD.MM.YYYY);
 *   - the robust consumption fit on 5,000 tests (the fit alone, and with the planner's balance over every interval);
 *   - reading the log's JSON export of 5,000 entries (the browser bench's rows, log-rows.mjs) into a preview: every
 *     row checked against the stored-row schemas (lib/log/import-checks.ts), median of 15 runs.
 * Standalone: `npx tsx scripts/bench/imports.ts`; `npm run bench -- --only=imports` runs it.
 */
import { performance } from 'node:perf_hooks';
import { fitConsumption } from '@/lib/log/fit';
import { fitFor } from '@/lib/log/analysis';
import { parseLogJson } from '@/lib/log/import';
import { parseApexDatalog } from '@/lib/log/importers/apex-datalog';
import { readMappedTable, readTable } from '@/lib/log/importers/table';
import type { LogEntry } from '@/lib/log/model';
import { logRows } from './log-rows.mjs';

const TANK = '11111111-1111-4111-8111-111111111111';
const pad = (n: number) => String(n).padStart(2, '0');

function datalog(records: number): string {
  const parts = ['<?xml version="1.0"?>\n<datalog software="5.12" hardware="1.0">\n<timezone>0.00</timezone>\n'];
  const t0 = Date.UTC(2025, 0, 1);
  const probes = [
    'Tmp:Temp:25.5',
    'pH:pH:8.1',
    'Salt:Cond:35.0',
    'ORP:ORP:350',
    'Alkx4:alk:8.2',
    'Cax4:ca:430',
    'Mgx4:mg:1350',
    'Amps:Amps:1.2',
    'T2:Temp:25.1',
    'pH2:pH:8.0',
  ];
  for (let i = 0; i < records; i++) {
    const d = new Date(t0 + i * 600_000);
    parts.push(
      `<record>\n<date>${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00</date>\n`,
    );
    for (const p of probes) {
      const [name, type, v] = p.split(':');
      parts.push(
        `<probe>\n<name>${name}</name><type>${type}</type><value>${(Number(v) * (1 + 0.001 * Math.sin(i))).toFixed(2)}</value>\n</probe>\n`,
      );
    }
    parts.push('</record>\n');
  }
  parts.push('</datalog>\n');
  return parts.join('');
}

function table(rows: number): string {
  const lines = ['Datum;Uhrzeit;KH;Ca'];
  const t0 = Date.UTC(2020, 0, 1);
  for (let i = 0; i < rows; i++) {
    const d = new Date(t0 + i * 3_600_000);
    lines.push(
      `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()};${pad(d.getUTCHours())}:00;8,${i % 10};4${pad(i % 100)}`,
    );
  }
  return lines.join('\n');
}

function measure<T>(label: string, fn: () => T): T {
  (globalThis as { gc?: () => void }).gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const out = fn();
  const ms = performance.now() - t0;
  const heapMb = (process.memoryUsage().heapUsed - heap0) / 1e6;
  console.log(`${label}: ${ms.toFixed(0)} ms, heap +${heapMb.toFixed(1)} MB`);
  return out;
}

const xml = datalog(5000);
const r = measure(`Apex datalog, 50,000 readings (${(xml.length / 1e6).toFixed(1)} MB)`, () => parseApexDatalog(xml, { tankId: TANK }));
if (!r.ok) throw new Error(r.error);
console.log(`  → ${r.preview.entries.length} entries, ${r.preview.refused.length} refused`);

const text = table(25_000);
const tbl = readTable(text)!;
const mapped = measure('Mapped table, 50,000 readings (25,000 rows × 2)', () =>
  readMappedTable(
    tbl,
    {
      columns: [
        { role: 'date' },
        { role: 'time' },
        { role: 'value', parameter: 'alkalinity', unit: 'dkh' },
        { role: 'value', parameter: 'calcium', unit: 'ppm' },
      ],
      dateOrder: 'dmy',
      decimalComma: true,
    },
    TANK,
  ),
);
if (!mapped.ok) throw new Error(mapped.error);
console.log(`  → ${mapped.preview.entries.length} entries`);

// the fit: 5,000 tests with noise and a dose every tenth interval
const points = Array.from({ length: 5000 }, (_, i) => ({
  id: String(i),
  t: Date.UTC(2026, 0, 1) + i * 4 * 3_600_000,
  level: 9 - 0.05 * i * (4 / 24) + 0.05 * Math.sin(i * 7.3),
}));
const steps = points.slice(1).map((_, i) => ({ dosedRise: i % 10 === 0 ? 0.3 : 0, waterChangeEffect: 0 }));
const runs = 20;
const t0 = performance.now();
for (let k = 0; k < runs; k++) fitConsumption(points, steps);
console.log(`Consumption fit, 5,000 tests: ${((performance.now() - t0) / runs).toFixed(1)} ms per fit (mean of ${runs})`);

const entries: LogEntry[] = points.map((p) => ({
  id: p.id,
  userId: null,
  tankId: TANK,
  kind: 'test',
  at: new Date(p.t).toISOString(),
  values: { alkalinity: p.level },
  note: null,
  createdAt: '',
  updatedAt: '',
  deletedAt: null,
}));
measure('Consumption fit from 5,000 logged tests (30 days of them, with the planner over every interval)', () =>
  fitFor(entries, 400, 'alkalinity', 'dkh'),
);

// the JSON export of a large log: its rows as the browser bench writes them, one tank
const jsonText = JSON.stringify({
  format: 'reefcalc.log',
  version: 1,
  tanks: [
    {
      id: TANK,
      userId: null,
      name: 'Display',
      volumeL: 300,
      targets: { alkalinity: { low: 7, high: 9 } },
      additives: {},
      archivedAt: null,
    },
  ],
  entries: logRows({ n: 5000, years: 3, now: Date.parse('2026-11-27T00:00:00Z'), tankId: TANK }),
});
const jsonRuns: number[] = [];
for (let k = 0; k < 17; k++) {
  const t = performance.now();
  const read = parseLogJson(jsonText);
  // the first two runs warm the JIT
  if (k >= 2) jsonRuns.push(performance.now() - t);
  if (!read.ok || read.preview.refused.length) throw new Error('the JSON export was refused');
}
jsonRuns.sort((a, b) => a - b);
console.log(
  `JSON export of 5,000 entries read into a preview: ${jsonRuns[7].toFixed(1)} ms median, ${jsonRuns[13].toFixed(1)} ms 90th pct (${jsonRuns.length} runs)`,
);
