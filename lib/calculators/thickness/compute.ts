import { finiteOr } from '@/lib/calculators/finite';
import { inToMm, mmToIn, psiToNmm2 } from '@/lib/units';
import { nearestStandardSheetMm, roark1aCoefficients, stilwellCoefficients, STILWELL_RATIO_MAX, STILWELL_RATIO_MIN } from './coefficients';
import { ACRYLIC_STRESS_PSI, THICKNESS_DEFAULTS, type Material, type ThicknessInput } from './schema';

export interface PanelResult {
  /** front/side: panel length ÷ water height (unclamped); bottom: long ÷ short side */
  ratio: number;
  beta: number;
  alpha: number;
  thicknessMm: number;
  deflectionMm: number;
}

export interface ThicknessResult {
  front: PanelResult | null;
  side: PanelResult | null;
  bottom: PanelResult | null;
  allowableStressNmm2: number | null;
  warnings: string[];
}

/** Water load per unit depth: 1e-5 N/mm² per mm (Stilwell, ρg ≈ 10 kN/m³, kept for parity, methods.md#thickness-glass). */
export const GLASS_NMM2_PER_MM = 1e-5;
/** Water load per unit depth: 0.0361 psi per inch of fresh water (CYRO, methods.md#thickness-acrylic). */
export const ACRYLIC_PSI_PER_IN = 0.0361;
/** Hobby convention for an unbraced acrylic top (Rivermud, TLC-app2); no plate-theory source (methods.md#thickness-acrylic). */
export const OPEN_TOP_FACTOR = 1.5;
/** Safety factors below this are under the typical 3.5–4.0 (methods.md#thickness-glass). */
const TYPICAL_SF_MIN = 3.5;
/** CYRO's own, more conservative allowable stress for cell-cast sheet, psi (methods.md#thickness-acrylic). */
const CYRO_CAST_PSI = 750;

/** Plate thickness t = span·√(β p / σ), in the span's unit (Stilwell, CYRO and Roark 1a share this form). */
export function plateThickness(span: number, pressure: number, beta: number, allowableStress: number): number {
  return span * Math.sqrt((beta * pressure) / allowableStress);
}

/** Plate deflection δ = α p span⁴ / (E t³), in the span's unit (small-deflection theory, valid while δ < t/2). */
export function plateDeflection(span: number, pressure: number, alpha: number, modulus: number, thickness: number): number {
  return (alpha * pressure * span ** 4) / (modulus * thickness ** 3);
}

/** Glass safety factor a sheet of thickness t reaches: SF = σ_t t² / (β H³ 1e-5) (docs/methods.md#thickness-glass). */
export function glassSafetyFactor(thicknessMm: number, waterHeightMm: number, beta: number, tensileStrengthNmm2: number): number {
  return (tensileStrengthNmm2 * thicknessMm ** 2) / (beta * waterHeightMm ** 3 * GLASS_NMM2_PER_MM);
}

/** One material in the unit system of its formula: glass mm and N/mm², acrylic inches and psi. */
interface Setup {
  material: Material;
  mmPerUnit: number;
  loadPerUnit: number;
  allowableStress: number;
  modulus: number;
  topFactor: number;
  allowableStressNmm2: number;
}

const isPositive = (v: number) => Number.isFinite(v) && v > 0;

/** Glass: B = σ_t / SF in N/mm² (Stilwell, methods.md#thickness-glass, methods.md#decisions). */
function glassSetup(i: ThicknessInput, warnings: string[]): Setup | null {
  const sf = i.safetyFactor ?? THICKNESS_DEFAULTS.safetyFactor;
  const strength = i.tensileStrengthNmm2 ?? THICKNESS_DEFAULTS.tensileStrengthNmm2;
  const modulus = i.youngsModulusNmm2 ?? THICKNESS_DEFAULTS.youngsModulusNmm2;
  if (![sf, strength, modulus].every(isPositive)) return null;
  if ((i.top ?? THICKNESS_DEFAULTS.top) === 'open') warnings.push('rimlessGlass');
  if (sf < TYPICAL_SF_MIN) warnings.push('safetyFactorBelowTypical');
  const b = strength / sf;
  return {
    material: 'glass',
    mmPerUnit: 1,
    loadPerUnit: GLASS_NMM2_PER_MM,
    allowableStress: b,
    modulus,
    topFactor: 1,
    allowableStressNmm2: b,
  };
}

/** Acrylic: σ by sheet type in psi, open top ×1.5 on thickness (CYRO, methods.md#thickness-acrylic, methods.md#decisions). */
function acrylicSetup(i: ThicknessInput, warnings: string[]): Setup | null {
  const type = i.acrylicType ?? THICKNESS_DEFAULTS.acrylicType;
  const stressPsi = type === 'custom' ? i.allowableStressPsi : ACRYLIC_STRESS_PSI[type];
  if (stressPsi === undefined) {
    warnings.push('allowableStressRequired');
    return null;
  }
  const modulus = i.youngsModulusPsi ?? THICKNESS_DEFAULTS.youngsModulusPsi;
  if (!isPositive(stressPsi) || !isPositive(modulus)) return null;
  const open = (i.top ?? THICKNESS_DEFAULTS.top) === 'open';
  if (type === 'extruded') warnings.push('extrudedNotRecommended');
  if (stressPsi > CYRO_CAST_PSI) warnings.push('cyroConservativeStress');
  if (open) warnings.push('openTopDeflection');
  return {
    material: 'acrylic',
    mmPerUnit: inToMm(1),
    loadPerUnit: ACRYLIC_PSI_PER_IN,
    allowableStress: stressPsi,
    modulus,
    topFactor: open ? OPEN_TOP_FACTOR : 1,
    allowableStressNmm2: psiToNmm2(stressPsi),
  };
}

