import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compute, DAYS_PER_MONTH, defaults, MAX_ROWS, schema } from './index';

const allFinite = (r: object): boolean =>
  Object.values(r as Record<string, unknown>).every((v) =>
    typeof v === 'number' ? Number.isFinite(v) : v && typeof v === 'object' ? allFinite(v) : true,
  );

/**
 * Hand-worked case (docs/methods.md#running-cost):
 *   LED 100 W × 10 h × 50 % = 0.5 kWh; pump 30 W × 24 h ("runs 24h") = 0.72 kWh → 1.22 kWh/day × 31/kWh = 37.82
 *   additive 10 mL/day of a 500 mL bottle at 2000 → 40/day
 *   food 1500 a pack lasting 30 days → 50/day
 *   salt 300 L × 10 % weekly = 30/7 L/day; a bucket at 8000 makes 750 L → 45.714…/day
 *   total 173.534…/day; month = day·365/12; year = day·365
 */
const worked = {
  devices: [
    { name: 'LED', watts: 100, hoursPerDay: 10, powerPct: 50, runs24h: false },
    { name: 'Return pump', watts: 30, hoursPerDay: 3, powerPct: 100, runs24h: true }, // runs24h overrides the hours
  ],
  priceKwh: 31,
  additives: [{ name: 'Ca', dailyMl: 10, productSizeMl: 500, productCost: 2000 }],
  foods: [{ type: 'frozen', costPerPack: 1500, packSize: 100, durationDays: 30 }],
  salt: { tankVolumeL: 300, waterChangePct: 10, frequency: 'weekly', saltPrice: 8000, bucketCapacityL: 750 },
} as const;
const saltPerDay = ((300 * 0.1) / 7) * (8000 / 750);
const total = 37.82 + 40 + 50 + saltPerDay;

describe('running cost: worked values of docs/methods.md#running-cost', () => {
  it.each([
    ['kwhPerDay', 1.22],
    ['kwhPerMonth', (1.22 * 365) / 12],
    ['kwhPerYear', 1.22 * 365],
    ['electricityPerDay', 37.82],
    ['additivesPerDay', 40],
    ['foodPerDay', 50],
    ['saltPerDay', saltPerDay],
    ['totalPerDay', total],
    ['totalPerMonth', (total * 365) / 12], // methods.md#conventions/methods.md#decisions: month = 365/12 days, not 30
    ['totalPerYear', total * 365],
    ['electricitySharePct', (37.82 / total) * 100],
    ['saltSharePct', (saltPerDay / total) * 100],
  ] as const)('%s = %s', (field, expected) => {
    const r = compute(worked);
    expect(r[field]).toBeCloseTo(expected, 9);
    expect(r.warnings).toEqual([]);
  });

  it('uses a 365/12-day month', () => {
    expect(DAYS_PER_MONTH).toBeCloseTo(30.4167, 4);
  });

  it('gives per-row figures for the table', () => {
    const r = compute(worked);
    expect(r.devicesDetail).toEqual([
      { name: 'LED', hoursPerDay: 10, kwhPerDay: 0.5, costPerDay: 15.5 },
      { name: 'Return pump', hoursPerDay: 24, kwhPerDay: 0.72, costPerDay: expect.closeTo(22.32, 12) as number },
    ]);
    expect(r.additivesDetail).toEqual([{ name: 'Ca', costPerDay: 40, daysPerPackage: 50 }]);
    expect(r.foodsDetail).toEqual([{ type: 'frozen', costPerDay: 50 }]);
    expect(r.saltDetail!.waterPerChangeL).toBeCloseTo(30, 12);
    expect(r.saltDetail!.bucketsPerYear).toBeCloseTo(((30 / 7) * 365) / 750, 12);
  });

  it('shares add up to 100 %', () => {
    const r = compute(worked);
    expect(r.electricitySharePct! + r.additivesSharePct! + r.foodSharePct! + r.saltSharePct!).toBeCloseTo(100, 9);
  });

  it.each([
    [{ frequency: 'biweekly' }, saltPerDay / 2], // methods.md#running-cost: bi-weekly = 14 days
    [{ waterChangePct: 0 }, 0],
  ] as const)('salt %o costs %s a day', (patch, expected) => {
    expect(compute({ ...worked, salt: { ...worked.salt, ...patch } }).saltPerDay).toBeCloseTo(expected, 12);
  });

  it('counts no salt block (null or absent) as no salt cost', () => {
    const { salt: _salt, ...rest } = worked;
    expect(compute(rest).saltPerDay).toBe(0);
    expect(compute({ ...rest, salt: null }).totalPerDay).toBeCloseTo(37.82 + 40 + 50, 9);
  });

  it('defaults power to 100 % and reads a missing optional list as empty', () => {
    const r = compute({ devices: [{ name: 'Heater', watts: 200, hoursPerDay: 6 }], priceKwh: 30 });
    expect(r.kwhPerDay).toBeCloseTo(1.2, 12);
    expect(r.electricityPerDay).toBeCloseTo(36, 12);
    expect(r.electricitySharePct).toBe(100);
    expect([r.additivesPerDay, r.foodPerDay, r.saltPerDay]).toEqual([0, 0, 0]);
  });

  it('has no shares when nothing costs anything', () => {
    const r = compute({ devices: [], priceKwh: 31, additives: [], foods: [], salt: null });
    expect(r.totalPerDay).toBe(0);
    expect([r.electricitySharePct, r.additivesSharePct, r.foodSharePct, r.saltSharePct]).toEqual([null, null, null, null]);
    expect(r.warnings).toEqual(['totalZero']);
  });

  it.each([
    [{ additives: [{ name: 'x', dailyMl: 5, productSizeMl: 0, productCost: 10 }] }, 'additivesPerDay', 'invalidAdditive'],
    [{ foods: [{ type: 'x', costPerPack: 10, durationDays: 0 }] }, 'foodPerDay', 'invalidFood'],
    [{ salt: { ...worked.salt, bucketCapacityL: 0 } }, 'saltPerDay', 'invalidSalt'],
    [{ devices: [{ name: 'x', watts: 10, hoursPerDay: 30 }] }, 'kwhPerDay', 'invalidDevice'],
    [{ devices: [{ name: 'x', watts: 10 }] }, 'kwhPerDay', 'invalidDevice'], // no hours and not 24 h
    [{ priceKwh: Number.NaN }, 'electricityPerDay', 'invalidPriceKwh'],
  ] as const)('impossible row %o: %s and the total are null, with %s', (patch, field, warning) => {
    const r = compute({ ...worked, ...patch });
    expect(r[field]).toBeNull();
    expect(r.totalPerDay).toBeNull();
    expect(r.electricitySharePct).toBeNull();
    expect(r.warnings).toContain(warning);
    expect(allFinite(r)).toBe(true);
  });
});

