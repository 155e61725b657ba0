import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inToMm, mmToIn } from '@/lib/units';
import {
  compute,
  defaults,
  glassSafetyFactor,
  nearestStandardSheetMm,
  plateDeflection,
  roark1aCoefficients,
  schema,
  stilwellCoefficients,
  type PanelResult,
  type ThicknessInput,
} from './index';

const glass = (o: Partial<ThicknessInput>): ThicknessInput => ({
  material: 'glass',
  lengthMm: 3000,
  widthMm: 1000,
  waterHeightMm: 1000,
  ...o,
});
const acrylic = (o: Partial<ThicknessInput>): ThicknessInput => ({
  material: 'acrylic',
  lengthMm: inToMm(72),
  widthMm: inToMm(24),
  waterHeightMm: inToMm(24),
  acrylicType: 'cast',
  top: 'braced',
  ...o,
});

describe('glass, Stilwell (docs/methods.md#thickness-glass)', () => {
  const r = compute(glass({ safetyFactor: 3.8 }));
  it.each([
    // methods.md#thickness-glass checks: H 1000, L 3000, SF 3.8 → t 27.06 mm, δ 0.49 mm
    ['front thickness 27.06 mm (methods.md#thickness-glass)', r.front!.thicknessMm, 27.06, 2],
    ['front deflection 0.49 mm (methods.md#thickness-glass)', r.front!.deflectionMm, 0.49, 2],
    // methods.md#thickness-glass / methods.md#decisions: B = 19.2/SF, the tests use 5.0526 at SF 3.8
    ['B = 19.2/3.8 = 5.0526 N/mm² (methods.md#thickness-glass, methods.md#decisions)', r.allowableStressNmm2!, 5.0526, 4],
    // methods.md#thickness-glass: 19 mm glass on the same panel reaches SF 1.873
    ['19 mm glass → SF 1.873 (methods.md#thickness-glass)', glassSafetyFactor(19, 1000, r.front!.beta, 19.2), 1.873, 3],
  ])('%s', (_label, actual, expected, digits) => {
    expect(actual).toBeCloseTo(expected, digits);
  });

  it.each([
    // Stilwell table values (methods.md#thickness-glass) and linear interpolation between them (methods.md#decisions)
    [0.5, 0.085, 0.003],
    [1, 0.16, 0.022],
    [2, 0.32, 0.056],
    [3, 0.37, 0.067],
    [1.25, 0.21, 0.032], // midway 1–1.5
    [2.67, 0.3568, 0.06436], // Rivermud rounds up to 0.37 here; methods.md#thickness-glass recommends interpolation
    [0.3, 0.085, 0.003], // clamped to 0.5
    [4, 0.37, 0.067], // clamped to 3
  ])('Stilwell β, α at ratio %f → %f, %f (methods.md#thickness-glass table)', (ratio, beta, alpha) => {
    const c = stilwellCoefficients(ratio);
    expect(c.beta).toBeCloseTo(beta, 6);
    expect(c.alpha).toBeCloseTo(alpha, 6);
  });

  it('flags a ratio outside 0.5–3 and keeps the unclamped ratio', () => {
    const w = compute(glass({ lengthMm: 4000 }));
    expect(w.front!.ratio).toBe(4);
    expect(w.front!.beta).toBe(0.37);
    expect(w.warnings).toContain('ratioClamped');
  });
});

describe('bottom panel, Roark Table 11.4 case 1a (docs/methods.md#thickness-glass)', () => {
  it.each([
    // methods.md#thickness-glass: case 1a at a/b = 1; Roark 7th ed. Table 11.4 for 1.2; FNZAS numbers with their correct a/b labels
    [1, 0.2874, 0.0444],
    [1.2, 0.3762, 0.0616],
    [1.4, 0.453, 0.077],
    [1.6, 0.5172, 0.0906],
    [1.8, 0.5688, 0.1017],
    [2, 0.6102, 0.111],
    [3, 0.7134, 0.1335],
    [1.1, 0.3318, 0.053], // linear midway 1–1.2
    [1e9, 0.75, 0.1421], // a/b → ∞: Roark's strip limit
  ])('a/b %f → β %f, α %f', (ratio, beta, alpha) => {
    const c = roark1aCoefficients(ratio);
    expect(c.beta).toBeCloseTo(beta, 6);
    expect(c.alpha).toBeCloseTo(alpha, 6);
  });

  it('square base 600 × 600 mm, H 500 mm: t = b·√(β p/B) = 10.1186 mm, δ = 0.4025 mm (methods.md#thickness-glass case 1a)', () => {
    const b = compute(glass({ lengthMm: 600, widthMm: 600, waterHeightMm: 500 })).bottom!;
    expect(b).toMatchObject({ ratio: 1, beta: 0.2874, alpha: 0.0444 });
    expect(b.thicknessMm).toBeCloseTo(10.118609, 5);
    expect(b.deflectionMm).toBeCloseTo(0.402482, 5);
  });

  it('uses the short side b = min(L, W) whichever way round', () => {
    const a = compute(glass({ lengthMm: 1200, widthMm: 500 })).bottom!;
    const b = compute(glass({ lengthMm: 500, widthMm: 1200 })).bottom!;
    expect(a).toEqual(b);
    expect(a.ratio).toBeCloseTo(2.4, 12);
  });
});

