import { finiteOr } from '@/lib/calculators/finite';
import { ACCURACY_SP_MAX, ACCURACY_SP_MIN } from '@/lib/calculators/salinity/compute';
import {
  absoluteSalinity,
  checkedSp,
  conductivityFromSp,
  idealSaltPerLiterRodi,
  pureWaterDensity,
  saltPerKgWater,
  seawaterDensity,
  specificGravity,
  spFromReading,
  type ReadingOptions,
  type SalinityUnit,
} from '@/lib/seawater';
import { findSaltPreset, IDEAL_SALT_G_PER_L_AT_35 } from './presets';

export type SaltmixAction = 'ADD_SALT' | 'ADD_RODI' | 'NONE';

/** What compute reads; optional fields fall back to: custom salt at factor 1, currentUnit = targetUnit, SG 25/25. */
export interface SaltmixComputeInput extends ReadingOptions {
  saltId?: string;
  gramsPerLiterAt35?: number;
  volumeL: number;
  temperatureC: number;
  targetSalinity: number;
  targetUnit?: SalinityUnit;
  currentSalinity?: number;
  currentUnit?: SalinityUnit;
}

export interface SaltmixResult {
  action: SaltmixAction | null;
  addSaltG: number | null;
  addRodiL: number | null;
  saltGPerLiterRodi: number | null;
  finalVolumeL: number | null;
  densityKgM3: number | null;
  conductivityMsCm: number | null;
  conductivity25MsCm: number | null;
  sg2525: number | null;
  sg254: number | null;
  targetPracticalSalinity: number | null;
  currentPracticalSalinity: number | null;
  brandFactor: number | null;
  warnings: string[];
}

/** |ΔSP| below which no adjustment is suggested (docs/methods.md#saltmix, methods.md#decisions). */
export const NO_ADJUSTMENT_PSU = 0.1;
/** Slack for differences of typed decimals: 35.3 − 35.2 is 0.09999999999999432 in binary, and a change of 0.1 is made. */
const TYPED_SLACK = 1e-9;
/** RODI beyond this share of V dilutes Ca/Alk/Mg noticeably (docs/methods.md#saltmix, methods.md#decisions). */
export const LARGE_RODI_FRACTION = 0.1;

const EMPTY: SaltmixResult = {
  action: null,
  addSaltG: null,
  addRodiL: null,
  saltGPerLiterRodi: null,
  finalVolumeL: null,
  densityKgM3: null,
  conductivityMsCm: null,
  conductivity25MsCm: null,
  sg2525: null,
  sg254: null,
  targetPracticalSalinity: null,
  currentPracticalSalinity: null,
  brandFactor: null,
  warnings: [],
};

/** k = label g per L RODI at 35 ppt ÷ 36.339 g (the override, else the preset); 1 and `estimated` when unknown. */
export function brandFactor(saltId: string | undefined, gramsPerLiterAt35?: number): { factor: number; estimated: boolean } {
  const grams = gramsPerLiterAt35 ?? findSaltPreset(saltId)?.gramsPerLiterAt35;
  if (grams === undefined || !Number.isFinite(grams) || grams <= 0) return { factor: 1, estimated: true };
  return { factor: grams / IDEAL_SALT_G_PER_L_AT_35, estimated: false };
}

type Plan = Pick<SaltmixResult, 'action' | 'addSaltG' | 'addRodiL' | 'finalVolumeL'>;

/** New batch from V L of RODI: salt = V·ρ_pw(t)/1000·w(SP1)·k g; final volume = total mass/ρ(SP1, t). */
export function newBatch(volumeL: number, tC: number, sp1: number, k: number): Plan {
  const waterKg = (volumeL * pureWaterDensity(tC)) / 1000;
  const addSaltG = waterKg * saltPerKgWater(sp1) * k;
  const finalVolumeL = (waterKg + addSaltG / 1000) / (seawaterDensity(sp1, tC) / 1000);
  return { action: 'ADD_SALT', addSaltG, addRodiL: 0, finalVolumeL };
}

