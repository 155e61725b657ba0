import { describe, expect, it } from 'vitest';
import * as u from './units';

describe('units', () => {
  it('uses exact definitions', () => {
    expect(u.usGallonsToLiters(1)).toBe(3.785411784);
    expect(u.inToMm(1)).toBe(25.4);
    expect(u.inToCm(10)).toBeCloseTo(25.4, 12);
    expect(u.fahrenheitToCelsius(77)).toBeCloseTo(25, 12);
    expect(u.celsiusToFahrenheit(100)).toBeCloseTo(212, 12);
  });

  it('converts alkalinity with the exact factors of docs/methods.md#conventions', () => {
    expect(u.convertAlkalinity(1, 'meqL', 'dkh')).toBeCloseTo(2.80385, 10);
    expect(u.convertAlkalinity(1, 'dkh', 'meqL')).toBeCloseTo(0.356652, 6);
    expect(u.convertAlkalinity(1, 'meqL', 'ppmCaco3')).toBeCloseTo(50.043, 10);
    expect(u.convertAlkalinity(1, 'dkh', 'ppmCaco3')).toBeCloseTo(17.848, 3);
    expect(u.convertAlkalinity(8, 'dkh', 'dkh')).toBe(8);
  });

  it('converts stress between N/mm² and psi', () => {
    expect(u.psiToNmm2(1000)).toBeCloseTo(6.895, 3);
    expect(u.nmm2ToPsi(u.psiToNmm2(850))).toBeCloseTo(850, 10);
  });

  it('round-trips every display quantity', () => {
    for (const kind of ['volume', 'length', 'thickness', 'temperature'] as const) {
      const shown = u.toDisplayUnit(kind, 'imperial', 42);
      expect(u.fromDisplayUnit(kind, 'imperial', shown)).toBeCloseTo(42, 10);
      expect(u.toDisplayUnit(kind, 'metric', 42)).toBe(42);
    }
  });
});
