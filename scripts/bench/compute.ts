/**
 * Micro-benchmarks of the calculation core: the PAR grid (target ≤ 2 ms for 100 × 100 cells and 8 fixtures on
 * a 2-core machine), salinity conversions per second and the species search (scripts/bench/species.ts).
 * Standalone: `npx tsx scripts/bench/compute.ts [runs]`; other scripts call `main()`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { compute as computePar, fixturePreset, type ParInput } from '@/lib/calculators/par-distribution';

export interface TimingSummary {
  runs: number;
  medianMs: number;
  p10Ms: number;
  p90Ms: number;
  minMs: number;
}

/** Nearest-rank percentile of sorted samples (p in 0–1). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))];
}

/** Times `fn` after `warmup` untimed calls; one sample per call, in ms. */
export function timeRuns(fn: () => unknown, runs: number, warmup = 50): TimingSummary {
  for (let k = 0; k < warmup; k++) fn();
  const samples: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { runs, medianMs: percentile(samples, 0.5), p10Ms: percentile(samples, 0.1), p90Ms: percentile(samples, 0.9), minMs: samples[0] };
}

const fmt = (ms: number) => ms.toFixed(3);
const summaryLine = (label: string, s: TimingSummary) =>
  `${label}: median ${fmt(s.medianMs)} ms (p10 ${fmt(s.p10Ms)}, p90 ${fmt(s.p90Ms)}, min ${fmt(s.minMs)}) over ${s.runs} runs`;

/** A 180 × 60 cm tank with 8 fixtures in two rows; `presetIds` cycles over the rows' fixture types. */
export function parBenchInput(presetIds: string[], nx = 100, ny = 100): ParInput {
  const fixtures = Array.from({ length: 8 }, (_, k) => {
    const p = fixturePreset(presetIds[k % presetIds.length])!;
    return {
      name: `F${k + 1}`,
      type: p.id,
      xCm: 22.5 * ((k % 4) * 2 + 1),
      yCm: k < 4 ? 20 : 40,
      heightCm: 25,
      ppfdRef: p.ppfdRef,
      dRefCm: p.dRefCm,
      beamDeg: p.beamDeg,
    };
  });
  return {
    tankLengthCm: 180,
    tankWidthCm: 60,
    depthCm: 40,
    gridNx: nx,
    gridNy: ny,
    fixtures,
    refraction: 'paraxial',
    nWater: 1.34,
    surfaceTransmission: 0.98,
    kdPerM: 0.1,
  };
}

type AnyCompute = (input: SalinityCase) => unknown;
type SeawaterFn = (c: SalinityCase) => unknown;

/** The salinity compute of `@/lib/calculators/salinity`, or the reason it cannot be used. */
async function loadSalinity(): Promise<{ fn: AnyCompute } | { note: string }> {
  try {
    const mod = (await import('@/lib/calculators/salinity')) as unknown as { compute?: AnyCompute };
    if (typeof mod.compute === 'function') return { fn: mod.compute };
    return { note: '@/lib/calculators/salinity has no compute export' };
  } catch (e) {
    return { note: `@/lib/calculators/salinity not available (${e instanceof Error ? e.message.split('\n')[0] : String(e)})` };
  }
}

/** Fallback: the seawater core's reading → SP conversion (or density of SP) from `@/lib/seawater`. */
async function loadSeawater(): Promise<{ name: string; fn: SeawaterFn } | { note: string }> {
  try {
    const mod = (await import('@/lib/seawater')) as unknown as Record<string, ((...a: unknown[]) => unknown) | undefined>;
    const { spFromReading, seawaterDensity } = mod;
    if (typeof spFromReading === 'function') return { name: 'spFromReading', fn: (c) => spFromReading(c.value, c.unit, c.temperatureC, c) };
    if (typeof seawaterDensity === 'function') return { name: 'seawaterDensity', fn: (c) => seawaterDensity(35, c.temperatureC) };
    return { note: `@/lib/seawater exports none of the expected functions (${Object.keys(mod).join(', ')})` };
  } catch (e) {
    return { note: `@/lib/seawater not available either (${e instanceof Error ? e.message.split('\n')[0] : String(e)})` };
  }
}

/** Calls `fn` in batches for about `budgetMs` and returns calls per second. */
function throughput(fn: (k: number) => unknown, budgetMs = 500): number {
  for (let k = 0; k < 2000; k++) fn(k); // warm-up
  let calls = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (let k = 0; k < 1000; k++) fn(calls + k);
    calls += 1000;
    elapsed = performance.now() - t0;
  }
  return (calls / elapsed) * 1000;
}

interface SalinityCase {
  temperatureC: number;
  value: number;
  unit: 'ppt' | 'sg' | 'conductivity' | 'density';
  sgConvention: '25/25' | '25/4';
  conductivityCompensated: boolean;
}

const SALINITY_CASES: SalinityCase[] = [
  { temperatureC: 25, value: 35, unit: 'ppt', sgConvention: '25/25', conductivityCompensated: false },
  { temperatureC: 26, value: 1.026, unit: 'sg', sgConvention: '25/25', conductivityCompensated: false },
  { temperatureC: 25, value: 1.023, unit: 'sg', sgConvention: '25/4', conductivityCompensated: false },
  { temperatureC: 27, value: 53, unit: 'conductivity', sgConvention: '25/25', conductivityCompensated: true },
  { temperatureC: 24, value: 1.0234, unit: 'density', sgConvention: '25/25', conductivityCompensated: false },
];

async function benchSalinity(log: (line: string) => void): Promise<void> {
  const salinity = await loadSalinity();
  if ('fn' in salinity) {
    const rate = throughput((k) => salinity.fn(SALINITY_CASES[k % SALINITY_CASES.length]));
    log(
      `salinity compute: ${Math.round(rate).toLocaleString('en-US')} conversions/s (mix of ppt, sg 25/25 and 25/4, conductivity, density)`,
    );
    return;
  }
  log(`note: ${salinity.note}; falling back to @/lib/seawater`);
  const seawater = await loadSeawater();
  if ('fn' in seawater) {
    const rate = throughput((k) => seawater.fn(SALINITY_CASES[k % SALINITY_CASES.length]));
    log(`seawater ${seawater.name}: ${Math.round(rate).toLocaleString('en-US')} calls/s`);
  } else {
    log(`note: ${seawater.note}; salinity benchmark skipped`);
  }
}

/** Runs every benchmark and prints one plain line each. */
export async function main(runs = 300, log: (line: string) => void = console.log): Promise<void> {
  const mixed = parBenchInput(['led-puck-90', 'led-puck-60', 'led-panel-120', 'mh-250']);
  const narrow = parBenchInput(['led-puck-60']);
  log(
    summaryLine(
      'par-grid 100x100x8 (mixed beams)',
      timeRuns(() => computePar(mixed), runs),
    ),
  );
  log(
    summaryLine(
      'par-grid 100x100x8 (all 60°, exp/log path)',
      timeRuns(() => computePar(narrow), runs),
    ),
  );
  log(
    summaryLine(
      'par-grid 200x200x16 (largest allowed)',
      timeRuns(
        () => computePar({ ...mixed, gridNx: 200, gridNy: 200, fixtures: [...mixed.fixtures, ...narrow.fixtures] }),
        Math.min(runs, 100),
        10,
      ),
    ),
  );
  await benchSalinity(log);
  const { benchSpeciesSearch } = await import('./species');
  benchSpeciesSearch(2000, log);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[2]) || 300;
  main(runs).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
