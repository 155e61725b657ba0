import { ICP_DETECTIONS, ICP_LABS, ICP_SECTIONS, ICP_UNITS, type IcpAnalyte, type IcpEntryValues } from './types';

/**
 * The shape an ICP entry's values must have, as supabase/migrations/20261126150100_icp_entries.sql checks it: checked
 * in the browser before an analysis is stored or imported, so the server never refuses one this browser kept.
 */
export const MAX_ICP_ANALYTES = 300;
const ANALYTE_KEYS = ['element', 'section', 'detection', 'value', 'limit', 'unit', 'reported'];
const VALUE_KEYS = ['lab', 'reportId', 'analytes', 'fingerprint'];

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const oneOf = (list: readonly string[], x: unknown) => typeof x === 'string' && list.includes(x);
const amount = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1_000_000;
const text = (x: unknown, max: number) => typeof x === 'string' && x.length <= max;

/** Whether `a` is an analyte the database takes: a value only when measured, a limit only when `below`. */
export function icpAnalyteOk(a: unknown): a is IcpAnalyte {
  if (!isRecord(a) || Object.keys(a).some((k) => !ANALYTE_KEYS.includes(k))) return false;
  if (typeof a.element !== 'string' || a.element.length < 1 || a.element.length > 16) return false;
  if (!oneOf(ICP_SECTIONS, a.section) || !oneOf(ICP_DETECTIONS, a.detection) || !oneOf(ICP_UNITS, a.unit)) return false;
  if ((a.detection === 'measured') !== amount(a.value) || (a.value != null && !amount(a.value))) return false;
  if ((a.detection === 'below') !== amount(a.limit) || (a.limit != null && !amount(a.limit))) return false;
  return isRecord(a.reported) && text(a.reported.value, 64) && text(a.reported.unit, 32);
}

/** Why `v` is not an ICP entry's values (a reason key of Log.transfer.reasons), or null. */
export function icpValuesProblem(v: unknown): { reason: string; field?: string } | null {
  if (!isRecord(v) || Object.keys(v).some((k) => !VALUE_KEYS.includes(k))) return { reason: 'invalidValue' };
  if (!oneOf(ICP_LABS, v.lab)) return { reason: 'invalidValue', field: 'lab' };
  if (typeof v.fingerprint !== 'string' || v.fingerprint.length < 1 || v.fingerprint.length > 200)
    return { reason: 'invalidValue', field: 'fingerprint' };
  if (v.reportId != null && !text(v.reportId, 200)) return { reason: 'invalidValue', field: 'reportId' };
  if (!Array.isArray(v.analytes) || v.analytes.length < 1 || v.analytes.length > MAX_ICP_ANALYTES)
    return { reason: 'invalidValue', field: 'analytes' };
  if (!v.analytes.every(icpAnalyteOk)) return { reason: 'invalidValue', field: 'analytes' };
  return null;
}

export const isIcpValues = (v: unknown): v is IcpEntryValues => icpValuesProblem(v) === null;
