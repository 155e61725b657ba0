import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absoluteSalinity,
  conductivity25FromSp,
  conductivityFromSp,
  defaultSgConvention,
  idealSaltPerLiterRodi,
  pureWaterDensity,
  saltPerKgWater,
  seawaterDensity,
  SG_CONVENTIONS,
  sgConventionsFor,
  specificGravity,
  spFromConductivity,
  spFromDensity,
  spFromReading,
  spFromSpecificGravity,
  type SgConvention,
} from './seawater';

const sp = fc.double({ min: 0, max: 42, noNaN: true });
const spPss78 = fc.double({ min: 2, max: 42, noNaN: true }); // PSS-78 validity (docs/methods.md#salinity)
const temp = fc.double({ min: 0, max: 40, noNaN: true });
const convention = fc.constantFrom(...SG_CONVENTIONS);

describe('seawater core: worked values', () => {
  it.each([
    // [SP, t °C, C in situ mS/cm, ρ kg/m³] — docs/methods.md#salinity headline numbers (TEOS-10). EOS-80 may differ
    // from TEOS-10 by up to 0.0052 kg/m³ (§1.2), so ρ is checked within 0.006 (at 28 °C EOS-80 gives 1022.3946).
    [35, 25, 53.07, 1023.34],
    [35, 28, 56.23, 1022.4],
  ])('SP %d at %d °C → C %d mS/cm, ρ %d kg/m³', (s, t, c, rho) => {
    expect(conductivityFromSp(s, t)).toBeCloseTo(c, 2);
    expect(Math.abs(seawaterDensity(s, t) - rho)).toBeLessThan(0.006);
  });

  // SG agrees with TEOS-10 within 5e-6 (§1.2), so rows are checked to 1e-5 (EOS-80 20/20 gives 1.026604).
  it.each<[SgConvention, number, number]>([
    ['25/25', 25, 1.02637], // docs/methods.md#salinity
    ['t/t', 28, 1.02626], // §1.1: t/t at 28 °C
    ['t/t', 20, 1.02661], // §1.1: t/t at 20 °C
    ['20/20', 25, 1.02661], // §1.1
    ['60F/60F', 25, 1.02686], // §1.1 (15.56 °C)
    ['25/4', 25, 1.02337], // §1.1: Japanese 25/4 = in-situ g/cm³ × 1.000025
    ['15/4', 25, 1.026], // §1.1: Japanese glass hydrometer 15/4 °C (1.02600)
    ['15/4', 28, 1.026], // 15/4 does not depend on the tank temperature
  ])('SP 35 → SG %s (tank %d °C) = %d', (conv, t, sg) => {
    expect(Math.abs(specificGravity(35, conv, t) - sg)).toBeLessThan(1e-5);
  });

  it.each([
    [30, 1.0196, 1.0221], // docs/japan.md#sg-convention table (derived with EOS-80): SP, d25/4, d15/4
    [33, 1.0219, 1.0245],
    [34.5, 1.023, 1.0256],
    [35, 1.0234, 1.026],
    [36, 1.0241, 1.0268],
  ])('SP %d → 25/4 %d and 15/4 %d at 4 decimals (docs/japan.md#sg-convention)', (sp, d254, d154) => {
    expect(Number(specificGravity(sp, '25/4').toFixed(4))).toBe(d254);
    expect(Number(specificGravity(sp, '15/4').toFixed(4))).toBe(d154);
  });

  it('/ja reads a typed SG as 25/4 and lists it first; English keeps 25/25 (docs/methods.md#salinity)', () => {
    expect(defaultSgConvention('ja')).toBe('25/4');
    expect(defaultSgConvention('en')).toBe('25/25');
    expect(sgConventionsFor('ja')[0]).toBe('25/4');
    expect(sgConventionsFor('en')[0]).toBe('25/25');
    expect([...sgConventionsFor('ja')].sort()).toEqual([...SG_CONVENTIONS].sort());
  });

  it('25/4 equals the in-situ density in g/cm³ × 1.000025 (§1.1)', () => {
    expect(specificGravity(35, '25/4')).toBeCloseTo((seawaterDensity(35, 25) / 1000) * 1.000025, 6);
  });

  it.each<[number, SgConvention, number, number]>([
    [1.026, '25/25', 34.51, 2], // §2: "SG 1.026 at 25/25 gives SP 34.51"
    [1.023, '25/25', 30.5, 1], // §1.3: SG(25/25) 1.023–1.027 = SP 30.5–35.8
    [1.027, '25/25', 35.8, 1], // §1.3
    [1.023, '25/4', 34.5, 1], // docs/japan.md#sg-convention: 「比重1.023」≈ 34.5 ppt
    [1.025, '60F/60F', 32.6, 1], // §1.1: ReefKeepers FAQ "1.025 at 60 °F" = SP 32.6
    [1.0256, '15/4', 34.5, 1], // §1.1: 15/4 1.0256 ≈ SP 34.5 (docs/japan.md#sg-convention table)
    [1.02215, '15/4', 30, 2], // docs/japan.md#sg-convention: SP 30 → d15/4 1.0221 (1.02215 before rounding)
    [1.0268, '15/4', 36, 1], // docs/japan.md#sg-convention: SP 36 → d15/4 1.0268
    [1.0226, '25/4', 34, 1], // docs/methods.md#salinity: 25/4 1.0226–1.0241 for SP 34–36
    [1.0241, '25/4', 36, 1],
  ])('SG %d (%s) → SP %d', (sg, conv, expected, digits) => {
    expect(spFromSpecificGravity(sg, conv)).toBeCloseTo(expected, digits);
  });

  it.each([
    [48, 31.3], // §1.1: C25 48–58 mS/cm equals SP 31.3–38.7
    [58, 38.7],
    [53.07, 35], // §1.3 headline, inverted
  ])('C25 %d mS/cm → SP %d', (c25, expected) => {
    expect(spFromConductivity(c25, 25)).toBeCloseTo(expected, 1);
  });

  it.each([
    [1023, 34.5], // §1.3: in-situ density 1.023–1.027 g/cm³ at 25 °C is SP 34.5–39.8
    [1027, 39.8],
  ])('ρ %d kg/m³ at 25 °C → SP %d', (rho, expected) => {
    expect(spFromDensity(rho, 25)).toBeCloseTo(expected, 1);
  });

  it('conductivity at 35 / 15 °C t68 is the PSS-78 reference 42.914 mS/cm (r_t(15) = 1 to 1.4e-9)', () => {
    expect(conductivityFromSp(35, 15 / 1.00024)).toBeCloseTo(42.914, 6);
  });

  it('salt bookkeeping (§0, §2): SA(35), w(35) = 36.447, 36.34 g/L RODI at 25 °C, 35.99 g per L of seawater', () => {
    expect(absoluteSalinity(35)).toBeCloseTo(35.16504, 12);
    expect(saltPerKgWater(35)).toBeCloseTo(36.447, 3);
    expect(idealSaltPerLiterRodi(35, 25)).toBeCloseTo(36.339, 3); // §12: "36.339 g, the ideal salt at 25 °C"
    const gPerLSeawater = (seawaterDensity(35, 25) / 1000) * absoluteSalinity(35);
    expect(gPerLSeawater).toBeCloseTo(35.99, 2);
  });

  it('pure-water density: SMOW at 25 °C and 3.98 °C', () => {
    expect(pureWaterDensity(25)).toBeCloseTo(997.0464, 4); // EOS-80 SMOW at t68 = 25.006
    expect(pureWaterDensity(3.98)).toBeCloseTo(999.975, 3);
    expect(seawaterDensity(0, 25)).toBe(pureWaterDensity(25));
  });

  it('inverses return null outside SP 0–42', () => {
    expect(spFromSpecificGravity(0.999, '25/25')).toBeNull();
    expect(spFromSpecificGravity(1.04, '25/25')).toBeNull();
    expect(spFromDensity(1100, 25)).toBeNull();
    expect(spFromSpecificGravity(1, '25/25')).toBeCloseTo(0, 9);
  });

  it('spFromReading treats ppt and psu alike and converts g/cm³', () => {
    expect(spFromReading(35, 'psu', 25)).toBe(35);
    expect(spFromReading(1.0233412348427412, 'density', 25)).toBeCloseTo(35, 9);
    expect(spFromReading(53.07103204872762, 'conductivity', 28, { conductivityCompensated: true })).toBeCloseTo(35, 9);
    expect(spFromReading(-1, 'conductivity', 25)).toBeNull();
    expect(spFromReading(Number.NaN, 'ppt', 25)).toBeNull();
  });
});

