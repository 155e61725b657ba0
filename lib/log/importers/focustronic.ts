import type { ImportResult, Refusal } from '../import';
import type { LogParameter } from '../model';
import { looseTime } from './apex-fusion';
import { readingsPreview, type Reading, type ReadingUnit } from './readings';

/**
 * Focustronic's test records as JSON, the shape its cloud returns (`{ result, data: [...] }`, or the list alone), as
 * open-source readers of it use it (docs/imports.md#focustronic):
 * - Alkatronic: `kh_value` in hundredths of dKH (812 = 8.12 dKH), `ph_value` in hundredths, `record_time` in Unix
 *   seconds; a record marked `is_hidden` (hidden in the app) is left out and counted.
 * - Mastertronic: `parameter` (e.g. "ca", "mg", "no3", "po4", "kh"), `value` scaled by `multiply_factor` (value ÷
 *   factor; 1 when absent), `record_time` in Unix seconds (or milliseconds).
 */

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const records = (data: unknown): unknown[] | null =>
  Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? (data.data as unknown[]) : null;

export function focustronicKind(data: unknown): 'alkatronic' | 'mastertronic' | null {
  const first = records(data)?.[0];
  if (!isRecord(first) || !('record_time' in first)) return null;
  if ('kh_value' in first) return 'alkatronic';
  if ('parameter' in first && 'value' in first) return 'mastertronic';
  return null;
}

const MASTERTRONIC_PARAMETERS: Record<string, { parameter: LogParameter; unit: ReadingUnit }> = {
  kh: { parameter: 'alkalinity', unit: 'dkh' },
  alk: { parameter: 'alkalinity', unit: 'dkh' },
  ca: { parameter: 'calcium', unit: 'ppm' },
  mg: { parameter: 'magnesium', unit: 'ppm' },
  no3: { parameter: 'nitrate', unit: 'no3' },
  po4: { parameter: 'phosphate', unit: 'po4' },
  k: { parameter: 'potassium', unit: 'ppm' },
};

const num = (x: unknown) => (typeof x === 'number' ? x : typeof x === 'string' && x.trim() !== '' ? Number(x) : NaN);

export function parseFocustronic(data: unknown, opts: { tankId: string }): ImportResult & { hidden?: number } {
  const kind = focustronicKind(data);
  const list = records(data);
  if (!kind || !list) return { ok: false, error: 'wrongShape' };
  const refused: Refusal[] = [];
  const readings: Reading[] = [];
  let hidden = 0;
  list.forEach((r, i) => {
    const row = i + 1;
    if (!isRecord(r)) return refused.push({ row, reason: 'invalidValue' });
    const at = looseTime(r.record_time);
    if (!at) return refused.push({ row, reason: 'invalidDate', field: 'record_time' });
    if (kind === 'alkatronic') {
      if (r.is_hidden === true) return hidden++;
      const kh = num(r.kh_value);
      if (!Number.isFinite(kh)) return refused.push({ row, reason: 'notNumber', field: 'kh_value' });
      readings.push({ line: row, at, parameter: 'alkalinity', value: kh / 100, unit: 'dkh' });
      return;
    }
    const p = MASTERTRONIC_PARAMETERS[String(r.parameter).toLowerCase()];
    if (!p) return refused.push({ row, reason: 'unknownParameter', field: String(r.parameter) });
    const factor = r.multiply_factor === undefined || r.multiply_factor === null ? 1 : num(r.multiply_factor);
    const value = num(r.value);
    if (!Number.isFinite(value) || !(factor > 0)) return refused.push({ row, reason: 'notNumber', field: String(r.parameter) });
    readings.push({ line: row, at, parameter: p.parameter, value: value / factor, unit: p.unit });
  });
  if (readings.length === 0 && refused.length === 0 && hidden === 0) return { ok: false, error: 'noReadings' };
  return { ok: true, preview: readingsPreview(readings, refused, { tankId: opts.tankId, source: kind }), hidden };
}