/** V L at SP0 → SP1 by mass balance: salt = m_w·(w1 − w0)·k g, or RODI = (m_salt·(1000−SA1)/SA1 − m_w)/(ρ_pw/1000) L. */
export function adjustBatch(volumeL: number, tC: number, sp0: number, sp1: number, k: number): Plan {
  if (Math.abs(sp1 - sp0) < NO_ADJUSTMENT_PSU - TYPED_SLACK) return { action: 'NONE', addSaltG: 0, addRodiL: 0, finalVolumeL: volumeL };
  const totalKg = (volumeL * seawaterDensity(sp0, tC)) / 1000;
  const saltKg = (totalKg * absoluteSalinity(sp0)) / 1000;
  const waterKg = totalKg - saltKg;
  const rho1 = seawaterDensity(sp1, tC) / 1000; // kg/L
  if (sp1 > sp0) {
    const addSaltG = waterKg * (saltPerKgWater(sp1) - saltPerKgWater(sp0)) * k;
    return { action: 'ADD_SALT', addSaltG, addRodiL: 0, finalVolumeL: (totalKg + addSaltG / 1000) / rho1 };
  }
  const sa1 = absoluteSalinity(sp1);
  const rodiKgPerL = pureWaterDensity(tC) / 1000;
  const addRodiL = ((saltKg * (1000 - sa1)) / sa1 - waterKg) / rodiKgPerL;
  if (!Number.isFinite(addRodiL)) return { action: 'ADD_RODI', addSaltG: 0, addRodiL: null, finalVolumeL: null }; // SP1 → 0 needs endless RODI
  return { action: 'ADD_RODI', addSaltG: 0, addRodiL, finalVolumeL: (totalKg + addRodiL * rodiKgPerL) / rho1 };
}

/** Salt or RODI to reach the target salinity (docs/methods.md#saltmix mass balance), with the target's density, conductivity and SG. */
export function compute(input: SaltmixComputeInput): SaltmixResult {
  const { volumeL: v, temperatureC: tC } = input;
  if (!Number.isFinite(tC) || tC < 0 || tC > 40) return { ...EMPTY, warnings: ['temperatureOutOfRange'] };
  if (!Number.isFinite(v) || v <= 0) return { ...EMPTY, warnings: ['volumeOutOfRange'] };
  const targetUnit = input.targetUnit ?? 'ppt';
  const sp1 = checkedSp(spFromReading(input.targetSalinity, targetUnit, tC, input));
  const hasCurrent = input.currentSalinity !== undefined && input.currentSalinity !== null;
  const sp0 = hasCurrent ? checkedSp(spFromReading(input.currentSalinity as number, input.currentUnit ?? targetUnit, tC, input)) : null;
  if (sp1 === null || (hasCurrent && sp0 === null)) return { ...EMPTY, warnings: ['salinityOutOfRange'] };
  const { factor, estimated } = brandFactor(input.saltId, input.gramsPerLiterAt35);
  const plan = sp0 === null ? newBatch(v, tC, sp1, factor) : adjustBatch(v, tC, sp0, sp1, factor);
  return finiteOr(
    {
      ...plan,
      saltGPerLiterRodi: idealSaltPerLiterRodi(sp1, tC) * factor,
      densityKgM3: seawaterDensity(sp1, tC),
      conductivityMsCm: conductivityFromSp(sp1, tC),
      conductivity25MsCm: conductivityFromSp(sp1, 25),
      sg2525: specificGravity(sp1, '25/25'),
      sg254: specificGravity(sp1, '25/4'),
      targetPracticalSalinity: sp1,
      currentPracticalSalinity: sp0,
      brandFactor: factor,
      warnings: saltmixWarnings(v, [sp1, sp0], plan, estimated),
    },
    EMPTY,
  );
}

function saltmixWarnings(volumeL: number, sps: (number | null)[], plan: Plan, estimated: boolean): string[] {
  const warnings: string[] = [];
  if (estimated) warnings.push('brandFactorEstimated');
  if (sps.some((sp) => sp !== null && (sp < ACCURACY_SP_MIN || sp > ACCURACY_SP_MAX))) warnings.push('accuracyReduced');
  if (plan.action === 'ADD_RODI' && plan.addRodiL === null) warnings.push('targetUnreachable');
  if (plan.addRodiL !== null && plan.addRodiL > LARGE_RODI_FRACTION * volumeL) warnings.push('largeRodiAddition');
  warnings.push('circulate24h');
  return warnings;
}
