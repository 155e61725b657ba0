/**
 * Every unit conversion the site uses, with exact factors and their sources.
 * Calculators compute in canonical units (L, cm, mm, °C, N/mm², the parameter's own unit);
 * screens convert at the edge with these functions.
 */

/** 1 US gallon = 231 in³ = 3.785411784 L exactly (NIST Handbook 44, Appendix C). */
export const LITERS_PER_US_GALLON = 3.785411784;
/** 1 in = 25.4 mm exactly (international yard and pound agreement, 1959). */
export const MM_PER_INCH = 25.4;
export const CM_PER_INCH = 2.54;
/** 1 meq/L of alkalinity = 2.80385 dKH (1 dKH = 10 mg CaO/L; CaO 56.0774 g/mol, 2 eq/mol). docs/methods.md#conventions. */
export const DKH_PER_MEQ_L = 2.80385;
/** 1 meq/L = 50.043 mg/L as CaCO3 (CaCO3 100.0869 g/mol, 2 eq/mol). docs/methods.md#conventions. */
export const PPM_CACO3_PER_MEQ_L = 50.043;
/** 1 psi = 0.00689475729 N/mm² (1 lbf = 4.4482216152605 N; 1 in² = 645.16 mm²). */
export const NMM2_PER_PSI = 0.00689475729316836;

export const litersToUsGallons = (l: number) => l / LITERS_PER_US_GALLON;
export const usGallonsToLiters = (gal: number) => gal * LITERS_PER_US_GALLON;

/** 1 lb = 0.45359237 kg exactly (international yard and pound agreement, 1959). */
export const KG_PER_POUND = 0.45359237;
export const kgToLb = (kg: number) => kg / KG_PER_POUND;
export const lbToKg = (lb: number) => lb * KG_PER_POUND;

export const cmToIn = (cm: number) => cm / CM_PER_INCH;
export const inToCm = (inch: number) => inch * CM_PER_INCH;
export const mmToIn = (mm: number) => mm / MM_PER_INCH;
export const inToMm = (inch: number) => inch * MM_PER_INCH;

/** °F = °C·9/5 + 32. */
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;
/** °C = (°F − 32)·5/9. */
export const fahrenheitToCelsius = (f: number) => ((f - 32) * 5) / 9;

/** The alkalinity units every screen offers: the one list (calculators and their schemas read it from here). */
export const ALKALINITY_UNITS = ['dkh', 'meqL', 'ppmCaco3'] as const;
export type AlkalinityUnit = (typeof ALKALINITY_UNITS)[number];

const MEQ_L_PER_UNIT: Record<AlkalinityUnit, number> = {
  meqL: 1,
  dkh: 1 / DKH_PER_MEQ_L,
  ppmCaco3: 1 / PPM_CACO3_PER_MEQ_L,
};

/** Converts an alkalinity value between dKH, meq/L and ppm (mg/L) as CaCO3. */
export function convertAlkalinity(value: number, from: AlkalinityUnit, to: AlkalinityUnit): number {
  if (from === to) return value;
  return (value * MEQ_L_PER_UNIT[from]) / MEQ_L_PER_UNIT[to];
}

export const nmm2ToPsi = (nmm2: number) => nmm2 / NMM2_PER_PSI;
export const psiToNmm2 = (psi: number) => psi * NMM2_PER_PSI;

/** Measurement systems a visitor can choose. */
export type UnitSystem = 'metric' | 'imperial';

/**
 * Quantities that a screen shows in the visitor's unit system.
 * `toDisplay` turns a canonical value into the shown unit, `fromDisplay` the reverse.
 */
export type QuantityKind = 'volume' | 'length' | 'thickness' | 'temperature' | 'mass';

interface QuantityUnits {
  canonical: string;
  imperial: string;
  toImperial: (v: number) => number;
  fromImperial: (v: number) => number;
}

