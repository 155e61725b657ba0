import type { ImportResult, Refusal } from '../import';
import { probeParameter, probeUnit, type ProbeInfo, type ProbeMap } from './apex-probes';
import { lineAt, readingsPreview, type Reading } from './readings';

/**
 * The Apex controller's `datalog.xml` (`/cgi-bin/datalog.xml`): a `<datalog>` of `<record>`s, each a `<date>`
 * (`MM/DD/YYYY HH:MM:SS`, the controller's clock) and its `<probe>`s (`<name>`, `<type>`, `<value>`). The file's
 * `<timezone>` (hours from UTC), when present, places the controller's clock; otherwise the browser's zone does.
 * Pure: no DOM parser, so it runs in the bench and the tests as in the browser. docs/imports.md#apex
 */

export const isApexDatalog = (text: string) => /<datalog[\s>]/.test(text.slice(0, 2000));

const tag = (block: string, name: string) => {
  const m = new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(block);
  return m ? m[1] : null;
};

/** `MM/DD/YYYY HH:MM:SS` in a zone `offsetHours` from UTC (null: the browser's), as ISO 8601 UTC; null when not a date. */
export function apexDate(text: string, offsetHours: number | null): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [mo, d, y, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const utcMs =
    offsetHours === null ? new Date(y, mo - 1, d, h, mi, s).getTime() : Date.UTC(y, mo - 1, d, h, mi, s) - offsetHours * 3_600_000;
  const check = new Date(offsetHours === null ? utcMs : utcMs + offsetHours * 3_600_000);
  const day = offsetHours === null ? check.getDate() : check.getUTCDate();
  return day === d ? new Date(utcMs).toISOString() : null;
}

export function parseApexDatalog(text: string, opts: { tankId: string; probeMap?: ProbeMap }): ImportResult & { probes?: ProbeInfo[] } {
  if (!isApexDatalog(text)) return { ok: false, error: 'wrongShape' };
  const tz = tag(text.slice(0, 4000), 'timezone');
  const offset = tz !== null && Number.isFinite(Number(tz)) ? Number(tz) : null;
  const refused: Refusal[] = [];
  const raw: { line: number; at: string; name: string; type: string; value: number }[] = [];
  const recordRe = /<record>([\s\S]*?)<\/record>/g;
  let m: RegExpExecArray | null;
  let lastEnd = 0;
  let line = 1;
  let lastClose = 0;
  while ((m = recordRe.exec(text))) {
    lastClose = recordRe.lastIndex;
    // lines counted incrementally: a 50,000-reading file is read once
    line += countLines(text, lastEnd, m.index);
    lastEnd = m.index;
    const block = m[1];
    // a record that another opens before it is closed: the file is cut or broken there
    if (block.includes('<record>')) return { ok: false, error: 'malformed', line };
    const dateText = tag(block, 'date');
    const at = dateText === null ? null : apexDate(dateText, offset);
    if (!at) {
      refused.push({ row: line + countLines(block, 0, Math.max(0, block.indexOf('<date>'))), reason: 'invalidDate', field: 'date' });
      continue;
    }
    const probeRe = /<probe>([\s\S]*?)<\/probe>/g;
    let p: RegExpExecArray | null;
    while ((p = probeRe.exec(block))) {
      // the line of the probe's value (or of the probe, when it has none)
      const pLine = line + countLines(block, 0, p.index) + countLines(p[1], 0, Math.max(0, p[1].indexOf('<value>')));
      const name = tag(p[1], 'name');
      const type = tag(p[1], 'type') ?? '';
      const valueText = tag(p[1], 'value');
      if (!name || valueText === null) {
        refused.push({ row: pLine, reason: 'missingValue', field: name ?? 'probe' });
        continue;
      }
      const value = Number(valueText);
      if (valueText.trim() === '' || !Number.isFinite(value)) {
        refused.push({ row: pLine, reason: 'notNumber', field: name });
        continue;
      }
      raw.push({ line: pLine, at, name, type, value });
    }
  }
  // a record opened and never closed
  const unclosed = text.indexOf('<record>', lastClose);
  if (unclosed >= 0) return { ok: false, error: 'malformed', line: lineAt(text, unclosed) };
  if (raw.length === 0 && refused.length === 0) return { ok: false, error: 'noReadings' };
  return withProbes(raw, refused, opts, 'apex-datalog');
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Probes listed with the parameter each is read as, and the readings of the mapped ones (shared with the REST status). */
export function withProbes(
  raw: readonly { line: number; at: string; name: string; type: string; value: number }[],
  refused: Refusal[],
  opts: { tankId: string; probeMap?: ProbeMap },
  source: 'apex-datalog' | 'apex-status',
): ImportResult & { probes: ProbeInfo[] } {
  const byName = new Map<string, { type: string; values: number[] }>();
  for (const r of raw) {
    const p = byName.get(r.name) ?? { type: r.type, values: [] };
    p.values.push(r.value);
    byName.set(r.name, p);
  }
  // a second probe of a parameter already read (a second temperature probe) is listed, not imported, unless the keeper maps it
  const taken = new Set<string>();
  const probes: ProbeInfo[] = [...byName].map(([name, p]) => {
    const chosen = probeParameter({ name, type: p.type }, opts.probeMap);
    const parameter = chosen && (opts.probeMap?.[name] !== undefined || !taken.has(chosen)) ? chosen : null;
    if (parameter) taken.add(parameter);
    return { name, type: p.type, count: p.values.length, parameter, unit: parameter ? probeUnit(parameter, p.values) : null };
  });
  const mapped = new Map(probes.filter((p) => p.parameter).map((p) => [p.name, p]));
  const readings: Reading[] = [];
  for (const r of raw) {
    const p = mapped.get(r.name);
    if (p?.parameter && p.unit) readings.push({ line: r.line, at: r.at, parameter: p.parameter, value: r.value, unit: p.unit });
  }
  return { ok: true, preview: readingsPreview(readings, refused, { tankId: opts.tankId, source }), probes };
}