describe('acrylic, CYRO (docs/methods.md#thickness-acrylic)', () => {
  it.each([
    // methods.md#thickness-acrylic: 72×24×24 in braced at 1000 psi → 0.43 in thick, δ 0.61 in
    ['braced thickness 0.43 in (methods.md#thickness-acrylic)', mmToIn(compute(acrylic({})).front!.thicknessMm), 0.43, 2],
    ['braced deflection 0.61 in (methods.md#thickness-acrylic)', mmToIn(compute(acrylic({})).front!.deflectionMm), 0.61, 2],
    // methods.md#thickness-acrylic: open top ×1.5 on thickness (Rivermud "supported 0.268 in / unsupported 0.403 in")
    [
      'open/braced thickness = 1.5 (methods.md#thickness-acrylic)',
      compute(acrylic({ top: 'open' })).front!.thicknessMm / compute(acrylic({})).front!.thicknessMm,
      1.5,
      12,
    ],
    // docs/methods.md#thickness-acrylic: cast 1000 psi, extruded 850 psi; output in N/mm²
    ['cast 1000 psi = 6.8948 N/mm²', compute(acrylic({})).allowableStressNmm2!, 6.894757, 6],
    ['extruded 850 psi = 5.8605 N/mm²', compute(acrylic({ acrylicType: 'extruded' })).allowableStressNmm2!, 5.860544, 6],
    [
      'custom 750 psi (CYRO) = 5.1711 N/mm²',
      compute(acrylic({ acrylicType: 'custom', allowableStressPsi: 750 })).allowableStressNmm2!,
      5.171068,
      6,
    ],
  ])('%s', (_label, actual, expected, digits) => {
    expect(actual).toBeCloseTo(expected, digits);
  });

  it('warns that δ > t/2 breaks small-deflection theory (methods.md#thickness-acrylic, methods.md#decisions)', () => {
    const r = compute(acrylic({}));
    expect(r.front!.deflectionMm).toBeGreaterThan(r.front!.thicknessMm / 2);
    expect(r.warnings).toContain('largeDeflection');
  });

  it('flags open-top deflection as not physical and leaves the bottom without the ×1.5', () => {
    const open = compute(acrylic({ top: 'open' }));
    expect(open.warnings).toContain('openTopDeflection');
    expect(open.bottom).toEqual(compute(acrylic({})).bottom);
  });

  it('needs a stress for a custom sheet', () => {
    const r = compute(acrylic({ acrylicType: 'custom' }));
    expect(r).toMatchObject({ front: null, side: null, bottom: null, allowableStressNmm2: null });
    expect(r.warnings).toContain('allowableStressRequired');
    const parsed = schema.safeParse({ ...defaults, material: 'acrylic', acrylicType: 'custom', allowableStressPsi: '' });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['allowableStressPsi'], message: 'allowableStressRequired' });
  });
});

describe('contract (docs/methods.md#contract)', () => {
  it('the defaults parse and compute to finite panels', () => {
    const r = compute(schema.parse(defaults));
    for (const p of [r.front, r.side, r.bottom]) {
      expect(Number.isFinite(p!.thicknessMm) && Number.isFinite(p!.deflectionMm)).toBe(true);
    }
    expect(r.warnings[0]).toBe('referenceOnly');
  });

  it('applies defaults for absent optional fields', () => {
    const bare = compute({ material: 'glass', lengthMm: 900, widthMm: 450, waterHeightMm: 420 });
    expect(bare).toEqual(compute(schema.parse(defaults)));
  });

  it.each([
    [{ side: false, bottom: true }, ['side']],
    [{ side: true, bottom: false }, ['bottom']],
    [{ side: false, bottom: false }, ['side', 'bottom']],
  ] as const)('panels %o leave %o null', (panels, nulls) => {
    const r = compute(glass({ panels }));
    expect(r.front).not.toBeNull();
    for (const k of nulls) expect(r[k]).toBeNull();
  });

  it.each([
    ['glass, open top', 'rimlessGlass', glass({ top: 'open' })],
    ['glass, SF below 3.5', 'safetyFactorBelowTypical', glass({ safetyFactor: 3 })],
    ['acrylic, extruded', 'extrudedNotRecommended', acrylic({ acrylicType: 'extruded' })],
    ['acrylic, 1000 psi above CYRO 750', 'cyroConservativeStress', acrylic({})],
    ['glass, 27 mm beyond 25 mm sheet', 'beyondStandardSheet', glass({})],
    ['bottom computed', 'bottomSupportNote', glass({})],
    ['zero water height (no schema)', 'invalidInput', glass({ waterHeightMm: 0 })],
  ])('%s → %s', (_label, key, input) => {
    expect(compute(input).warnings).toContain(key);
  });

  it('returns null panels for impossible input', () => {
    const r = compute(glass({ safetyFactor: Number.NaN }));
    expect(r).toMatchObject({ front: null, side: null, bottom: null, allowableStressNmm2: null });
  });

  it.each([
    [27.06, 'glass', null],
    [17.8, 'glass', 19],
    [6, 'glass', 6],
    [2, 'glass', 3],
    [10.9, 'acrylic', 12],
    [50, 'acrylic', 50],
    [51, 'acrylic', null],
  ] as const)('nearestStandardSheetMm(%f, %s) = %s', (t, material, expected) => {
    expect(nearestStandardSheetMm(t, material)).toBe(expected);
  });
});

