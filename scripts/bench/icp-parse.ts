/**
 * ICP report parsing time (target < 20 ms for a 70-analyte report on a 2-core machine; a figure, never a failure).
 * Times `parseIcpReport` on a 70-analyte report built from the element catalogue in four layouts (one row per line,
 * one cell per line, semicolon CSV with decimal commas, an ATI-style page with the rows in `var dataTable`) and on
 * each fixture of lib/icp/fixtures.
 * Standalone: `npx tsx scripts/bench/icp-parse.ts [runs]`; `npm run bench -- --only=icp-parse`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ICP_ELEMENTS } from '@/lib/icp/catalogue';
import { fixtureNames, readFixture } from '@/lib/icp/fixture-files';
import { parseIcpReport } from '@/lib/icp/parse';
import { icpVariant } from '@/lib/icp/variants';
import { timeRuns } from './compute';

/** A report with every catalogue element in the aquarium section and RO-water rows after it, 70 analytes in all. */
export function seventyAnalyteReport(): { text: string; analytes: number } {
  const value = (nsw: number | null) => (nsw === null ? '0,5' : nsw >= 1 ? nsw.toFixed(1) : (nsw * 1000).toFixed(3));
  const unit = (nsw: number | null, element: string) =>
    element === 'salinity' ? 'PSU' : element === 'KH' ? 'dKH' : nsw === null || nsw >= 1 ? 'mg/l' : 'µg/l';
  const row = (e: (typeof ICP_ELEMENTS)[number]) =>
    `${e.names.de ?? e.names.en}\t${value(e.nsw35).replace('.', ',')}\t${unit(e.nsw35, e.element)}\t100 - 200`;
  const ro = ICP_ELEMENTS.filter((e) => e.group !== 'base').slice(0, 70 - ICP_ELEMENTS.length);
  const text = [
    'Oceamo ICP-OES', 'Bericht MSR100001', 'Probenahme: 01.10.2025 - 10:00', 'Grundparameter',
    ...ICP_ELEMENTS.map(row), 'Osmose-Check', ...ro.map(row),
  ].join('\n'); // prettier-ignore
  return { text, analytes: ICP_ELEMENTS.length + ro.length };
}

function atiPage(text: string): string {
  let group = 'Basiswerte';
  const rows = text.split('\n').flatMap((l) => {
    if (!l.includes('\t')) {
      if (l === 'Osmose-Check') group = 'Osmose';
      return [];
    }
    const [name, value, unit] = l.split('\t');
    return [{ group, name, value: value.replace(',', '.'), unit }];
  });
  return `<html><body><p>ATI Lab</p><script>var dataTable = ${JSON.stringify(rows)};</script></body></html>`;
}

export function main(runs = 300) {
  const { text, analytes } = seventyAnalyteReport();
  const t0 = performance.now();
  parseIcpReport(text);
  console.log(`first parse in this process (cold, before JIT warm-up): ${(performance.now() - t0).toFixed(3)} ms`);
  const layouts: [string, string][] = [
    ['one row per line', text],
    ['one cell per line', icpVariant(text, 'cells')],
    ['semicolon CSV', icpVariant(text, 'csv')],
    ['ATI page (var dataTable)', atiPage(text)],
  ];
  console.log(`parseIcpReport, ${analytes}-analyte report (target < 20 ms):`);
  for (const [label, t] of layouts) {
    const read = parseIcpReport(t).analytes.length;
    const s = timeRuns(() => parseIcpReport(t), runs);
    console.log(
      `  ${label.padEnd(26)} ${read} analytes read; median ${s.medianMs.toFixed(3)} ms, p90 ${s.p90Ms.toFixed(3)} ms, min ${s.minMs.toFixed(3)} ms (${runs} runs)`,
    );
  }
  console.log('fixtures:');
  for (const name of fixtureNames()) {
    const t = readFixture(name);
    const s = timeRuns(() => parseIcpReport(t), runs);
    console.log(
      `  ${name.padEnd(26)} ${parseIcpReport(t).analytes.length} analytes; median ${s.medianMs.toFixed(3)} ms, p90 ${s.p90Ms.toFixed(3)} ms`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(Number(process.argv[2]) || undefined);
