import type { ImportResult, Refusal } from '../import';
import { withProbes } from './apex-datalog';
import type { ProbeInfo, ProbeMap } from './apex-probes';

/**
 * The Apex's REST status (`/rest/status`, JSON): `system` (with `date`, the controller's time in Unix seconds) and
 * `inputs`, each `{ did, type, name, value }` — probes, and Trident's `alk`, `ca`, `mg`. One snapshot per file, or an
 * array of saved snapshots. Inputs are read as the datalog's probes are (apex-probes.ts). docs/imports.md#apex
 */

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export const isApexStatus = (data: unknown) => {
  const first: unknown = Array.isArray(data) ? (data as unknown[])[0] : data;
  return isRecord(first) && isRecord(first.system) && Array.isArray(first.inputs);
};

/** The snapshot's time: `system.date` in Unix seconds (a text date is read too), as ISO 8601 UTC. */
function statusTime(system: Record<string, unknown>): string | null {
  const d = system.date;
  const ms = typeof d === 'number' ? d * 1000 : typeof d === 'string' && /^\d+$/.test(d) ? Number(d) * 1000 : Date.parse(String(d));
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null;
}

export function parseApexStatus(data: unknown, opts: { tankId: string; probeMap?: ProbeMap }): ImportResult & { probes?: ProbeInfo[] } {
  if (!isApexStatus(data)) return { ok: false, error: 'wrongShape' };
  const snapshots = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  const refused: Refusal[] = [];
  const raw: { line: number; at: string; name: string; type: string; value: number }[] = [];
  snapshots.forEach((s, i) => {
    const row = i + 1;
    const at = isRecord(s.system) ? statusTime(s.system) : null;
    if (!at || !Array.isArray(s.inputs)) return refused.push({ row, reason: 'invalidDate', field: 'system.date' });
    for (const input of s.inputs) {
      if (!isRecord(input) || typeof input.name !== 'string') continue;
      const value = typeof input.value === 'number' ? input.value : Number(input.value);
      if (!Number.isFinite(value)) {
        refused.push({ row, reason: 'notNumber', field: input.name });
        continue;
      }
      raw.push({ line: row, at, name: input.name, type: typeof input.type === 'string' ? input.type : '', value });
    }
  });
  if (raw.length === 0 && refused.length === 0) return { ok: false, error: 'noReadings' };
  return withProbes(raw, refused, opts, 'apex-status');
}
