/**
 * The cost of checking the log's rows as read from IndexedDB (lib/log/row-check.ts) on a large log: 5,000 entries
 * over three years (the browser bench's mix, scripts/bench/log-browser.mjs: tests of five parameters, doses, water
 * changes), as structured clones (what IndexedDB gives back: new objects on every read). Figures:
 *  - cold: every row checked (the first read, or a re-read of rows whose objects are all new),
 *  - cached: the same row objects checked again (a re-read that kept the objects of unchanged rows, live-entries.ts),
 *  - one new row among cached ones (a test just saved, or another tab's write),
 *  - for scale, the structured clone of the rows (a floor under what IndexedDB's read of them costs).
 * Standalone: `npx tsx scripts/bench/row-check.ts [entries] [runs]`.
 */
import { performance } from 'node:perf_hooks';
import type { LogEntry } from '@/lib/log/model';

const n = Number(process.argv[2] ?? 5000);
const runs = Number(process.argv[3] ?? 15);

function rows(count: number): LogEntry[] {
  const now = Date.parse('2026-11-27T00:00:00Z');
  const span = 3 * 365 * 86_400_000;
  const tankId = '00000000-0000-4000-8000-000000000001';
  const out: LogEntry[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(now - span + (span * i) / count).toISOString();
    const base = { id: crypto.randomUUID(), userId: null, tankId, at, note: null, createdAt: at, updatedAt: at, deletedAt: null };
    if (i % 10 === 8)
      out.push({
        ...base,
        kind: 'dose',
        values: { parameter: 'alkalinity', additiveId: 'redsea-foundation-b', strengthPerUnitPerL: null, amount: 20, amountUnit: 'ml' },
      });
    else if (i % 10 === 9)
      out.push({
        ...base,
        kind: 'water_change',
        values: { volumeL: 40, newWater: { calcium: 420, alkalinity: 7 }, newWaterPreset: 'natural-sw' },
      });
    else
      out.push({
        ...base,
        kind: 'test',
        values: {
          alkalinity: 8 + Math.sin(i / 9),
          calcium: 420 + 10 * Math.cos(i / 7),
          magnesium: 1300,
          nitrate: 2 + Math.sin(i / 5),
          phosphate: 0.03,
        },
      });
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

async function main() {
  const { checkEntries } = await import('@/lib/log/row-check');
  const source = rows(n);
  const cold: number[] = [];
  const cached: number[] = [];
  const oneNew: number[] = [];
  const clone: number[] = [];
  for (let r = 0; r < runs + 2; r++) {
    let t0 = performance.now();
    const fresh = structuredClone(source);
    const tClone = performance.now() - t0;
    t0 = performance.now();
    const a = checkEntries(fresh);
    const tCold = performance.now() - t0;
    t0 = performance.now();
    checkEntries(fresh);
    const tCached = performance.now() - t0;
    const withNew = [...fresh.slice(0, -1), structuredClone(fresh[fresh.length - 1])];
    t0 = performance.now();
    checkEntries(withNew);
    const tOne = performance.now() - t0;
    if (a.unreadable !== 0) throw new Error(`${a.unreadable} bench rows refused`);
    // the first two rounds warm the JIT
    if (r < 2) continue;
    clone.push(tClone);
    cold.push(tCold);
    cached.push(tCached);
    oneNew.push(tOne);
  }
  console.log(`row check of ${n} entries, ${runs} runs (median, range in ms):`);
  console.log(`  cold (every row parsed):          ${median(cold).toFixed(2)} (${range(cold)})`);
  console.log(`  cached (same objects again):      ${median(cached).toFixed(2)} (${range(cached)})`);
  console.log(`  one new row among cached ones:    ${median(oneNew).toFixed(2)} (${range(oneNew)})`);
  console.log(`  structuredClone of the rows:      ${median(clone).toFixed(2)} (${range(clone)})`);
}

void main();
