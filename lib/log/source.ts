/**
 * Where a test's values came from, kept in its `typed.source` (no migration: `typed` holds texts, and the JSON export
 * carries it): `device:<format>` (a tester's or controller's log), `file:<format>` (another app's export, a table),
 * `kit:<kit id>` (typed from a test kit, lib/log/kits.ts). A test with none was typed by hand. Its own small module:
 * the trends on the log's first load read it, and must not bring the importers.
 */
export type SourceKind = 'device' | 'file' | 'kit';
export type PointSource = SourceKind | 'manual';

/** The text kept in `typed.source`: "device:apex-datalog", "file:table", "kit:hanna-hi772". */
export const sourceTag = (kind: SourceKind, id: string) => `${kind}:${id}`;

/** An entry's source as stored, or null for a test typed by hand with no kit named. */
export function sourceOf(typed: Readonly<Record<string, string>> | undefined): { kind: SourceKind; id: string } | null {
  const m = /^(device|file|kit):([\w-]+)$/.exec(typed?.source ?? '');
  return m ? { kind: m[1] as SourceKind, id: m[2] } : null;
}
