import type { PresetGrade } from '@/lib/calculators/types';
import {
  idealSaltPerLiterRodi,
  pureWaterDensity,
  saltPerKgWater,
  seawaterDensity,
  spFromSpecificGravity,
  type SgConvention,
} from '@/lib/seawater';

/** The ideal anhydrous salt for SP 35 per litre of RODI at 25 °C: ρ_pw(25)/1000·w(35) = 36.339 g/L (docs/methods.md#saltmix, methods.md#contract). */
export const IDEAL_SALT_G_PER_L_AT_35 = idealSaltPerLiterRodi(35, 25);

/** Preset ids of docs/presets.md plus `custom` (the visitor types the label figure). */
export const SALT_IDS = [
  'redsea-coral-pro',
  'redsea-salt',
  'tropic-marin-pro-reef',
  'aquaforest-reef-salt',
  'nyos-pure',
  'fauna-marin-professional',
  'dd-h2ocean',
  'delphis-live-sea-salt',
  'instant-ocean',
  'reef-crystals',
  'custom',
] as const;
export type SaltId = (typeof SALT_IDS)[number];

export interface SaltPreset {
  id: Exclude<SaltId, 'custom'>;
  /** Brand name as printed (the Japanese screen names come from messages). */
  name: string;
  /** Grams of product per litre of RODI for SP 35 (at 25 °C where the maker states a volume of final water). */
  gramsPerLiterAt35: number;
  grade: Extract<PresetGrade, 'maker' | 'maker-scaled' | 'database' | 'assumed-scale'>;
  basis: string;
  source: string;
  /** SG convention assumed when the maker's figure is given at an SG. */
  sgConvention?: SgConvention;
  /** Where the maker states no SG scale: the figure had the SG been read on 25 °C/4 °C instead, for the screen's note. */
  ifReadOn254?: number;
}

/**
 * Grams per litre of RODI for SP 35 from a maker figure of g per litre of *final* water at an SG.
 * A litre of that water weighs ρ(SP_l, 25) g, of which G_final g is product, so it was made with
 * G_l = G_final·ρ_pw(25)/(ρ(SP_l, 25) − G_final) g per litre of RODI (mass balance, no model). methods.md#saltmix scales salt with
 * w(SP) at a fixed brand factor, so at 35 ppt: G_35 = G_l·w(35)/w(SP_l).
 * Temperature 25 °C and SG 25/25 are assumed (docs/methods.md#decisions); docs/presets.md states neither.
 */
export function gramsPerLiterRodiAt35FromFinalWater(gramsPerLiterFinal: number, sg: number, convention: SgConvention = '25/25'): number {
  const sp = spFromSpecificGravity(sg, convention, 25) ?? Number.NaN;
  const perLiterRodi = (gramsPerLiterFinal * pureWaterDensity(25)) / (seawaterDensity(sp, 25) - gramsPerLiterFinal);
  return (perLiterRodi * saltPerKgWater(35)) / saltPerKgWater(sp);
}

const MAKER_AT_35 = 'maker ratio at 35 ppt';