describe('seawater core: properties', () => {
  it('more salinity → higher SG (every convention), conductivity and density', () => {
    fc.assert(
      fc.property(sp, sp, temp, convention, (a, b, t, conv) => {
        fc.pre(Math.abs(a - b) > 1e-6);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(specificGravity(hi, conv, t)).toBeGreaterThan(specificGravity(lo, conv, t));
        expect(seawaterDensity(hi, t)).toBeGreaterThan(seawaterDensity(lo, t));
        if (lo > 0.05) expect(conductivityFromSp(hi, t)).toBeGreaterThan(conductivityFromSp(lo, t));
      }),
    );
  });

  it('round trip SP → conductivity → SP within 1e-6 (in situ and C25)', () => {
    fc.assert(
      fc.property(spPss78, temp, (s, t) => {
        expect(Math.abs(spFromConductivity(conductivityFromSp(s, t), t) - s)).toBeLessThan(1e-6);
        expect(Math.abs(spFromConductivity(conductivity25FromSp(s), 25) - s)).toBeLessThan(1e-6);
      }),
    );
  });

  it('round trip SP → SG → SP within 1e-6 for every convention', () => {
    fc.assert(
      fc.property(sp, temp, convention, (s, t, conv) => {
        const back = spFromSpecificGravity(specificGravity(s, conv, t), conv, t);
        expect(back).not.toBeNull();
        expect(Math.abs((back as number) - s)).toBeLessThan(1e-6);
      }),
    );
  });

  it('round trip SP → density → SP within 1e-6', () => {
    fc.assert(
      fc.property(sp, temp, (s, t) => {
        const back = spFromDensity(seawaterDensity(s, t), t);
        expect(back).not.toBeNull();
        expect(Math.abs((back as number) - s)).toBeLessThan(1e-6);
      }),
    );
  });

  it('every function is finite on SP 0–42 × 0–40 °C', () => {
    fc.assert(
      fc.property(sp, temp, convention, (s, t, conv) => {
        for (const x of [conductivityFromSp(s, t), seawaterDensity(s, t), specificGravity(s, conv, t), saltPerKgWater(s)]) {
          expect(Number.isFinite(x)).toBe(true);
        }
      }),
    );
  });
});
