/**
 * A PDF page's text runs (pdf.js `getTextContent` items) as the lines a keeper would copy: runs on one baseline joined
 * left to right, a tab where a gap wider than two spaces separates them (a table's columns), lines top to bottom.
 * The parser (parse.ts) then reads the text as it reads a pasted report.
 */
export interface TextRun {
  str: string;
  /** pdf.js transform [a, b, c, d, x, y]: x and y of the run's start, in points from the page's bottom left */
  transform: readonly number[];
  width: number;
  height: number;
}

/** Runs whose baselines differ by less than this share of the font height are on one line. */
const SAME_LINE = 0.5;
/** A gap wider than this many font heights between runs is a column break (written as a tab). */
const COLUMN_GAP = 1;

export function runsToLines(runs: readonly TextRun[]): string[] {
  const items = runs
    .filter((r) => r.str.trim() !== '')
    .map((r) => ({ str: r.str, x: r.transform[4] ?? 0, y: r.transform[5] ?? 0, w: r.width, h: Math.max(r.height, 1) }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof items)[] = [];
  for (const it of items) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0].y - it.y) < SAME_LINE * Math.max(line[0].h, it.h)) line.push(it);
    else lines.push([it]);
  }
  return lines.map((line) => {
    const sorted = [...line].sort((a, b) => a.x - b.x);
    let out = '';
    let end = -Infinity;
    for (const it of sorted) {
      if (out) out += it.x - end > COLUMN_GAP * it.h ? '\t' : it.x - end > 0.15 * it.h ? ' ' : '';
      out += it.str.trim();
      end = it.x + it.w;
    }
    return out;
  });
}