export const QUANTITY_UNITS: Record<QuantityKind, QuantityUnits> = {
  volume: { canonical: 'L', imperial: 'gal', toImperial: litersToUsGallons, fromImperial: usGallonsToLiters },
  length: { canonical: 'cm', imperial: 'in', toImperial: cmToIn, fromImperial: inToCm },
  thickness: { canonical: 'mm', imperial: 'in', toImperial: mmToIn, fromImperial: inToMm },
  temperature: { canonical: '°C', imperial: '°F', toImperial: celsiusToFahrenheit, fromImperial: fahrenheitToCelsius },
  mass: { canonical: 'kg', imperial: 'lb', toImperial: kgToLb, fromImperial: lbToKg },
};

export function toDisplayUnit(kind: QuantityKind, system: UnitSystem, canonical: number): number {
  return system === 'imperial' ? QUANTITY_UNITS[kind].toImperial(canonical) : canonical;
}

export function fromDisplayUnit(kind: QuantityKind, system: UnitSystem, shown: number): number {
  return system === 'imperial' ? QUANTITY_UNITS[kind].fromImperial(shown) : shown;
}

/*
 * Test-kit forms. Japanese kits report nitrate as 硝酸態窒素 (NO3-N) and phosphate as リン酸態リン (PO4-P) or as
 * phosphorus in ppb (Hanna ULR), and KH in 「度」. Molar masses from IUPAC standard atomic weights (docs/methods.md#conventions):
 * N 14.007, O 15.999, P 30.974.
 */
const M_N = 14.007;
const M_O = 15.999;
const M_P = 30.974;
/** mg/L NO3 per mg/L NO3-N = M(NO3)/M(N) = 62.004/14.007 = 4.4266 (docs/japan.md#test-kits: 1 mg/L NO3-N = 4.43 mg/L NO3). */
export const NO3_PER_NO3N = (M_N + 3 * M_O) / M_N;
/** mg/L PO4 per mg/L PO4-P = M(PO4)/M(P) = 94.970/30.974 = 3.0661 (Hanna Japan: PO4-P × 3.066 = PO4³⁻). */
export const PO4_PER_PO4P = (M_P + 4 * M_O) / M_P;
/** 1 ppb = 0.001 mg/L (µg/L, the hobby's ppm = mg/L convention, docs/methods.md#conventions). */
export const MG_L_PER_PPB = 0.001;

/** The forms a kit may print each parameter in; the first is the canonical one the calculators use. */
export const KIT_FORMS = {
  /** 「度」 on Japanese KH kits is the German degree, 1 °dH KH = 10 mg CaO/L = 1 dKH. */
  alkalinity: ['dkh', 'degree', 'meqL', 'ppmCaco3'],
  nitrate: ['no3', 'no3n'],
  phosphate: ['po4', 'po4p', 'pPpb', 'po4Ppb'],
} as const;
export type KitParameter = keyof typeof KIT_FORMS;
export type KitForm<P extends KitParameter = KitParameter> = (typeof KIT_FORMS)[P][number];

/** How many canonical units (dKH, mg/L NO3, mg/L PO4) one unit of the form is. */
const PER_CANONICAL: Record<KitParameter, Record<string, number>> = {
  alkalinity: { dkh: 1, degree: 1, meqL: DKH_PER_MEQ_L, ppmCaco3: DKH_PER_MEQ_L / PPM_CACO3_PER_MEQ_L },
  nitrate: { no3: 1, no3n: NO3_PER_NO3N },
  phosphate: { po4: 1, po4p: PO4_PER_PO4P, pPpb: PO4_PER_PO4P * MG_L_PER_PPB, po4Ppb: MG_L_PER_PPB },
};

/** A kit reading converted between forms of one parameter (e.g. 0.5 mg/L NO3-N → 2.21 mg/L NO3; 77 ppb P → 0.236 mg/L PO4). */
export function convertKitReading(parameter: KitParameter, value: number, from: string, to: string): number | null {
  const a = PER_CANONICAL[parameter][from];
  const b = PER_CANONICAL[parameter][to];
  if (a === undefined || b === undefined || !Number.isFinite(value)) return null;
  return (value * a) / b;
}
