import { EVENT_TYPES, ANIMAL_STATUSES, PHOTO_MIMES, SOURCE_KINDS, ZONES, type CollectionKind } from './model';

/**
 * Why a collection entry's values would be refused, or null: the same shapes the database's constraints check
 * (supabase/migrations/20261126150200_log_collections.sql), so an import's preview refuses what the server would.
 */

type Problem = { reason: string; field?: string } | null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const absent = (x: unknown) => x === undefined || x === null;
const textOrNull = (x: unknown, n: number) => absent(x) || (typeof x === 'string' && x.length <= n);
const uuidOrNull = (x: unknown) => absent(x) || (typeof x === 'string' && UUID.test(x));
const numIn = (x: unknown, lo: number, hi: number) => typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
const numOrNull = (x: unknown, lo: number, hi: number) => absent(x) || numIn(x, lo, hi);
const intIn = (x: unknown, lo: number, hi: number) => numIn(x, lo, hi) && Number.isInteger(x);
const keysIn = (o: Record<string, unknown>, allowed: readonly string[]) => Object.keys(o).every((k) => allowed.includes(k));
const oneOf = (x: unknown, list: readonly string[]) => typeof x === 'string' && list.includes(x);

function placementProblem(p: unknown): Problem {
  if (absent(p)) return null;
  if (!isRecord(p) || !keysIn(p, ['zone', 'heightCm', 'par']) || !oneOf(p.zone, ZONES))
    return { reason: 'invalidValue', field: 'placement' };
  if (!numOrNull(p.heightCm, 0, 1000)) return { reason: 'invalidValue', field: 'heightCm' };
  if (!numOrNull(p.par, 0, 3000)) return { reason: 'invalidValue', field: 'par' };
  return null;
}

function animalProblem(v: Record<string, unknown>): Problem {
  const keys = ['speciesId', 'freeName', 'nickname', 'count', 'acquiredAt', 'source', 'price', 'placement', 'status'];
  if (!keysIn(v, keys)) return { reason: 'invalidValue' };
  if (!textOrNull(v.speciesId, 100) || !textOrNull(v.freeName, 200)) return { reason: 'invalidValue', field: 'species' };
  if (!(typeof v.speciesId === 'string' && v.speciesId.trim()) && !(typeof v.freeName === 'string' && v.freeName.trim()))
    return { reason: 'missingValue', field: 'species' };
  if (!textOrNull(v.nickname, 100)) return { reason: 'invalidValue', field: 'nickname' };
  if (!intIn(v.count, 1, 10_000)) return { reason: 'invalidValue', field: 'count' };
  if (!textOrNull(v.acquiredAt, 40)) return { reason: 'invalidValue', field: 'acquiredAt' };
  const s = v.source;
  if (
    !isRecord(s) ||
    !keysIn(s, ['kind', 'text', 'parentAnimalId']) ||
    !oneOf(s.kind, SOURCE_KINDS) ||
    !textOrNull(s.text, 500) ||
    !uuidOrNull(s.parentAnimalId)
  )
    return { reason: 'invalidValue', field: 'source' };
  const p = v.price;
  if (
    !absent(p) &&
    !(
      isRecord(p) &&
      keysIn(p, ['amount', 'currency']) &&
      numIn(p.amount, 0, 1e8) &&
      typeof p.currency === 'string' &&
      /^[A-Z]{3}$/.test(p.currency)
    )
  )
    return { reason: 'invalidValue', field: 'price' };
  return placementProblem(v.placement) ?? (oneOf(v.status, ANIMAL_STATUSES) ? null : { reason: 'invalidValue', field: 'status' });
}

function eventProblem(v: Record<string, unknown>): Problem {
  if (!keysIn(v, ['animalId', 'type', 'cause', 'childAnimalId', 'parentAnimalId', 'placement'])) return { reason: 'invalidValue' };
  if (typeof v.animalId !== 'string' || !UUID.test(v.animalId)) return { reason: 'invalidValue', field: 'animalId' };
  if (!oneOf(v.type, EVENT_TYPES)) return { reason: 'invalidValue', field: 'type' };
  if (!textOrNull(v.cause, 500)) return { reason: 'invalidValue', field: 'cause' };
  if (!uuidOrNull(v.childAnimalId) || !uuidOrNull(v.parentAnimalId)) return { reason: 'invalidValue', field: 'lineage' };
  return placementProblem(v.placement);
}

function photoProblem(v: Record<string, unknown>): Problem {
  const keys = ['animalId', 'takenAt', 'width', 'height', 'bytes', 'thumbBytes', 'mime', 'storagePath', 'sha256'];
  if (!keysIn(v, keys)) return { reason: 'invalidValue' };
  if (!uuidOrNull(v.animalId)) return { reason: 'invalidValue', field: 'animalId' };
  if (typeof v.takenAt !== 'string' || v.takenAt.length > 40) return { reason: 'invalidValue', field: 'takenAt' };
  if (!intIn(v.width, 1, 2048) || !intIn(v.height, 1, 2048)) return { reason: 'invalidValue', field: 'size' };
  if (!intIn(v.bytes, 1, 10_485_760) || !intIn(v.thumbBytes, 1, 30_719)) return { reason: 'invalidValue', field: 'bytes' };
  if (!oneOf(v.mime, PHOTO_MIMES)) return { reason: 'invalidValue', field: 'mime' };
  if (!absent(v.storagePath) && !(typeof v.storagePath === 'string' && /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|webp)$/.test(v.storagePath)))
    return { reason: 'invalidValue', field: 'storagePath' };
  return typeof v.sha256 === 'string' && /^[0-9a-f]{64}$/.test(v.sha256) ? null : { reason: 'invalidValue', field: 'sha256' };
}

export function collectionValuesProblem(kind: CollectionKind, v: unknown): Problem {
  if (!isRecord(v)) return { reason: 'invalidValue' };
  return kind === 'animal' ? animalProblem(v) : kind === 'animal_event' ? eventProblem(v) : photoProblem(v);
}
