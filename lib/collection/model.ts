/**
 * Fish and coral collections, stored as log entries (lib/log/model.ts) of three kinds, so they share the log's sync,
 * versions, tombstones and row-level security (supabase/migrations/20261126150200_log_collections.sql):
 * - `animal`: one animal (or a group of the same species) in a tank; the entry's `at` is when it came.
 * - `animal_event`: a dated change to an animal (added, moved, fragged, lost, rehomed, a note): the tank's timeline.
 * - `photo`: a photo's metadata; the picture and its thumbnail are blobs in the browser (`photoBlobs`) and, for an
 *   account, objects in the private Storage bucket `log-photos` under `<owner's id>/`.
 */

export const COLLECTION_KINDS = ['animal', 'animal_event', 'photo'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
export const isCollectionKind = (k: string): k is CollectionKind => (COLLECTION_KINDS as readonly string[]).includes(k);

export const SOURCE_KINDS = ['shop', 'frag-swap', 'own-frag', 'other'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const ANIMAL_STATUSES = ['alive', 'lost', 'rehomed'] as const;
export type AnimalStatus = (typeof ANIMAL_STATUSES)[number];
export const EVENT_TYPES = ['added', 'moved', 'fragged', 'lost', 'rehomed', 'note'] as const;
export type AnimalEventType = (typeof EVENT_TYPES)[number];
export const ZONES = ['upper', 'middle', 'lower', 'sand', 'other'] as const;
export type Zone = (typeof ZONES)[number];
export const PHOTO_MIMES = ['image/jpeg', 'image/webp'] as const;
export type PhotoMime = (typeof PHOTO_MIMES)[number];

export interface Placement {
  zone: Zone;
  /** corals: height above the tank's bottom, cm */
  heightCm?: number | null;
  /** PAR at the placement, µmol/m²/s: typed, or filled from a PAR map saved to the tank (lib/collection/par-map.ts) and confirmed */
  par?: number | null;
}

export interface AnimalValues {
  /** an id of the species catalogue (lib/species), or null with `freeName` for anything not in it */
  speciesId: string | null;
  freeName: string | null;
  nickname: string | null;
  count: number;
  /** yyyy-mm-dd */
  acquiredAt: string | null;
  source: { kind: SourceKind; text: string | null; parentAnimalId?: string | null };
  price: { amount: number; currency: string } | null;
  placement: Placement | null;
  status: AnimalStatus;
}

export interface AnimalEventValues {
  animalId: string;
  type: AnimalEventType;
  /** a loss's cause, a rehoming's destination */
  cause?: string | null;
  /** fragged: the new animal (on the parent's event) */
  childAnimalId?: string | null;
  /** added as a frag: the parent (on the child's event) */
  parentAnimalId?: string | null;
  /** moved: the new placement */
  placement?: Placement | null;
}

export interface PhotoValues {
  animalId: string | null;
  takenAt: string;
  width: number;
  height: number;
  bytes: number;
  thumbBytes: number;
  mime: PhotoMime;
  /** `<owner's id>/<photo id>.jpg` once uploaded to `log-photos`; null while only in this browser */
  storagePath: string | null;
  /** hex SHA-256 of the stored picture */
  sha256: string;
}

/** The bucket, its limits (as in the migration) and the photo pipeline's limits. */
export const PHOTO_BUCKET = 'log-photos';
export const BUCKET_SIZE_LIMIT = 10 * 1024 * 1024;
export const MAX_INPUT_BYTES = 30 * 1024 * 1024;
export const MAX_EDGE_PX = 2048;
export const THUMB_EDGE_PX = 320;
export const MAX_THUMB_BYTES = 30 * 1024 - 1;

/** A photo's picture and thumbnail in this browser (Dexie table `photoBlobs`, keyed by the photo entry's id). */
export interface PhotoBlobRow {
  id: string;
  full: Blob;
  thumb: Blob;
  /** signed in: false until both are in the bucket (the upload queue); signed out: false, never sent */
  uploaded: boolean;
}

/** The scientific name a species id stands for ('amphiprion-ocellaris' → 'Amphiprion ocellaris'). */
export function scientificFromId(id: string): string {
  const words = id.split('-');
  return [words[0].charAt(0).toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
}

/** How an animal is named on a line: its nickname, else its free name, else its species' scientific name. */
export function animalLabel(v: AnimalValues): string {
  return v.nickname?.trim() || v.freeName?.trim() || (v.speciesId ? scientificFromId(v.speciesId) : '?');
}