/** Salt mixes of docs/presets.md ("Salt mixes: grams per litre of RODI for 35 ppt"). */
export const SALT_PRESETS: readonly SaltPreset[] = [
  {
    id: 'redsea-coral-pro',
    name: 'Red Sea Coral Pro',
    gramsPerLiterAt35: 40.6,
    grade: 'maker',
    basis: MAKER_AT_35,
    source: 'Red Sea, maker figure (docs/presets.md)',
  },
  {
    id: 'redsea-salt',
    name: 'Red Sea Salt',
    gramsPerLiterAt35: 38.2,
    grade: 'maker',
    basis: MAKER_AT_35,
    source: 'Red Sea, maker figure (docs/presets.md)',
  },
  {
    id: 'tropic-marin-pro-reef',
    name: 'Tropic Marin Pro-Reef / Classic',
    gramsPerLiterAt35: 39.6,
    grade: 'maker',
    basis: 'per litre of source water at 35 ppt',
    source: 'Tropic Marin, maker figure (docs/presets.md)',
  },
  // 39 g/L for 33 ppt scaled linearly: 39·35/33 = 41.4 (docs/presets.md; the mass balance w(35)/w(33) would give 41.45).
  {
    id: 'aquaforest-reef-salt',
    name: 'Aquaforest Reef Salt',
    gramsPerLiterAt35: 41.4,
    grade: 'maker-scaled',
    basis: 'maker: 39 g/L for 33 ppt, scaled to 35 ppt',
    source: 'Aquaforest, maker figure (docs/presets.md)',
  },
  {
    id: 'nyos-pure',
    name: 'Nyos Pure',
    gramsPerLiterAt35: 40.0,
    grade: 'database',
    basis: 'maker at 35 ppt',
    source: 'open product database citing the maker (docs/presets.md)',
  },
  {
    id: 'fauna-marin-professional',
    name: 'Fauna Marin Professional',
    gramsPerLiterAt35: 39.0,
    grade: 'database',
    basis: 'maker at 35 ppt',
    source: 'open product database citing the maker (docs/presets.md)',
  },
  {
    id: 'dd-h2ocean',
    name: 'D-D H2Ocean',
    gramsPerLiterAt35: 38.8,
    grade: 'database',
    basis: 'maker at 35 ppt',
    source: 'open product database citing the maker (docs/presets.md)',
  },
  {
    id: 'delphis-live-sea-salt',
    name: 'Delphis Live Sea Salt',
    gramsPerLiterAt35: 40.9,
    grade: 'maker',
    basis: 'maker: "40.9 g per 1 L gives 35‰"',
    source: 'Delphis (delphis.co.jp), via docs/presets.md',
  },
  // 35.95 g per litre of final water at SG 1.022 (25/25 assumed) → 43.93 g per litre of RODI at 35 ppt, above every other
  // brand: the maker states no SG scale, so the figure is graded "assumed scale" (grade C) and the screen says why.
  {
    id: 'instant-ocean',
    name: 'Instant Ocean Sea Salt',
    gramsPerLiterAt35: gramsPerLiterRodiAt35FromFinalWater(35.95, 1.022),
    grade: 'assumed-scale',
    ifReadOn254: gramsPerLiterRodiAt35FromFinalWater(35.95, 1.022, '25/4'),
    basis: 'maker: 35.95 g per litre of final water at SG 1.022, converted to 35 ppt',
    source: 'Instant Ocean, maker figure per litre of final water (docs/presets.md)',
    sgConvention: '25/25',
  },
  // 33.55 g per litre of final water at SG 1.021 (25/25 assumed) → 42.95 g per litre of RODI at 35 ppt; graded likewise.
  {
    id: 'reef-crystals',
    name: 'Instant Ocean Reef Crystals',
    gramsPerLiterAt35: gramsPerLiterRodiAt35FromFinalWater(33.55, 1.021),
    grade: 'assumed-scale',
    ifReadOn254: gramsPerLiterRodiAt35FromFinalWater(33.55, 1.021, '25/4'),
    basis: 'maker: 33.55 g per litre of final water at SG 1.021, converted to 35 ppt',
    source: 'Instant Ocean, maker figure per litre of final water (docs/presets.md)',
    sgConvention: '25/25',
  },
];

/** The lowest and highest figure of the presets whose maker states the basis fully (the note of an assumed-scale preset quotes them). */
export function statedBasisRange(): { low: number; high: number } {
  const figures = SALT_PRESETS.filter((p) => p.grade !== 'assumed-scale').map((p) => p.gramsPerLiterAt35);
  return { low: Math.min(...figures), high: Math.max(...figures) };
}

export const findSaltPreset = (id: string | undefined): SaltPreset | undefined => SALT_PRESETS.find((p) => p.id === id);
