/**
 * The seawater core shared by the salinity, salt-mix and dilution calculators (docs/methods.md#salinity, methods.md#saltmix).
 * Temperatures are ITS-90 °C. PSS-78 and EOS-80 were fitted on IPTS-68, so every polynomial runs on
 * t68 = 1.00024·t90, as GSW does. Salinity is Practical Salinity SP (PSS-78), the hobby's ppt/PSU.
 * Pressure is one atmosphere throughout (p = 0 dbar).
 */
import { fahrenheitToCelsius } from '@/lib/units';

/** Range of SP every inverse searches (EOS-80 covers 0–42; docs/methods.md#salinity). */
export const SP_MIN = 0;
export const SP_MAX = 42;

/** SP in 0–42, or within 1e-9 of it (rounding in the inverses) and then clamped; null otherwise. */
export function checkedSp(sp: number | null): number | null {
  if (sp === null || !Number.isFinite(sp) || sp < SP_MIN - 1e-9 || sp > SP_MAX + 1e-9) return null;
  return Math.min(Math.max(sp, SP_MIN), SP_MAX);
}

/** C(SP 35, 15 °C t68, p 0) in mS/cm, the PSS-78 reference conductivity (Fofonoff & Millard 1983). */
export const C_35_15_MS_CM = 42.914;

/** SA/SP for Reference-Composition seawater, g/kg per PSU (TEOS-10 manual). */
export const SR_PER_SP = 35.16504 / 35;

// PSS-78 coefficients (UNESCO Tech. Pap. Mar. Sci. 44).
const RT_COEF = [0.6766097, 2.00564e-2, 1.104259e-4, -6.9698e-7, 1.0031e-9];
const PSS_A = [0.008, -0.1692, 25.3851, 14.0941, -7.0261, 2.7081];
const PSS_B = [0.0005, -0.0056, -0.0066, -0.0375, 0.0636, -0.0144];
const PSS_K = 0.0162;

// EOS-80 one-atmosphere density coefficients (Millero & Poisson 1981), kg/m³.
const SMOW = [999.842594, 6.793952e-2, -9.09529e-3, 1.001685e-4, -1.120083e-6, 6.536332e-9];
const EOS_A = [8.24493e-1, -4.0899e-3, 7.6438e-5, -8.2467e-7, 5.3875e-9];
const EOS_B = [-5.72466e-3, 1.0227e-4, -1.6546e-6];
const EOS_C = 4.8314e-4;

/** Σ c_i x^i by Horner's rule. */
const poly = (c: readonly number[], x: number) => c.reduceRight((acc, ci) => acc * x + ci, 0);

