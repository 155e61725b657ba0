import { describe, expect, it } from 'vitest';
import { ICP_ELEMENTS, ICP_SOURCES, icpElement, nswAt, targetAt } from './catalogue';
import { fixtureNames, readFixture } from './fixture-files';
import { parseIcpReport } from './parse';
import { ICP_PRODUCTS } from './products';

describe('ICP element catalogue', () => {
  const sourceIds = new Set(ICP_SOURCES.map((s) => s.id));

  it('every element has sources that exist', () => {
    for (const e of ICP_ELEMENTS) {
      expect(e.sources.length, e.element).toBeGreaterThan(0);
      for (const s of e.sources) expect(sourceIds.has(s), `${e.element} ${s}`).toBe(true);
    }
    for (const s of ICP_SOURCES) expect(s.url).toMatch(/^https?:\/\//);
  });

  it('values are positive and every target band is ordered', () => {
    for (const e of ICP_ELEMENTS) {
      if (e.nsw35 !== null) expect(e.nsw35, e.element).toBeGreaterThan(0);
      if (e.concern !== null) expect(e.concern, e.element).toBeGreaterThan(0);
      if (e.target) {
        expect(e.target.low, e.element).toBeGreaterThan(0);
        expect(e.target.high, e.element).toBeGreaterThan(e.target.low);
      }
    }
  });

  it('symbols are unique and every element has English and Japanese names and roles', () => {
    expect(new Set(ICP_ELEMENTS.map((e) => e.element)).size).toBe(ICP_ELEMENTS.length);
    for (const e of ICP_ELEMENTS) {
      expect(e.names.en && e.names.ja && e.role.en && e.role.ja, e.element).toBeTruthy();
    }
    expect(icpElement('I')?.names.ja).toBe('ヨウ素');
    expect(icpElement('Sr')?.names.ja).toBe('ストロンチウム');
    expect(icpElement('Ca')?.names.ja).toBe('カルシウム');
  });

  it("every symbol the parser reads from the fixtures and every product's element is in the catalogue", () => {
    for (const name of fixtureNames()) {
      for (const a of parseIcpReport(readFixture(name)).analytes) expect(icpElement(a.element), a.element).toBeDefined();
    }
    for (const p of ICP_PRODUCTS) expect(icpElement(p.element), p.id).toBeDefined();
  });

  it('majors follow Millero 2008 (mg/kg × 1.0233 kg/L)', () => {
    // Ca 412.08 mg/kg × 1.0233 = 421.68; Mg 1283.72 × 1.0233 = 1313.63
    expect(icpElement('Ca')?.nsw35).toBeCloseTo(421.68, 1);
    expect(icpElement('Mg')?.nsw35).toBeCloseTo(1313.63, 1);
  });

  it('nswAt scales by salinity / 35, except salinity and alkalinity', () => {
    // 421.68 × 33 / 35 = 397.58
    expect(nswAt('Ca', 33)).toBeCloseTo(397.58, 1);
    expect(nswAt('Ca', 35)).toBeCloseTo(421.68, 1);
    expect(nswAt('KH', 30)).toBe(icpElement('KH')?.nsw35);
    expect(nswAt('NO2', 35)).toBeNull();
    expect(nswAt('Xx', 35)).toBeNull();
    expect(nswAt('Ca', Number.NaN)).toBeNull();
    expect(nswAt('Ca', 0)).toBeNull();
    // 380–450 × 33/35 = 358.29–424.29
    expect(targetAt('Ca', 33)?.low).toBeCloseTo(358.29, 1);
    expect(targetAt('Ca', null)).toEqual({ low: 380, high: 450 });
  });
});
