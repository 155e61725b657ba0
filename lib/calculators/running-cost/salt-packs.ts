/**
 * Salt packs as sold in Japan (docs/japan.md#salt-packs): the litres of saltwater one pack makes, as the pack or the shop states
 * it. The running-cost screen fills "saltwater one pack makes" from them; the price stays the visitor's.
 * Retailer grade: the pack sizes are quoted by shops, not from a maker page in the store.
 */
import { findSaltPreset, type SaltId } from '@/lib/calculators/saltmix/presets';
import type { PresetGrade } from '@/lib/calculators/types';
import { pureWaterDensity, seawaterDensity } from '@/lib/seawater';

export interface SaltPack {
  id: string;
  /** The salt-mix preset of the same salt: its grams per litre of RODI at 35 ppt (docs/presets.md). */
  saltId: Exclude<SaltId, 'custom'>;
  kg: number;
  litres: number;
  grade: Extract<PresetGrade, 'retailer'>;
  source: string;
}

export const SALT_PACKS = [
  // "プレミアム 120 L / 4 kg"; label quoted as 「水1Lに33gで比重1.020」.
  {
    id: 'instant-ocean-4kg',
    saltId: 'instant-ocean',
    kg: 4,
    litres: 120,
    grade: 'retailer',
    source: 'tropica.jp/2018/06/11/post-16792/; aquarium.h64aqua.com/review/604/',
  },
  // "210 L / 7 kg".
  {
    id: 'redsea-salt-7kg',
    saltId: 'redsea-salt',
    kg: 7,
    litres: 210,
    grade: 'retailer',
    source: 'sea-scope.net (海水作り); home-aquarium.com/?p=19536',
  },
] as const satisfies readonly SaltPack[];
/** A pack's id: its name, label and source are messages keyed by it (`saltPacks.names.<id>`, …). */
export type SaltPackId = (typeof SALT_PACKS)[number]['id'];

export const findSaltPack = (id: string | undefined) => SALT_PACKS.find((p) => p.id === id);
/** The pack whose capacity the field holds, if any: its stated litres, or its litres at 35 ppt rounded to the litre. */
export const packOfCapacity = (litres: unknown) =>
  SALT_PACKS.find((p) => {
    if (typeof litres !== 'string' || litres.trim() === '') return false;
    const typed = Number(litres);
    const reef = packLitresAtReefSalinity(p);
    return Math.abs(typed - p.litres) < 1e-9 || (reef !== null && typed === Math.round(reef));
  });
/** Grams per litre the pack implies: 4 kg / 120 L = 33.3 g/L. */
export const packGramsPerLiter = (p: SaltPack) => (p.kg * 1000) / p.litres;

/** Reef salinity, and the temperature the salt-mix presets' grams per litre are given at (docs/methods.md#saltmix). */
const REEF_SP = 35;
const MIX_TEMP_C = 25;

/**
 * Litres of 35 ppt saltwater the pack makes with its salt's own figure (the salt-mix preset's g per litre of RODI):
 * RODI = pack ÷ g/L; saltwater = (RODI's mass + the salt) ÷ ρ(35, 25 °C). The packs' own litres are mixed weaker
 * (about 33 g/L, SG 1.020 on Instant Ocean's label), so at reef salinity a pack makes fewer litres and each costs more.
 */
export function packLitresAtReefSalinity(p: SaltPack): number | null {
  const gramsPerLiter = findSaltPreset(p.saltId)?.gramsPerLiterAt35;
  if (!gramsPerLiter) return null;
  const saltKg = p.kg;
  const rodiL = (saltKg * 1000) / gramsPerLiter;
  const massKg = (rodiL * pureWaterDensity(MIX_TEMP_C)) / 1000 + saltKg;
  return (massKg * 1000) / seawaterDensity(REEF_SP, MIX_TEMP_C);
}

/**
 * How far below the cost at reef salinity a cost from the pack's stated litres is, in per cent: the stated litres
 * price each litre at price ÷ stated, the true figure is price ÷ litres at 35 ppt, so the shortfall is 1 − reef ÷ stated.
 */
export function packCostShortfallPercent(p: SaltPack): number | null {
  const reef = packLitresAtReefSalinity(p);
  return reef === null ? null : (1 - reef / p.litres) * 100;
}
