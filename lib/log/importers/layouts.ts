import type { LogDb } from '../db';
import { LOG_PARAMETERS } from '../model';
import { READING_UNITS } from './readings';
import { DATE_ORDERS, type ColumnRole, type TableMapping } from './table';

/**
 * Column mappings remembered per table layout, in this browser's `meta` table (key `importLayout:<signature>`), so
 * the next file with the same header is read without asking. Not synced: a mapping describes files on this device.
 */
export const layoutKey = (signature: string) => `importLayout:${signature}`;

const ROLES = ['ignore', 'date', 'time', 'value', 'parameter', 'reading', 'unit'] as const;

function isRole(c: unknown): c is ColumnRole {
  if (typeof c !== 'object' || c === null) return false;
  const x = c as Record<string, unknown>;
  if (!(ROLES as readonly unknown[]).includes(x.role)) return false;
  if (x.role !== 'value') return true;
  const p = x.parameter as (typeof LOG_PARAMETERS)[number];
  return LOG_PARAMETERS.includes(p) && (READING_UNITS[p] as readonly unknown[]).includes(x.unit);
}

/** A stored mapping, checked (a mapping from an older version, or for another column count, is ignored). */
export function validMapping(v: unknown, columnCount: number): TableMapping | null {
  if (typeof v !== 'object' || v === null) return null;
  const m = v as Record<string, unknown>;
  if (!Array.isArray(m.columns) || m.columns.length !== columnCount || !m.columns.every(isRole)) return null;
  if (!(DATE_ORDERS as readonly unknown[]).includes(m.dateOrder) || typeof m.decimalComma !== 'boolean') return null;
  return { columns: m.columns, dateOrder: m.dateOrder as TableMapping['dateOrder'], decimalComma: m.decimalComma };
}

export async function rememberedMapping(db: LogDb, signature: string, columnCount: number): Promise<TableMapping | null> {
  const row = await db.meta.get(layoutKey(signature));
  return validMapping(row?.value, columnCount);
}

export async function rememberMapping(db: LogDb, signature: string, mapping: TableMapping): Promise<void> {
  await db.meta.put({ key: layoutKey(signature), value: mapping });
}
