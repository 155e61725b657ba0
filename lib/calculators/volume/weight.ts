/**
 * Total weight of a filled tank and the load it puts on the floor, as an indication, not a structural check.
 * Water (total water × 1.0234 kg/L, docs/methods.md#volume), glass 2.5 g/cm³ or acrylic 1.19 g/cm³ (the walls and bottom
 * between the outer and inner sizes), sand solids and rock solids (aragonite 2.8 kg/L; pore water is already
 * counted as water), over the stand's footprint. Compared with the residential floor design load:
 * Japan 1,800 N/m² for 住宅の居室 (建築基準法施行令 第85条), US 40 psf for living areas (IRC Table R301.5).
 */
import { ROCK_DENSITY_KG_PER_L, type VolumeResult } from './compute';

export const TANK_MATERIALS = ['glass', 'acrylic'] as const;
export type TankMaterial = (typeof TANK_MATERIALS)[number];

/** g/cm³ = kg/L: soda-lime float glass 2.5; cast PMMA 1.19 (docs/japan.md#glass-thickness). */
export const MATERIAL_DENSITY_KG_PER_L: Record<TankMaterial, number> = { glass: 2.5, acrylic: 1.19 };
/** Standard gravity, m/s² (CGPM 1901). */
export const STANDARD_GRAVITY = 9.80665;
/** 1 lbf/ft² = 4.4482216152605 N / 0.09290304 m² = 47.880259 N/m². */
export const PA_PER_PSF = 4.4482216152605 / 0.09290304;
/** 1 lb = 0.45359237 kg exactly. */
export const KG_PER_LB = 0.45359237;

export const FLOOR_REFERENCES = {
  /** 建築基準法施行令 第85条: 住宅の居室, 床の構造計算用 1,800 N/m². */
  jp: { nM2: 1800 },
  /** IRC Table R301.5: rooms other than sleeping rooms, 40 psf uniformly distributed live load. */
  us: { nM2: 40 * PA_PER_PSF },
} as const;
export type FloorReference = keyof typeof FLOOR_REFERENCES;

export interface WeightInput {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  glassThicknessMm?: number | null;
  material: TankMaterial;
  /** stand footprint; empty = the tank's outer footprint */
  standLengthCm?: number | null;
  standWidthCm?: number | null;
}

export interface WeightResult {
  waterKg: number | null;
  panelsKg: number;
  sandKg: number;
  rockKg: number;
  totalKg: number | null;
  totalLb: number | null;
  footprintM2: number;
  floorLoadNm2: number | null;
  /** the same load as mass per area, kg/m²: the figure Japanese pages compare with 180 kg/m² (1,800 N/m²) */
  floorLoadKgM2: number | null;
  floorLoadPsf: number | null;
  /** floor load ÷ reference, % */
  jpPct: number | null;
  usPct: number | null;
}

const pos = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

/** mass = Σ parts; load = mass·g / footprint (N/m²); psf = N/m² ÷ 47.880259. Null when the water is unknown. */
export function tankWeight(i: WeightInput, v: VolumeResult): WeightResult | null {
  if (
    !pos(i.lengthCm) ||
    !pos(i.widthCm) ||
    !pos(i.heightCm) ||
    v.innerLengthCm === null ||
    v.innerWidthCm === null ||
    v.innerHeightCm === null
  )
    return null;
  const outerL = i.lengthCm * i.widthCm * i.heightCm; // cm³ ≡ mL
  const innerL = v.innerLengthCm * v.innerWidthCm * v.innerHeightCm;
  const panelsKg = (Math.max(0, outerL - innerL) / 1000) * MATERIAL_DENSITY_KG_PER_L[i.material];
  const sandKg = (v.sandDisplacementL ?? 0) * ROCK_DENSITY_KG_PER_L;
  const rockKg = (v.rockDisplacementL ?? 0) * ROCK_DENSITY_KG_PER_L;
  const waterKg = v.waterMassKg;
  const totalKg = waterKg === null ? null : waterKg + panelsKg + sandKg + rockKg;
  const standL = pos(i.standLengthCm) ? i.standLengthCm : i.lengthCm;
  const standW = pos(i.standWidthCm) ? i.standWidthCm : i.widthCm;
  const footprintM2 = (standL * standW) / 10_000;
  const floorLoadNm2 = totalKg === null ? null : (totalKg * STANDARD_GRAVITY) / footprintM2;
  const pct = (ref: number) => (floorLoadNm2 === null ? null : (floorLoadNm2 / ref) * 100);
  const out: WeightResult = {
    waterKg,
    panelsKg,
    sandKg,
    rockKg,
    totalKg,
    totalLb: totalKg === null ? null : totalKg / KG_PER_LB,
    footprintM2,
    floorLoadNm2,
    floorLoadKgM2: totalKg === null ? null : totalKg / footprintM2,
    floorLoadPsf: floorLoadNm2 === null ? null : floorLoadNm2 / PA_PER_PSF,
    jpPct: pct(FLOOR_REFERENCES.jp.nM2),
    usPct: pct(FLOOR_REFERENCES.us.nM2),
  };
  return Object.values(out).every((x) => x === null || Number.isFinite(x)) ? out : null;
}

/** The screen-only inputs of the weight section, with their defaults (a link carries them under these names). */
export const WEIGHT_SCREEN_DEFAULTS = { tankMaterial: 'glass', standLengthCm: '', standWidthCm: '' } as const;

export interface WeightFieldIssue {
  key: 'notNumber' | 'tooSmall';
  minimum?: number;
  inclusive?: boolean;
}

/** Material and stand footprint from the draft's text; a stand size that is no positive number is an issue. */
export function weightOptionsFromDraft(d: Record<string, unknown>): {
  material: TankMaterial;
  standLengthCm: number | null;
  standWidthCm: number | null;
  issues: Record<string, WeightFieldIssue>;
} {
  const issues: Record<string, WeightFieldIssue> = {};
  const read = (key: 'standLengthCm' | 'standWidthCm') => {
    const raw = d[key];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
    const x = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
    if (!Number.isFinite(x)) issues[key] = { key: 'notNumber' };
    else if (x <= 0) issues[key] = { key: 'tooSmall', minimum: 0, inclusive: false };
    return Number.isFinite(x) && x > 0 ? x : null;
  };
  const standLengthCm = read('standLengthCm');
  const standWidthCm = read('standWidthCm');
  const material: TankMaterial = d.tankMaterial === 'acrylic' ? 'acrylic' : 'glass';
  return { material, standLengthCm, standWidthCm, issues };
}
