import { SOURCE_KINDS, ZONES, type AnimalValues, type Placement, type SourceKind, type Zone } from './model';

/**
 * The add-animal form's fields as typed, read into an animal's values (or the first field refused, as a message key
 * of Collection.errors). Numbers are read after NFKC, so a Japanese IME's full-width digits count.
 */
export interface AnimalFields {
  speciesId: string | null;
  freeName: string;
  nickname: string;
  count: string;
  acquiredAt: string;
  sourceKind: string;
  sourceText: string;
  price: string;
  currency: string;
  zone: string;
  heightCm: string;
  par: string;
}

export type AnimalFormError = 'species' | 'count' | 'price' | 'heightCm' | 'par' | 'date';

/** A typed number ('' → null), or NaN when it is not one. */
export function typedNumber(s: string): number | null {
  const t = s.normalize('NFKC').trim().replace(/,/g, '');
  if (t === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
}

const within = (n: number | null, lo: number, hi: number) => n === null || (Number.isFinite(n) && n >= lo && n <= hi);

/** A placement from its fields, or the field refused. */
export function readPlacement(zone: string, heightCm: string, par: string): Placement | 'heightCm' | 'par' {
  const h = typedNumber(heightCm);
  const p = typedNumber(par);
  if (!within(h, 0, 1000)) return 'heightCm';
  if (!within(p, 0, 3000)) return 'par';
  return { zone: (ZONES as readonly string[]).includes(zone) ? (zone as Zone) : 'other', heightCm: h, par: p };
}

export function readAnimalFields(f: AnimalFields): { ok: true; values: AnimalValues } | { ok: false; error: AnimalFormError } {
  const freeName = f.freeName.trim();
  if (!f.speciesId && !freeName) return { ok: false, error: 'species' };
  const count = typedNumber(f.count);
  if (count === null || !Number.isInteger(count) || count < 1 || count > 10_000) return { ok: false, error: 'count' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.acquiredAt)) return { ok: false, error: 'date' };
  const price = typedNumber(f.price);
  if (!within(price, 0, 1e8)) return { ok: false, error: 'price' };
  const placement = readPlacement(f.zone, f.heightCm, f.par);
  if (typeof placement === 'string') return { ok: false, error: placement };
  const kind: SourceKind = (SOURCE_KINDS as readonly string[]).includes(f.sourceKind) ? (f.sourceKind as SourceKind) : 'other';
  return {
    ok: true,
    values: {
      speciesId: f.speciesId,
      freeName: f.speciesId ? null : freeName,
      nickname: f.nickname.trim() || null,
      count,
      acquiredAt: f.acquiredAt,
      source: { kind, text: f.sourceText.trim() || null },
      price: price === null ? null : { amount: price, currency: /^[A-Z]{3}$/.test(f.currency) ? f.currency : 'USD' },
      placement,
      status: 'alive',
    },
  };
}
