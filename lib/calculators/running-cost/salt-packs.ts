/**
 * Salt packs as sold in Japan (docs/japan.md#salt-packs): the litres of saltwater one pack makes, as the pack or the shop states
 * it. The running-cost screen fills "saltwater one pack makes" from them; the price stays the visitor's.
 * Retailer grade: the pack sizes are quoted by shops, not from a maker page in the store.
 */
import type { PresetGrade } from '@/lib/calculators/types';

export interface SaltPack {
  id: string;
  kg: number;
  litres: number;
  grade: Extract<PresetGrade, 'retailer'>;
  source: string;
}

export const SALT_PACKS = [
  // "プレミアム 120 L / 4 kg"; label quoted as 「水1Lに33gで比重1.020」.
  {
    id: 'instant-ocean-4kg',
    kg: 4,
    litres: 120,
    grade: 'retailer',
    source: 'tropica.jp/2018/06/11/post-16792/; aquarium.h64aqua.com/review/604/',
  },
  // "210 L / 7 kg".
  { id: 'redsea-salt-7kg', kg: 7, litres: 210, grade: 'retailer', source: 'sea-scope.net (海水作り); home-aquarium.com/?p=19536' },
] as const satisfies readonly SaltPack[];
/** A pack's id: its name, label and source are messages keyed by it (`saltPacks.names.<id>`, …). */
export type SaltPackId = (typeof SALT_PACKS)[number]['id'];

export const findSaltPack = (id: string | undefined) => SALT_PACKS.find((p) => p.id === id);
/** The pack whose capacity the field holds, if any. */
export const packOfCapacity = (litres: unknown) =>
  SALT_PACKS.find((p) => typeof litres === 'string' && litres.trim() !== '' && Math.abs(Number(litres) - p.litres) < 1e-9);
/** Grams per litre the pack implies: 4 kg / 120 L = 33.3 g/L. */
export const packGramsPerLiter = (p: SaltPack) => (p.kg * 1000) / p.litres;