describe('running cost: schema', () => {
  it('accepts the defaults, which compute cleanly', () => {
    const r = compute(schema.parse(defaults));
    expect(r.warnings).toEqual([]);
    expect(r.totalPerDay).toBeGreaterThan(0);
  });

  it('reads full-width digits and URL booleans, and fills the lists', () => {
    const parsed = schema.parse({ priceKwh: '３１', devices: [{ name: ' LED ', watts: '１２０', hoursPerDay: '１０', runs24h: 'false' }] });
    expect(parsed.priceKwh).toBe(31);
    expect(parsed.devices[0]).toMatchObject({ name: 'LED', watts: 120, hoursPerDay: 10, runs24h: false });
    expect(parsed.additives).toEqual([]);
    expect(parsed.foods).toEqual([]);
  });

  const device = { name: 'LED', watts: 100, hoursPerDay: 10, powerPct: 100, runs24h: false };
  it.each([
    [{ priceKwh: '' }, ['priceKwh'], 'required'],
    [{ priceKwh: -1 }, ['priceKwh'], 'tooSmall'],
    [{ devices: [{ ...device, hoursPerDay: 25 }] }, ['devices', 0, 'hoursPerDay'], 'tooLarge'],
    [{ devices: [{ ...device, hoursPerDay: undefined }] }, ['devices', 0, 'hoursPerDay'], 'required'],
    [{ devices: [{ ...device, powerPct: 120 }] }, ['devices', 0, 'powerPct'], 'tooLarge'],
    [{ devices: [{ ...device, watts: 'abc' }] }, ['devices', 0, 'watts'], 'notNumber'],
    [{ devices: [{ ...device, name: 'x'.repeat(61) }] }, ['devices', 0, 'name'], 'tooLong'],
    [{ devices: Array.from({ length: MAX_ROWS + 1 }, () => device) }, ['devices'], 'tooManyRows'],
    [{ additives: [{ name: 'a', dailyMl: 1, productSizeMl: 0, productCost: 1 }] }, ['additives', 0, 'productSizeMl'], 'tooSmall'],
    [{ foods: [{ type: 'pellets', costPerPack: 1, durationDays: 0 }] }, ['foods', 0, 'durationDays'], 'tooSmall'],
    [{ salt: { ...defaults.salt, frequency: 'daily' } }, ['salt', 'frequency'], 'invalidOption'],
    [{ salt: { ...defaults.salt, waterChangePct: 101 } }, ['salt', 'waterChangePct'], 'tooLarge'],
  ])('rejects %o at %j with %s', (patch, path, key) => {
    const res = schema.safeParse({ ...defaults, ...patch });
    expect(res.success).toBe(false);
    expect(res.error!.issues).toContainEqual(expect.objectContaining({ path, message: key }));
  });

  it('accepts a device that runs 24 h without hours', () => {
    expect(schema.safeParse({ ...defaults, devices: [{ name: 'Pump', watts: 30, runs24h: true }] }).success).toBe(true);
  });
});