describe('properties', () => {
  const inputArb = fc.record({
    material: fc.constantFrom('glass', 'acrylic'),
    lengthMm: fc.double({ min: 1e-3, max: 10_000, noNaN: true }),
    widthMm: fc.double({ min: 1e-3, max: 10_000, noNaN: true }),
    waterHeightMm: fc.double({ min: 1e-3, max: 3_000, noNaN: true }),
    safetyFactor: fc.option(fc.double({ min: 1, max: 20, noNaN: true }), { nil: undefined }),
    tensileStrengthNmm2: fc.option(fc.double({ min: 1e-3, max: 500, noNaN: true }), { nil: undefined }),
    youngsModulusNmm2: fc.option(fc.double({ min: 1000, max: 1e6, noNaN: true }), { nil: undefined }),
    acrylicType: fc.option(fc.constantFrom('cast', 'extruded', 'custom'), { nil: undefined }),
    allowableStressPsi: fc.option(fc.double({ min: 1e-3, max: 50_000, noNaN: true }), { nil: undefined }),
    top: fc.option(fc.constantFrom('open', 'braced'), { nil: undefined }),
    youngsModulusPsi: fc.option(fc.double({ min: 1e4, max: 1e7, noNaN: true }), { nil: undefined }),
    panels: fc.option(fc.record({ side: fc.boolean(), bottom: fc.boolean() }), { nil: undefined }),
  });

  it('every input the schema accepts gives finite numbers, or null with a warning', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        const panels: (PanelResult | null)[] = [r.front, r.side, r.bottom];
        for (const p of panels) {
          if (p) expect(Object.values(p).every(Number.isFinite)).toBe(true);
        }
        if (r.allowableStressNmm2 !== null) expect(Number.isFinite(r.allowableStressNmm2)).toBe(true);
        const requested = [r.front, raw.panels?.side === false ? 'skipped' : r.side, raw.panels?.bottom === false ? 'skipped' : r.bottom];
        if (requested.includes(null) || r.allowableStressNmm2 === null) expect(r.warnings.length).toBeGreaterThan(1);
      }),
      { numRuns: 500 },
    );
  });

  it('thicker glass deflects less', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 50, noNaN: true }), fc.double({ min: 1.01, max: 3, noNaN: true }), (t, k) => {
        const { alpha } = stilwellCoefficients(2);
        const p = 1000 * 1e-5;
        expect(plateDeflection(1000, p, alpha, 69_000, t * k)).toBeLessThan(plateDeflection(1000, p, alpha, 69_000, t));
        expect(glassSafetyFactor(t * k, 1000, 0.32, 19.2)).toBeGreaterThan(glassSafetyFactor(t, 1000, 0.32, 19.2));
      }),
    );
  });

  it('taller water needs thicker glass on every panel', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 5000, noNaN: true }),
        fc.double({ min: 100, max: 5000, noNaN: true }),
        fc.double({ min: 50, max: 1500, noNaN: true }),
        fc.double({ min: 1.001, max: 2, noNaN: true }),
        (lengthMm, widthMm, h, k) => {
          const low = compute(glass({ lengthMm, widthMm, waterHeightMm: h }));
          const high = compute(glass({ lengthMm, widthMm, waterHeightMm: h * k }));
          expect(high.front!.thicknessMm).toBeGreaterThan(low.front!.thicknessMm);
          expect(high.side!.thicknessMm).toBeGreaterThan(low.side!.thicknessMm);
          expect(high.bottom!.thicknessMm).toBeGreaterThan(low.bottom!.thicknessMm);
        },
      ),
    );
  });
});
