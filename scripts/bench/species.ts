/**
 * The species catalogue search (issue target: under 10 ms on the whole catalogue), timed on a mix of queries in kana,
 * half-width kana, kanji and Latin letters. Standalone: `npx tsx scripts/bench/species.ts [runs]`; compute.ts calls it.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { SPECIES } from '@/lib/species/catalogue';
import { searchSpecies } from '@/lib/species/search';
import { timeRuns } from './compute';

const QUERIES = ['かくれ', 'カクレクマノミ', 'ｶｸﾚ', 'ocellaris clown', 'クマノミ', 'tang', 'ミドリイシ', '珊瑚', 'acropora', 'a', 'zzz'];

export function benchSpeciesSearch(runs = 2000, log: (line: string) => void = console.log): void {
  const t0 = performance.now();
  searchSpecies(SPECIES, QUERIES[0]); // folds every name once (cached per entry afterwards)
  log(`species search, first query (folds all ${SPECIES.length} entries' names): ${(performance.now() - t0).toFixed(2)} ms`);
  let k = 0;
  const s = timeRuns(() => searchSpecies(SPECIES, QUERIES[k++ % QUERIES.length]), runs, 200);
  log(
    `species search over ${SPECIES.length} species (${QUERIES.length} queries in turn): median ${s.medianMs.toFixed(3)} ms ` +
      `(p10 ${s.p10Ms.toFixed(3)}, p90 ${s.p90Ms.toFixed(3)}) over ${runs} runs; target < 10 ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) benchSpeciesSearch(Number(process.argv[2]) || 2000);
