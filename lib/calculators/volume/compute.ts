import { finiteOr } from '@/lib/calculators/finite';
import { LITERS_PER_US_GALLON } from '@/lib/units';
import type { SandGrain, VolumeInput } from './schema';

/** Sand porosity by grain: Morris & Johnson (1967) means, docs/methods.md#volume (estimates, ±0.05). */
export const SAND_POROSITY: Record<SandGrain, number> = { fine: 0.43, medium: 0.39, coarse: 0.34 };
/** Bulk porosity assumed for rock given as bulk litres (dry/live rock is 40–60 %). */
export const ROCK_POROSITY = 0.5;
/** Aragonite, kg/L: rock given as mass displaces mass/2.8 litres (Holmes-Farley). */
export const ROCK_DENSITY_KG_PER_L = 2.8;
/** Seawater at reef salinity, kg per litre (docs/methods.md#volume). */
export const SEAWATER_KG_PER_L = 1.0234;

export interface VolumeResult {
  innerLengthCm: number | null;
  innerWidthCm: number | null;
  innerHeightCm: number | null;
  grossVolumeL: number | null;
  waterColumnL: number | null;
  sandBulkL: number | null;
  sandDisplacementL: number | null;
  rockDisplacementL: number | null;
  displayNetL: number | null;
  sumpWaterL: number | null;
  equipmentDisplacementL: number | null;
  totalWaterL: number | null;
  totalWaterUsGal: number | null;
  waterMassKg: number | null;
  warnings: string[];
}

type Input = Pick<VolumeInput, 'lengthCm' | 'widthCm' | 'heightCm'> & {
  [K in Exclude<keyof VolumeInput, 'lengthCm' | 'widthCm' | 'heightCm'>]?: VolumeInput[K] | null;
};

const isNonNeg = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const CM3_PER_L = 1000;

const NULLS: Omit<VolumeResult, 'warnings'> = {
  innerLengthCm: null,
  innerWidthCm: null,
  innerHeightCm: null,
  grossVolumeL: null,
  waterColumnL: null,
  sandBulkL: null,
  sandDisplacementL: null,
  rockDisplacementL: null,
  displayNetL: null,
  sumpWaterL: null,
  equipmentDisplacementL: null,
  totalWaterL: null,
  totalWaterUsGal: null,
  waterMassKg: null,
};

/** What the screen shows when a figure overflowed (finite.ts): no figures, the warning says why. */
const NO_RESULT: VolumeResult = { ...NULLS, warnings: [] };

/** total = (Li·Wi·h_w − sand·(1−φ) − rock + sump)·(1 − equipment%/100), Li = L − 2t, Wi = W − 2t, Hi = H − t (methods.md#volume). */
export function compute(input: Input): VolumeResult {
  const warnings: string[] = [];
  const inner = innerDims(input, warnings);
  if (!inner) return { ...NULLS, warnings };
  const area = inner.innerLengthCm * inner.innerWidthCm; // cm²
  const waterCm = waterHeight(input.waterLevelCm, inner.innerHeightCm, warnings);
  const sandCm = input.sandHeightCm ?? 0;
  const sandAbove = sandCm > waterCm;
  if (sandAbove) warnings.push('sandAboveWater');
  const grain = input.sandGrain && input.sandGrain in SAND_POROSITY ? input.sandGrain : 'medium';
  const geometry = {
    ...inner,
    grossVolumeL: (area * inner.innerHeightCm) / CM3_PER_L,
    waterColumnL: (area * waterCm) / CM3_PER_L,
    sandBulkL: (area * sandCm) / CM3_PER_L,
    sandDisplacementL: sandAbove ? null : ((area * sandCm) / CM3_PER_L) * (1 - SAND_POROSITY[grain]),
    rockDisplacementL: rockDisplacement(input, warnings),
    sumpWaterL: sumpWater(input.sump, warnings),
  };
  return finiteOr({ ...geometry, ...totals(geometry, input.equipmentPct ?? 0, warnings), warnings }, NO_RESULT);
}