describe('running cost: properties', () => {
  const d = (min: number, max: number) => fc.double({ min, max, noNaN: true });
  const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  const raw = fc.record({
    devices: fc.array(
      fc.record({
        name: fc.string({ maxLength: 70 }),
        watts: d(-1, 2e5),
        hoursPerDay: opt(d(-1, 25)),
        powerPct: opt(d(-1, 101)),
        runs24h: fc.boolean(),
      }),
      { maxLength: 6 },
    ),
    priceKwh: d(-1, 1e6),
    additives: fc.array(fc.record({ name: fc.string(), dailyMl: d(-1, 1e5), productSizeMl: d(-1, 1e7), productCost: d(-1, 1e9) }), {
      maxLength: 4,
    }),
    foods: fc.array(fc.record({ type: fc.string(), costPerPack: d(-1, 1e9), packSize: opt(d(0, 1e3)), durationDays: d(-1, 4000) }), {
      maxLength: 4,
    }),
    salt: fc.option(
      fc.record({
        tankVolumeL: d(-1, 1e6),
        waterChangePct: d(-1, 101),
        frequency: fc.constantFrom('weekly', 'biweekly'),
        saltPrice: d(-1, 1e9),
        bucketCapacityL: d(-1, 1e6),
      }),
      { nil: null },
    ),
  });

  it('returns finite numbers and shares in 0–100 (or null with a warning) for every input the schema accepts', () => {
    fc.assert(
      fc.property(raw, (input) => {
        const parsed = schema.safeParse(input);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expect(allFinite(r)).toBe(true);
        const shares = [r.electricitySharePct, r.additivesSharePct, r.foodSharePct, r.saltSharePct];
        for (const s of shares.filter((x) => x !== null)) {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(100 + 1e-9);
        }
        if (r.totalPerDay === null || shares.includes(null)) expect(r.warnings.length).toBeGreaterThan(0);
        if (r.totalPerDay !== null) expect(r.totalPerDay).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('never returns NaN or ±Infinity even without the schema', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.double(), (watts, hours, price, x) => {
        const r = compute({
          devices: [{ watts, hoursPerDay: hours, powerPct: x }],
          priceKwh: price,
          additives: [{ dailyMl: x, productSizeMl: hours, productCost: price }],
          foods: [{ costPerPack: watts, durationDays: x }],
          salt: { tankVolumeL: watts, waterChangePct: x, frequency: 'weekly', saltPrice: price, bucketCapacityL: hours },
        });
        expect(allFinite(r)).toBe(true);
      }),
    );
  });

  it('more watts cost more', () => {
    fc.assert(
      fc.property(d(0, 1000), d(0.1, 500), d(0.1, 24), d(1, 100), d(0.01, 100), (watts, extra, hours, pct, price) => {
        const at = (w: number) => compute({ devices: [{ name: 'x', watts: w, hoursPerDay: hours, powerPct: pct }], priceKwh: price });
        expect(at(watts + extra).totalPerDay!).toBeGreaterThan(at(watts).totalPerDay!);
        expect(at(watts + extra).kwhPerYear!).toBeGreaterThan(at(watts).kwhPerYear!);
      }),
    );
  });
});
