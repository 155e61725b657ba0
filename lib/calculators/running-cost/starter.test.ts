import { describe, expect, it } from 'vitest';
import { compute, schema } from './index';
import { starterSetup } from './starter';

const names = {
  returnPump: 'Return pump',
  wavemaker: 'Wavemaker',
  light: 'LED light',
  heater: 'Heater',
  skimmer: 'Skimmer',
  additive: 'Alkalinity',
};

describe('running cost starter setup', () => {
  it.each([
    ['en', 'USD', 0.17],
    ['ja', 'JPY', 31],
  ])('%s: a small reef priced in %s at %s per kWh, valid and costing something', (locale, currency, priceKwh) => {
    const s = starterSetup(locale, names);
    expect(s.currency).toBe(currency);
    expect(s.priceKwh).toBe(priceKwh);
    const r = compute(schema.parse(s));
    expect(r.warnings).toEqual([]);
    expect(r.totalPerDay).toBeGreaterThan(0);
    expect(s.devices!.map((d) => d.name)).toEqual(['Return pump', 'Wavemaker', 'LED light', 'Heater', 'Skimmer']);
    expect(s.salt).not.toBeNull();
  });

  it('runs the light 10 h a day', () => {
    expect(starterSetup('en', names).devices![2]).toMatchObject({ hoursPerDay: 10, runs24h: false });
  });
});