/** Li = L − 2t, Wi = W − 2t, Hi = H − t (glass t in mm → cm; the bottom pane is t too). */
function innerDims(i: Input, warnings: string[]) {
  const t = i.glassThicknessMm ?? 0;
  const fields = [i.lengthCm, i.widthCm, i.heightCm, t, i.waterLevelCm ?? 0, i.sandHeightCm ?? 0, i.equipmentPct ?? 0];
  if (!fields.every(isNonNeg) || (i.equipmentPct ?? 0) > 100) {
    warnings.push('invalidDimensions');
    return null;
  }
  const tCm = t / 10; // mm → cm
  const dims = { innerLengthCm: i.lengthCm - 2 * tCm, innerWidthCm: i.widthCm - 2 * tCm, innerHeightCm: i.heightCm - tCm };
  if (Object.values(dims).some((d) => d <= 0)) {
    warnings.push('glassTooThick');
    return null;
  }
  return dims;
}

/** h_w = min(level, Hi); an empty level means filled to the inner top. */
function waterHeight(levelCm: number | null | undefined, innerHeightCm: number, warnings: string[]): number {
  if (levelCm == null) return innerHeightCm;
  if (levelCm > innerHeightCm) warnings.push('waterLevelClamped');
  return Math.min(levelCm, innerHeightCm);
}

/** Rock: mass/2.8 kg/L, or bulk litres·(1 − 0.5); mass wins when both are given. */
function rockDisplacement(i: Input, warnings: string[]): number | null {
  const kg = i.liveRockKg ?? 0;
  const bulkL = i.liveRockL ?? 0;
  if (!isNonNeg(kg) || !isNonNeg(bulkL)) {
    warnings.push('invalidRock');
    return null;
  }
  if (kg > 0 && bulkL > 0) warnings.push('liveRockBothGiven');
  return kg > 0 ? kg / ROCK_DENSITY_KG_PER_L : bulkL * (1 - ROCK_POROSITY);
}

/** Sump water = Ls·Ws·h (internal); no sump = 0; a partial sump is an error. */
function sumpWater(sump: Input['sump'], warnings: string[]): number | null {
  const dims = sump ? [sump.lengthCm, sump.widthCm, sump.waterLevelCm] : [];
  const given = dims.filter((d) => d != null);
  if (given.length === 0) return 0;
  if (given.length < 3 || !given.every(isNonNeg)) {
    warnings.push('sumpIncomplete');
    return null;
  }
  return (given[0] * given[1] * given[2]) / CM3_PER_L;
}

type Geometry = Pick<VolumeResult, 'waterColumnL' | 'sandDisplacementL' | 'rockDisplacementL' | 'sumpWaterL'>;

/** net = column − sand − rock; equipment = (net + sump)·%/100; total = net + sump − equipment. */
function totals(g: Geometry, equipmentPct: number, warnings: string[]) {
  const none = { displayNetL: null, equipmentDisplacementL: null, totalWaterL: null, totalWaterUsGal: null, waterMassKg: null };
  if (g.waterColumnL === null || g.sandDisplacementL === null || g.rockDisplacementL === null) return none;
  const displayNetL = g.waterColumnL - g.sandDisplacementL - g.rockDisplacementL;
  if (displayNetL < 0) {
    warnings.push('displacementExceedsWater');
    return none;
  }
  if (g.sumpWaterL === null) return { ...none, displayNetL };
  const equipmentDisplacementL = ((displayNetL + g.sumpWaterL) * equipmentPct) / 100;
  const totalWaterL = displayNetL + g.sumpWaterL - equipmentDisplacementL;
  return {
    displayNetL,
    equipmentDisplacementL,
    totalWaterL,
    totalWaterUsGal: totalWaterL / LITERS_PER_US_GALLON,
    waterMassKg: totalWaterL * SEAWATER_KG_PER_L,
  };
}
