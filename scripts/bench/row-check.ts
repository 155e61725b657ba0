/**
 * The cost of checking the log's rows as read from IndexedDB (lib/log/row-check.ts) on a large log: 5,000 entries
 * over three years (the browser bench's rows, scripts/bench/log-rows.mjs: tests of five parameters, doses, water
 * changes), as structured clones (what IndexedDB gives back: new objects on every read). Figures:
 *  - cold: every row checked (the first read, or a re-read of rows whose objects are all new),
 *  - cached: the same row objects checked again (a re-read that kept the objects of unchanged rows, live-entries.ts),
 *  - one new row among cached ones (a test just saved, or another tab's write),
 *  - for scale, the structured clone of the rows (a floor under what IndexedDB's read of them costs).
 * Standalone: `npx tsx scripts/bench/row-check.ts [entries] [runs]`.
 */
import { performance } from 'node:perf_hooks';
import { logRows } from './log-rows.mjs';

const n = Number(process.argv[2] ?? 5000);
const runs = Number(process.argv[3] ?? 15);

// A fixed date and tank keep every run's rows the same but for their ids.
const rows = (count: number) =>
  logRows({ n: count, years: 3, now: Date.parse('2026-11-27T00:00:00Z'), tankId: '00000000-0000-4000-8000-000000000001' });

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