/** A panel in mm from span, load and coefficients; null when the numbers are not finite. */
function panel(
  s: Setup,
  spanMm: number,
  waterHeightMm: number,
  ratio: number,
  beta: number,
  alpha: number,
  topFactor: number,
): PanelResult | null {
  const span = s.material === 'glass' ? spanMm : mmToIn(spanMm);
  const pressure = s.loadPerUnit * (s.material === 'glass' ? waterHeightMm : mmToIn(waterHeightMm));
  const t = plateThickness(span, pressure, beta, s.allowableStress) * topFactor;
  const d = plateDeflection(span, pressure, alpha, s.modulus, t);
  const result = { ratio, beta, alpha, thicknessMm: t * s.mmPerUnit, deflectionMm: d * s.mmPerUnit };
  return Number.isFinite(result.ratio) && isPositive(result.thicknessMm) && Number.isFinite(result.deflectionMm) ? result : null;
}

/** Front/back or side panel: Stilwell/CYRO, t = H·√(β·p/σ) with p at the bottom edge, β/α by length ÷ H. */
function verticalPanel(s: Setup, lengthMm: number, waterHeightMm: number): PanelResult | null {
  const ratio = lengthMm / waterHeightMm;
  const { beta, alpha } = stilwellCoefficients(ratio);
  return panel(s, waterHeightMm, waterHeightMm, ratio, beta, alpha, s.topFactor);
}

/** Bottom panel: Roark 1a, t = b·√(β p/σ), b = min(L, W), β/α by a/b (methods.md#thickness-glass recommendation). */
function bottomPanel(s: Setup, lengthMm: number, widthMm: number, waterHeightMm: number): PanelResult | null {
  const shortMm = Math.min(lengthMm, widthMm);
  const ratio = Math.max(lengthMm, widthMm) / shortMm;
  const { beta, alpha } = roark1aCoefficients(ratio);
  return panel(s, shortMm, waterHeightMm, ratio, beta, alpha, 1);
}

/** Outside Stilwell's 0.5–3, with a relative tolerance so 72 in / 24 in (= 3.0000000000000004) is not flagged. */
const outsideTable = (ratio: number) => ratio < STILWELL_RATIO_MIN * (1 - 1e-9) || ratio > STILWELL_RATIO_MAX * (1 + 1e-9);

/** Warnings that depend on the computed panels. */
function panelWarnings(
  material: Material,
  requested: (PanelResult | null | false)[],
  vertical: (PanelResult | null)[],
  bottom: boolean,
): string[] {
  const out: string[] = [];
  const computed = requested.filter((p): p is PanelResult => !!p);
  if (requested.some((p) => p === null)) out.push('notComputable');
  if (vertical.some((p) => p && outsideTable(p.ratio))) out.push('ratioClamped');
  if (computed.some((p) => p.deflectionMm > p.thicknessMm / 2)) out.push('largeDeflection');
  if (computed.some((p) => nearestStandardSheetMm(p.thicknessMm, material) === null)) out.push('beyondStandardSheet');
  if (bottom) out.push('bottomSupportNote');
  return out;
}

/** What the screen shows when a figure overflowed (finite.ts): no panels, the reference note and `notComputable`. */
const NO_RESULT: ThicknessResult = { front: null, side: null, bottom: null, allowableStressNmm2: null, warnings: ['referenceOnly'] };

/** Glass (Stilwell) or acrylic (CYRO) wall thickness and deflection, bottom by Roark 1a (docs/methods.md#thickness). */
export function compute(input: ThicknessInput): ThicknessResult {
  const warnings = ['referenceOnly'];
  const material: Material = input.material === 'acrylic' ? 'acrylic' : 'glass';
  const { lengthMm: l, widthMm: w, waterHeightMm: h } = input;
  const setup = [l, w, h].every(isPositive) ? (material === 'glass' ? glassSetup : acrylicSetup)(input, warnings) : null;
  if (!setup) {
    if (!warnings.includes('allowableStressRequired')) warnings.push('invalidInput');
    return { front: null, side: null, bottom: null, allowableStressNmm2: null, warnings };
  }
  const wantSide = input.panels?.side ?? THICKNESS_DEFAULTS.panels.side;
  const wantBottom = input.panels?.bottom ?? THICKNESS_DEFAULTS.panels.bottom;
  const front = verticalPanel(setup, l, h);
  const side = wantSide ? verticalPanel(setup, w, h) : null;
  const bottom = wantBottom ? bottomPanel(setup, l, w, h) : null;
  const requested = [front, wantSide && side, wantBottom && bottom];
  warnings.push(...panelWarnings(material, requested, [front, side], wantBottom && bottom !== null));
  return finiteOr({ front, side, bottom, allowableStressNmm2: setup.allowableStressNmm2, warnings }, NO_RESULT, 'notComputable');
}
