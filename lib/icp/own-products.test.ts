import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/log/model';
import { checkOwnProduct, ownProductEntryId, ownProductsOf, ownProductTyped, readFigure, type OwnProductForm } from './own-products';
import { planIcpCorrections } from './plan';
import type { IcpAnalyte } from './types';

const form = (over: Partial<OwnProductForm> = {}): OwnProductForm => ({
  name: 'My Strontium',
  element: 'Sr',
  amount: '10',
  doseUnit: 'mL',
  raises: '1',
  unit: 'mg/L',
  inL: '100',
  maxDaily: '',
  ...over,
});

const note = (id: string, typed: Record<string, string>, deletedAt: string | null = null): LogEntry => ({
  id,
  userId: null,
  tankId: 't',
  kind: 'note',
  at: '2026-11-20T10:00:00Z',
  values: {},
  typed,
  note: 'x',
  createdAt: '',
  updatedAt: '',
  deletedAt,
});

describe('own ICP products', () => {
  it('reads figures with a point or a comma and nothing else', () => {
    expect(readFigure('1,5')).toBe(1.5);
    expect(readFigure(' 0.02 ')).toBe(0.02);
    expect(readFigure('1e3')).toBeNull();
    expect(readFigure('-2')).toBeNull();
    expect(readFigure('ten')).toBeNull();
  });

  it('turns a complete label into a product, µg/L, grams and a daily maximum included', () => {
    const c = checkOwnProduct(form({ element: 'I', amount: '2,5', doseUnit: 'g', raises: '20', unit: 'µg/L', inL: '200', maxDaily: '30' }));
    expect(c.problems).toBeNull();
    expect(c.product).toEqual({
      name: 'My Strontium',
      element: 'I',
      ml: 2.5,
      doseUnit: 'g',
      raises: 20,
      unit: 'µg/L',
      inL: 200,
      maxDaily: 30,
    });
  });

  it('names each field that is missing or wrong', () => {
    const c = checkOwnProduct(form({ name: '  ', element: '', amount: 'abc', raises: '', inL: '0', maxDaily: '-1' }));
    expect(c.product).toBeNull();
    expect(c.problems).toEqual({
      name: 'required',
      element: 'required',
      amount: 'notNumber',
      raises: 'required',
      inL: 'notPositive',
      maxDaily: 'notNumber',
    });
    expect(checkOwnProduct(form({ name: 'x'.repeat(81) })).problems).toEqual({ name: 'tooLong' });
    expect(checkOwnProduct(form({ inL: '1000000' })).problems).toEqual({ inL: 'tooLarge' });
  });

  it('refuses an element the plan never doses and a unit that does not fit the element', () => {
    expect(checkOwnProduct(form({ element: 'Cu' })).problems).toEqual({ element: 'unknownElement' });
    expect(checkOwnProduct(form({ element: 'PO4' })).problems).toEqual({ element: 'unknownElement' });
    expect(checkOwnProduct(form({ element: 'KH', unit: 'mg/L' })).problems).toEqual({ raises: 'unitMismatch' });
    expect(checkOwnProduct(form({ element: 'Ca', unit: 'dKH' })).problems).toEqual({ raises: 'unitMismatch' });
    expect(checkOwnProduct(form({ element: 'KH', unit: 'dKH' })).problems).toBeNull();
  });

  it('reads back live products stored as typed, drops deleted and tampered ones', () => {
    const good = ownProductTyped(form({ name: ' My Strontium ' }));
    expect(good['icpProduct.name']).toBe('My Strontium');
    const bad = { ...ownProductTyped(form({ name: 'Broken' })), 'icpProduct.amount': '0' };
    const list = ownProductsOf([
      note('a', good),
      note('b', ownProductTyped(form({ name: 'Gone' })), '2026-11-21T00:00:00Z'),
      note('c', bad),
      note('d', { alkalinity: '8' }),
      { ...note('e', ownProductTyped(form({ name: 'Alpha', element: 'K' }))) },
    ]);
    expect(list.map((p) => [p.entryId, p.product.name, p.product.element])).toEqual([
      ['e', 'Alpha', 'K'],
      ['a', 'My Strontium', 'Sr'],
    ]);
  });

  it('gives one id per tank, name (any case) and element', () => {
    expect(ownProductEntryId('t', form({ name: 'My Sr ' }))).toBe(ownProductEntryId('t', form({ name: 'my sr' })));
    expect(ownProductEntryId('t', form())).not.toBe(ownProductEntryId('t', form({ element: 'K' })));
    expect(ownProductEntryId('t', form())).not.toBe(ownProductEntryId('u', form()));
  });

  it('is dosed by the plan when its line is chosen, in its own unit and within its daily maximum', () => {
    const sr: IcpAnalyte = {
      element: 'Sr',
      section: 'aquarium',
      detection: 'measured',
      value: 5,
      limit: null,
      unit: 'mg/L',
      reported: { value: '5', unit: 'mg/l' },
    };
    const own = checkOwnProduct(form({ doseUnit: 'g', maxDaily: '1' })).product!;
    const plan = planIcpCorrections({ analytes: [sr], volumeL: 200, salinityPsu: 35, line: 'custom', custom: [own] });
    const item = plan.items[0];
    expect(item.status).toBe('dose');
    expect(item.product?.name).toBe('My Strontium');
    expect(item.product?.doseUnit).toBe('g');
    // aim is the middle of the band; 10 g raise 1 mg/L in 100 L → 20 g per mg/L in 200 L; at most 1 mg/L a day
    const raise = item.aim! - 5;
    expect(item.totalMl).toBeCloseTo(raise * 20, 1);
    expect(item.days!.length).toBe(Math.ceil(raise - 1e-9));
    const none = planIcpCorrections({ analytes: [sr], volumeL: 200, salinityPsu: 35, line: 'custom', custom: [] });
    expect(none.items[0].status).toBe('no-product');
  });
});
