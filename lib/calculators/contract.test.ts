import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import * as consumption from './consumption';
import * as dilution from './dilution';
import * as dosing from './dosing';
import * as nutrients from './nutrients';
import * as par from './par-distribution';
import * as runningCost from './running-cost';
import * as salinity from './salinity';
import * as saltmix from './saltmix';
import * as thickness from './thickness';
import * as volume from './volume';

/** docs/methods.md#contract: every module exports `schema` (a zod schema), `defaults` (valid input) and `compute`. */
const modules = {
  consumption,
  dilution,
  dosing,
  nutrients,
  'par-distribution': par,
  'running-cost': runningCost,
  salinity,
  saltmix,
  thickness,
  volume,
};

describe.each(Object.entries(modules))('%s: the compute contract (docs/methods.md#contract)', (_slug, m) => {
  it('parses its defaults and computes a result with its warnings from them', () => {
    const input = m.schema.parse(m.defaults);
    const result = m.compute(input as never) as { warnings: unknown };
    expect(Array.isArray(result.warnings)).toBe(true);
  });

  it('rejects bad input with the errors classic zod gives: ZodError, issues with message keys, flatten()', () => {
    // every number of the defaults' top level replaced by text
    const bad: Record<string, unknown> = { ...(m.defaults as object) };
    for (const k of Object.keys(bad)) if (typeof bad[k] === 'number') bad[k] = 'not a number';
    const r = m.schema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error).toBeInstanceOf(ZodError);
    expect(r.error!.issues.length).toBeGreaterThan(0);
    expect(r.error!.issues.every((i) => /^[a-zA-Z]+$/.test(i.message))).toBe(true);
    expect((r.error as ZodError).flatten().fieldErrors).toBeTypeOf('object');
    expect(() => m.schema.parse(bad)).toThrow(ZodError);
  });
});
