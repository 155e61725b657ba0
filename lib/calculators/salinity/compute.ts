import { finiteOr } from '@/lib/calculators/finite';
import {
  absoluteSalinity,
  checkedSp,
  conductivityFromSp,
  seawaterDensity,
  hydrometerReading,
  specificGravity,
  spFromReading,
  type ReadingOptions,
  type SalinityUnit,
} from '@/lib/seawater';

/** What compute reads; optional fields fall back to the methods.md#decisions defaults (SG 25/25, conductivity in situ). */
export interface SalinityComputeInput extends ReadingOptions {
  temperatureC: number;
  value: number;
  unit?: SalinityUnit;
}

export interface SeawaterProperties {
  practicalSalinity: number;
  absoluteSalinityGkg: number;
  sg2525: number;
  sgTT: number;
  sg2020: number;
  sg60F60F: number;
  sg254: number;
  sg154: number;
  /** What a 60/60 °F glass hydrometer shows floated in this water at t (not cooled to 60 °F). */
  sg60F60FAtT: number;
  /** What a 15/4 °C glass hydrometer shows floated in this water at t (not cooled to 15 °C). */
  sg154AtT: number;
  conductivityMsCm: number;
  conductivity25MsCm: number;
  densityKgM3: number;
  densityGcm3: number;
}

export type SalinityResult = { [K in keyof SeawaterProperties]: number | null } & {
  accuracyReduced: boolean;
  warnings: string[];
};

/** Product brief: accuracy is reduced outside 10–40 ppt (docs/methods.md#salinity). */
export const ACCURACY_SP_MIN = 10;
export const ACCURACY_SP_MAX = 40;
/** PSS-78 is fitted up to 35 °C; EOS-80 reaches 40 °C (docs/methods.md#salinity). */
export const PSS78_MAX_TEMP_C = 35;

const EMPTY: SalinityResult = {
  practicalSalinity: null,
  absoluteSalinityGkg: null,
  sg2525: null,
  sgTT: null,
  sg2020: null,
  sg60F60F: null,
  sg254: null,
  sg154: null,
  sg60F60FAtT: null,
  sg154AtT: null,
  conductivityMsCm: null,
  conductivity25MsCm: null,
  densityKgM3: null,
  densityGcm3: null,
  accuracyReduced: false,
  warnings: [],
};

/** Every quantity of seawater at SP and t: SA = SP·35.16504/35, SG_x = ρ(SP,t_s)/ρ_pw(t_r), C by PSS-78, ρ by EOS-80. */
export function seawaterProperties(sp: number, tC: number): SeawaterProperties {
  const densityKgM3 = seawaterDensity(sp, tC);
  return {
    practicalSalinity: sp,
    absoluteSalinityGkg: absoluteSalinity(sp),
    sg2525: specificGravity(sp, '25/25'),
    sgTT: specificGravity(sp, 't/t', tC),
    sg2020: specificGravity(sp, '20/20'),
    sg60F60F: specificGravity(sp, '60F/60F'),
    sg254: specificGravity(sp, '25/4'),
    sg154: specificGravity(sp, '15/4'),
    sg60F60FAtT: hydrometerReading(sp, '60F/60F', tC),
    sg154AtT: hydrometerReading(sp, '15/4', tC),
    conductivityMsCm: conductivityFromSp(sp, tC),
    conductivity25MsCm: conductivityFromSp(sp, 25),
    densityKgM3,
    densityGcm3: densityKgM3 / 1000,
  };
}

/** SP from the reading (PSS-78 / EOS-80 inverses), then every other unit at tank temperature; null fields when impossible. */
export function compute(input: SalinityComputeInput): SalinityResult {
  const tC = input.temperatureC;
  if (!Number.isFinite(tC) || tC < 0 || tC > 40) return { ...EMPTY, warnings: ['temperatureOutOfRange'] };
  const sp = checkedSp(spFromReading(input.value, input.unit ?? 'ppt', tC, input));
  if (sp === null) return { ...EMPTY, warnings: ['salinityOutOfRange'] };
  const props = seawaterProperties(sp, tC);
  const accuracyReduced = sp < ACCURACY_SP_MIN || sp > ACCURACY_SP_MAX;
  const warnings: string[] = [];
  if (accuracyReduced) warnings.push('accuracyReduced');
  if (tC > PSS78_MAX_TEMP_C) warnings.push('conductivityAccuracyReduced');
  return finiteOr({ ...props, accuracyReduced, warnings }, EMPTY);
}
