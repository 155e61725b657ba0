import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { num, oneOf } from '../schema-kit';
import * as s from './index';

const schema = z.object({
  temperatureC: num({ min: 0, max: 40 }),
  unit: oneOf(['ppt', 'sg']),
  sump: z.optional(z.object({ lengthCm: num({ gt: 0 }) })),
});

describe('calculator state', () => {
  it('turns parsed values into strings and back through the query string', () => {
    const draft = s.toDraft({ temperatureC: 25, unit: 'ppt', sump: { lengthCm: 40 }, devices: [{ watts: 5, on: true }] });
    expect(draft).toEqual({ temperatureC: '25', unit: 'ppt', sump: { lengthCm: '40' }, devices: [{ watts: '5', on: true }] });
    const query = s.draftToQuery(draft);
    expect(query).toBe('temperatureC=25&unit=ppt&sump.lengthCm=40&devices.0.watts=5&devices.0.on=true');
    expect(s.draftFromQuery(query, ['temperatureC', 'unit', 'sump', 'devices'])).toEqual({
      temperatureC: '25',
      unit: 'ppt',
      sump: { lengthCm: '40' },
      devices: [{ watts: '5', on: 'true' }],
    });
  });

  it('ignores unknown and hostile query keys', () => {
    expect(s.draftFromQuery('utm_source=x', ['temperatureC'])).toBeNull();
    const d = s.draftFromQuery('temperatureC=25&__proto__.x=1&temperatureC.constructor.y=2', ['temperatureC', '__proto__']);
    expect(d).toEqual({ temperatureC: '25' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(s.unflattenDraft({ 'list.999999': 'x' })).toEqual({ list: [] });
  });

  it('validates saved state with the schema and falls back on anything else', () => {
    const good = s.serializeSaved({ temperatureC: '25', unit: 'ppt' });
    expect(s.readSaved(good, schema)).toEqual({ temperatureC: '25', unit: 'ppt' });
    expect(s.readSaved('{not json', schema)).toBeNull();
    expect(s.readSaved(JSON.stringify({ v: 0, draft: { temperatureC: '25', unit: 'ppt' } }), schema)).toBeNull();
    expect(s.readSaved(s.serializeSaved({ temperatureC: '99', unit: 'ppt' }), schema)).toBeNull();
    expect(s.readSaved(null, schema)).toBeNull();
  });

  it('merges a partial link over the defaults', () => {
    expect(s.mergeDraft({ a: '1', b: '2', o: { x: '1', y: '2' } }, { b: '3', o: { y: '4' } })).toEqual({
      a: '1',
      b: '3',
      o: { x: '1', y: '4' },
    });
  });

  it('carries a switched-off section and an empty list through a link', () => {
    const defaults = s.toDraft({ temperatureC: 25, salt: { tankL: 300 }, devices: [{ watts: 5 }], foods: [{ days: 3 }] });
    const query = s.draftToQuery({ ...defaults, salt: null, devices: [] });
    expect(query).toBe(`temperatureC=25&salt=${s.LINK_NULL}&devices=${s.LINK_EMPTY_LIST}&foods.0.days=3`);
    const link = s.draftFromQuery(query, Object.keys(defaults))!;
    expect(s.mergeDraft(defaults, link)).toEqual({ temperatureC: '25', salt: null, devices: [], foods: [{ days: '3' }] });
  });

  it('keeps the link markers as text where the defaults hold text', () => {
    expect(s.mergeDraft({ name: 'LED' }, { name: s.LINK_NULL })).toEqual({ name: s.LINK_NULL });
  });

  it('reports issues by path with their bounds', () => {
    const r = schema.safeParse({ temperatureC: '45', unit: 'ppt', sump: { lengthCm: 'abc' } });
    const issues = s.issuesByPath(r.error);
    expect(issues.temperatureC).toEqual({ key: 'tooLarge', minimum: undefined, maximum: 40 });
    expect(issues['sump.lengthCm'].key).toBe('notNumber');
  });

  it('reads and writes nested paths without mutating', () => {
    const d = { a: { b: '1' }, list: [{ x: '1' }] } as s.Draft;
    const e = s.setAt(d, 'list.0.x', '2');
    expect(s.getAt(e, 'list.0.x')).toBe('2');
    expect(s.getAt(d, 'list.0.x')).toBe('1');
    expect(s.getAt(s.setAt(d, 'a.b', '5'), 'a.b')).toBe('5');
  });
});

describe('inputKeys', () => {
  it('lists the keys of the defaults and, for an object schema, of its shape', () => {
    const keys = s.inputKeys(schema, { temperatureC: '25', extra: '1' });
    expect(keys).toEqual(['temperatureC', 'extra', 'unit', 'sump']); // sump: optional, absent from the defaults
    expect(s.inputKeys(z.string(), { a: '1' })).toEqual(['a']);
  });
});

describe('exclusive bounds', () => {
  it('marks a bound that is itself refused', () => {
    const gt = z.object({ v: num({ gt: 0 }) });
    expect(s.issuesByPath(gt.safeParse({ v: '0' }).error).v).toMatchObject({ key: 'tooSmall', minimum: 0, inclusive: false });
    const min = z.object({ v: num({ min: 0 }) });
    expect(s.issuesByPath(min.safeParse({ v: '-1' }).error).v.inclusive).toBeUndefined();
  });
});