/** Bisection for an increasing f: the x in [lo, hi] with f(x) = target, or null when f(lo)…f(hi) does not bracket it. */
function bisectIncreasing(f: (x: number) => number, target: number, lo: number, hi: number): number | null {
  if (!Number.isFinite(target)) return null;
  const tol = 1e-12 * Math.max(1, Math.abs(target)); // absorbs rounding at the range ends
  if (target < f(lo) - tol || target > f(hi) + tol) return null;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid <= lo || mid >= hi) break; // interval at double precision
    if (f(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** t68 = 1.00024·t90 (°C). */
export const t68FromT90 = (t90: number) => 1.00024 * t90;

/** r_t = Σ c_i·t68^i, the PSS-78 ratio C(35, t)/C(35, 15). */
export const pss78Rt = (tC: number) => poly(RT_COEF, t68FromT90(tC));

/** SP = Σ a_i·Rt^(i/2) + (t68−15)/(1+0.0162·(t68−15))·Σ b_i·Rt^(i/2) (PSS-78 at p = 0). */
export function spFromConductivityRatio(rt: number, tC: number): number {
  const dt = t68FromT90(tC) - 15;
  const x = Math.sqrt(Math.max(rt, 0));
  return poly(PSS_A, x) + (dt / (1 + PSS_K * dt)) * poly(PSS_B, x);
}

/** SP from in-situ conductivity: Rt = C/(42.914·r_t), then PSS-78 (valid for SP 2–42; gsw_SP_from_C at p = 0). */
export const spFromConductivity = (cMsCm: number, tC: number) => spFromConductivityRatio(cMsCm / (C_35_15_MS_CM * pss78Rt(tC)), tC);

/** In-situ conductivity (mS/cm) C = Rt·r_t·42.914, with Rt from PSS-78 inverted by bisection on 0 ≤ Rt ≤ 2 (0 below SP(Rt = 0) ≈ 0.01). */
export function conductivityFromSp(sp: number, tC: number): number {
  const rt = bisectIncreasing((r) => spFromConductivityRatio(r, tC), sp, 0, 2) ?? (sp < 35 ? 0 : Number.NaN);
  return rt * pss78Rt(tC) * C_35_15_MS_CM;
}

/** Temperature-compensated conductivity C25 = C(SP, 25 °C) in mS/cm, what an ATC meter shows. */
export const conductivity25FromSp = (sp: number) => conductivityFromSp(sp, 25);

/** Pure-water density ρ_pw(t) in kg/m³ (SMOW polynomial of EOS-80, t68). */
export const pureWaterDensity = (tC: number) => poly(SMOW, t68FromT90(tC));

/** ρ(SP, t) = ρ_w + A·SP + B·SP^1.5 + C·SP² in kg/m³ (EOS-80 at one atmosphere, t68). */
export function seawaterDensity(sp: number, tC: number): number {
  const t = t68FromT90(tC);
  return pureWaterDensity(tC) + poly(EOS_A, t) * sp + poly(EOS_B, t) * sp * Math.sqrt(sp) + EOS_C * sp * sp;
}

/** SP from in-situ density ρ (kg/m³) at t, by bisection of ρ(SP, t) on SP ∈ [0, 42]; null outside that range. */
export const spFromDensity = (rhoKgM3: number, tC: number) => bisectIncreasing((sp) => seawaterDensity(sp, tC), rhoKgM3, SP_MIN, SP_MAX);

/** The SG conventions of docs/methods.md#salinity, in the order the English screen lists them. */
export const SG_CONVENTIONS = ['25/25', 't/t', '20/20', '60F/60F', '25/4', '15/4'] as const;
export type SgConvention = (typeof SG_CONVENTIONS)[number];

/** 60 °F = 15.5556 °C, the old hydrometer temperature. */
const SIXTY_F_C = fahrenheitToCelsius(60);
/** 3.98 °C, where pure water is densest (the "4 °C" of 25/4 and 15/4, the Japanese glass hydrometer's marking). */
export const MAX_DENSITY_TEMP_C = 3.98;

/** Sample and reference temperatures (°C) of each convention; null means the tank temperature. */
export const SG_CONVENTION_TEMPERATURES: Record<SgConvention, { sampleC: number | null; referenceC: number | null }> = {
  '25/25': { sampleC: 25, referenceC: 25 },
  't/t': { sampleC: null, referenceC: null },
  '20/20': { sampleC: 20, referenceC: 20 },
  '60F/60F': { sampleC: SIXTY_F_C, referenceC: SIXTY_F_C },
  '25/4': { sampleC: 25, referenceC: MAX_DENSITY_TEMP_C },
  '15/4': { sampleC: 15, referenceC: MAX_DENSITY_TEMP_C },
};

/** The convention a screen reads a typed SG in: 25/4 on /ja (「比重1.023」), 25/25 elsewhere (docs/methods.md#salinity). */
export const defaultSgConvention = (locale: string): SgConvention => (locale === 'ja' ? '25/4' : '25/25');

/** The conventions in the order a screen lists them: the locale's default first. */
export const sgConventionsFor = (locale: string): readonly SgConvention[] => {
  const first = defaultSgConvention(locale);
  return [first, ...SG_CONVENTIONS.filter((c) => c !== first)];
};

/** SG = ρ(SP, t_sample)/ρ_pw(t_reference) for the convention; `tankTempC` is used by `t/t` only. */
export function specificGravity(sp: number, convention: SgConvention, tankTempC = 25): number {
  const { sampleC, referenceC } = SG_CONVENTION_TEMPERATURES[convention];
  return seawaterDensity(sp, sampleC ?? tankTempC) / pureWaterDensity(referenceC ?? tankTempC);
}

/** SP from an SG of the convention, by bisection on SP ∈ [0, 42]; null outside that range. */
export const spFromSpecificGravity = (sg: number, convention: SgConvention, tankTempC = 25) =>
  bisectIncreasing((sp) => specificGravity(sp, convention, tankTempC), sg, SP_MIN, SP_MAX);

/** The conventions glass hydrometers are marked with: each is true only with the sample at its calibration temperature. */
export const HYDROMETER_CONVENTIONS = ['60F/60F', '15/4'] as const satisfies readonly SgConvention[];
export type HydrometerConvention = (typeof HYDROMETER_CONVENTIONS)[number];
export const isHydrometerConvention = (c: unknown): c is HydrometerConvention => (HYDROMETER_CONVENTIONS as readonly unknown[]).includes(c);

/**
 * Cubic expansion of hydrometer glass per °C: warmer glass displaces more water, so the float reads a little higher
 * than the density ratio alone (docs/methods.md#salinity, "A hydrometer read at tank temperature").
 */
const HYDROMETER_GLASS_EXPANSION_PER_C = 2.5e-5;
/** The calibration (sample) and reference temperatures of SG_CONVENTION_TEMPERATURES, for the hydrometer conventions. */
const HYDROMETER_TEMPERATURES: Record<HydrometerConvention, { calibrationC: number; referenceC: number }> = {
  '60F/60F': { calibrationC: SIXTY_F_C, referenceC: SIXTY_F_C },
  '15/4': { calibrationC: 15, referenceC: MAX_DENSITY_TEMP_C },
};

/**
 * What a glass hydrometer of the convention shows when floated in the sample at t rather than at its calibration
 * temperature: ρ(SP, t)/ρ_pw(t_reference)·(1 + 2.5e-5·(t − t_calibration)). At the calibration temperature it is the
 * convention's SG; at 25 °C a 15/4 hydrometer in 35 ppt water reads 1.0236, not 1.0260.
 */
export function hydrometerReading(sp: number, convention: HydrometerConvention, tC: number): number {
  const { calibrationC, referenceC } = HYDROMETER_TEMPERATURES[convention];
  const glass = 1 + HYDROMETER_GLASS_EXPANSION_PER_C * (tC - calibrationC);
  return (seawaterDensity(sp, tC) / pureWaterDensity(referenceC)) * glass;
}

/** SP from a glass hydrometer's reading taken at t (the inverse of `hydrometerReading`); null outside SP 0–42. */
export const spFromHydrometerReading = (reading: number, convention: HydrometerConvention, tC: number) =>
  bisectIncreasing((sp) => hydrometerReading(sp, convention, tC), reading, SP_MIN, SP_MAX);

/** SA = SP·35.16504/35 in g/kg (Reference-Composition Salinity; no anomaly for artificial seawater). */
export const absoluteSalinity = (sp: number) => sp * SR_PER_SP;

/** w(SP) = 1000·SA/(1000 − SA): grams of (anhydrous) salt per kg of fresh water; w(35) = 36.447 (docs/methods.md#saltmix). */
export function saltPerKgWater(sp: number): number {
  const sa = absoluteSalinity(sp);
  return (1000 * sa) / (1000 - sa);
}

/** Ideal salt per litre of RODI for SP at t: ρ_pw(t)/1000·w(SP) g/L (36.34 g/L at SP 35, 25 °C). */
export const idealSaltPerLiterRodi = (sp: number, tC: number) => (pureWaterDensity(tC) / 1000) * saltPerKgWater(sp);

/** Units a salinity reading can be typed in: ppt and psu are both SP; sg is a ratio; conductivity mS/cm; density g/cm³. */
export const SALINITY_UNITS = ['ppt', 'psu', 'sg', 'conductivity', 'density'] as const;
export type SalinityUnit = (typeof SALINITY_UNITS)[number];

export interface ReadingOptions {
  /** SG convention of an `sg` reading (default 25/25, docs/methods.md#salinity). */
  sgConvention?: SgConvention;
  /** A `conductivity` reading is already C25 (ATC meter) rather than in situ at t (default false). */
  conductivityCompensated?: boolean;
  /**
   * An `sg` reading of a hydrometer convention (60/60 °F, 15/4 °C) was taken with the sample at the tank temperature t,
   * not at the hydrometer's calibration temperature (default false: the convention as defined, docs/methods.md#salinity).
   */
  hydrometerAtTankTemperature?: boolean;
}

/** SP of a reading at tank temperature t: ppt/psu as is, SG/density/conductivity through the inverses above; null if impossible. */
export function spFromReading(value: number, unit: SalinityUnit, tC: number, opts: ReadingOptions = {}): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(tC)) return null;
  switch (unit) {
    case 'ppt':
    case 'psu':
      return value;
    case 'sg': {
      const convention = opts.sgConvention ?? '25/25';
      return opts.hydrometerAtTankTemperature && isHydrometerConvention(convention)
        ? spFromHydrometerReading(value, convention, tC)
        : spFromSpecificGravity(value, convention, tC);
    }
    case 'density':
      return spFromDensity(value * 1000, tC); // g/cm³ → kg/m³
    case 'conductivity':
      return value < 0 ? null : spFromConductivity(value, opts.conductivityCompensated ? 25 : tC);
    default:
      return null;
  }
}
