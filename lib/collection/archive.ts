import type { LogDb } from '@/lib/log/db';
import { candidateIds } from '@/lib/log/import-plan';
import type { ImportEntry } from '@/lib/log/import-merge';
import type { PhotoBlobRow, PhotoValues } from './model';

/**
 * The log with its photos in one zip (fflate, loaded only when exporting or importing): `reef-log.json`, the JSON
 * export as it is, and `photos/<photo id>.jpg` with `photos/<photo id>.thumb.jpg` for every photo this browser holds.
 * Re-importing it adds what the log lacks: the rows through the JSON import (ids kept, so nothing twice), the
 * pictures by their photo's id.
 */
export const ARCHIVE_JSON = 'reef-log.json';
const photoName = (id: string, thumb: boolean) => `photos/${id}${thumb ? '.thumb' : ''}.jpg`;

export async function exportArchive(db: LogDb, json: string, photoIds: readonly string[]): Promise<Blob> {
  const { zipSync, strToU8 } = await import('fflate');
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = { [ARCHIVE_JSON]: strToU8(json) };
  const rows = (await db.photoBlobs.bulkGet([...photoIds])).filter((r): r is PhotoBlobRow => !!r);
  for (const r of rows) {
    // JPEG is compressed already: stored as it is
    files[photoName(r.id, false)] = [new Uint8Array(await r.full.arrayBuffer()), { level: 0 }];
    files[photoName(r.id, true)] = [new Uint8Array(await r.thumb.arrayBuffer()), { level: 0 }];
  }
  return new Blob([zipSync(files)], { type: 'application/zip' });
}

export const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

/** A zip's JSON file and its pictures by photo id; null when it holds no `reef-log.json`. */
export async function readArchive(
  bytes: Uint8Array,
): Promise<{ json: Uint8Array<ArrayBuffer>; photos: Map<string, { full?: Uint8Array; thumb?: Uint8Array }> } | null> {
  const { unzipSync } = await import('fflate');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return null;
  }
  const json = files[ARCHIVE_JSON];
  if (!json) return null;
  const photos = new Map<string, { full?: Uint8Array; thumb?: Uint8Array }>();
  for (const [name, data] of Object.entries(files)) {
    const m = /^photos\/([0-9a-f-]{36})(\.thumb)?\.jpg$/.exec(name);
    if (!m) continue;
    const p = photos.get(m[1]) ?? {};
    p[m[2] ? 'thumb' : 'full'] = data;
    photos.set(m[1], p);
  }
  return { json: new Uint8Array(json), photos };
}

/**
 * An import's pictures keyed by the ids the plan gave their photos (a file made signed out or in another account gets
 * ids of its own: lib/log/import-plan.ts, which also makes the rows' references follow), and the photos whose id
 * changed without their storage path (the picture is another account's object until uploaded again).
 */
export function remapCollection(
  entries: readonly ImportEntry[],
  keeper: string | null,
  pictures: ReadonlyMap<string, { full?: Uint8Array; thumb?: Uint8Array }>,
): { entries: ImportEntry[]; blobs: PhotoBlobRow[] } {
  const ids = new Set(entries.map((e) => e.id ?? ''));
  const to = (id: string) => candidateIds(id, keeper).find((c) => ids.has(c)) ?? id;
  const blobs: PhotoBlobRow[] = [];
  const byNewId = new Map<string, { full?: Uint8Array; thumb?: Uint8Array }>();
  for (const [old, p] of pictures) byNewId.set(to(old), p);
  const out = entries.map((e): ImportEntry => {
    if (e.kind !== 'photo') return e;
    const v = e.values as PhotoValues;
    const id = e.id ?? '';
    const p = byNewId.get(id);
    if (p?.full && p.thumb) {
      blobs.push({
        id,
        full: new Blob([p.full as Uint8Array<ArrayBuffer>], { type: v.mime }),
        thumb: new Blob([p.thumb as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
        uploaded: false,
      });
    }
    const keepsPath = v.storagePath?.includes(id) ?? false;
    return { ...e, values: { ...v, storagePath: keepsPath ? v.storagePath : null } };
  });
  return { entries: out, blobs };
}
