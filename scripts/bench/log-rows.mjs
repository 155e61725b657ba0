/**
 * The reef log's bench rows, one generator for the benches that need a large log: scripts/bench/log-browser.mjs
 * writes them into the page's IndexedDB, scripts/bench/row-check.ts checks them as IndexedDB would hand them back.
 * Plain ESM (typed by log-rows.d.mts) so that both the node script and the tsx one import it.
 *
 * `n` entries spread evenly over the `years` before `now` (ms): every tenth a dose, the next a water change, the
 * other eight tests of five parameters whose values drift with the index. Ids are random; the rest depends only on
 * the arguments.
 * @param {{ n: number, years: number, now: number, tankId: string }} options
 */
export function logRows({ n, years, now, tankId }) {
  const span = years * 365 * 86_400_000;
  const entries = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(now - span + (span * i) / n).toISOString();
    const base = { id: crypto.randomUUID(), userId: null, tankId, at, note: null, createdAt: at, updatedAt: at, deletedAt: null };
    if (i % 10 === 8)
      entries.push({
        ...base,
        kind: 'dose',
        values: { parameter: 'alkalinity', additiveId: 'redsea-foundation-b', strengthPerUnitPerL: null, amount: 20, amountUnit: 'ml' },
      });
    else if (i % 10 === 9)
      entries.push({
        ...base,
        kind: 'water_change',
        values: { volumeL: 40, newWater: { calcium: 420, alkalinity: 7 }, newWaterPreset: 'natural-sw' },
      });
    else
      entries.push({
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
  return entries;
}
