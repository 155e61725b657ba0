import type { ImportResult, Refusal } from '../import';
import type { LogParameter } from '../model';
import { readingsPreview, type Reading, type ReadingUnit } from './readings';

/**
 * Apex Fusion's measurement log as JSON, where a keeper has saved it (Fusion has no documented export; this shape is
 * what hobbyists' readers of it report, and is not confirmed by Neptune): a list of measurements — at the top level or
 * under `data`, `measurements` or `logs` — each with a numeric `type` (1 KH in dKH, 2 Ca, 3 iodine, 4 Mg in ppm,
 * 5 NO3, 6 PO4 in ppm), a `value` and a time (`date`, `timestamp`, `time` or `created`: ISO 8601 or Unix seconds or
 * milliseconds). Iodine has no place in the log and is listed as left out. docs/imports.md#fusion
 */

export const FUSION_TYPES: Record<number, { parameter: LogParameter; unit: ReadingUnit } | null> = {
  1: { parameter: 'alkalinity', unit: 'dkh' },
  2: { parameter: 'calcium', unit: 'ppm' },
  3: null,
  4: { parameter: 'magnesium', unit: 'ppm' },
  5: { parameter: 'nitrate', unit: 'no3' },
  6: { parameter: 'phosphate', unit: 'po4' },
};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function list(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data as unknown[];
  if (!isRecord(data)) return null;
  for (const k of ['data', 'measurements', 'logs']) if (Array.isArray(data[k])) return data[k] as unknown[];
  return null;
}

export const isFusionLog = (data: unknown) => {
  const l = list(data);
  const first = l?.[0];
  return isRecord(first) && typeof first.type === 'number' && 'value' in first && !('kh_value' in first);
};

/** A time as ISO 8601, Unix seconds or milliseconds, as ISO 8601 UTC. */
export function looseTime(x: unknown): string | null {
  if (typeof x === 'number' && Number.isFinite(x) && x > 0) return new Date(x < 1e11 ? x * 1000 : x).toISOString();
  if (typeof x !== 'string' || x.trim() === '') return null;
  if (/^\d+$/.test(x.trim())) return looseTime(Number(x));
  const ms = Date.parse(x);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

export function parseFusionLog(data: unknown, opts: { tankId: string }): ImportResult & { skipped?: number } {
  const l = list(data);
  if (!l || !isFusionLog(data)) return { ok: false, error: 'wrongShape' };
  const refused: Refusal[] = [];
  const readings: Reading[] = [];
  let skipped = 0;
  l.forEach((m, i) => {
    const row = i + 1;
    if (!isRecord(m) || typeof m.type !== 'number') return refused.push({ row, reason: 'invalidValue' });
    const kind = FUSION_TYPES[m.type];
    if (kind === null) return skipped++;
    if (kind === undefined) return refused.push({ row, reason: 'unknownParameter', field: `type ${m.type}` });
    const at = looseTime(m.date ?? m.timestamp ?? m.time ?? m.created);
    if (!at) return refused.push({ row, reason: 'invalidDate', field: 'date' });
    const value = typeof m.value === 'number' ? m.value : Number(m.value);
    if (!Number.isFinite(value)) return refused.push({ row, reason: 'notNumber', field: kind.parameter });
    readings.push({ line: row, at, parameter: kind.parameter, value, unit: kind.unit });
  });
  if (readings.length === 0 && refused.length === 0) return { ok: false, error: 'noReadings' };
  return { ok: true, preview: readingsPreview(readings, refused, { tankId: opts.tankId, source: 'apex-fusion' }), skipped };
}
