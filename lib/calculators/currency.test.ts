import { describe, expect, it } from 'vitest';
import { draftCurrency, isCurrency } from './currency';
import { draftFromQuery, draftToQuery, mergeDraft, readSaved, serializeSaved, toDraft } from './state';
import { formDefaults, formSchema } from './dosing/form';

const KEYS = Object.keys(formDefaults('USD'));

describe('a price keeps its currency', () => {
  it('writes the currency into the address next to the price', () => {
    const query = draftToQuery(toDraft(formDefaults('USD')));
    expect(query).toMatch(/(^|&)price=25(&|$)/);
    expect(query).toMatch(/(^|&)currency=USD(&|$)/);
  });

  it('reads a US$ price as US$ on the Japanese screen (language switch, shared link)', () => {
    const link = draftFromQuery('?price=25&currency=USD&volumeL=300', KEYS)!;
    const onJa = mergeDraft(toDraft(formDefaults('JPY')), link);
    expect(onJa.price).toBe('25');
    expect(draftCurrency(onJa, 'ja')).toBe('USD');
  });

  it('reads a link without a currency in the locale default (the §12 names stay valid)', () => {
    const link = draftFromQuery('?price=3500&volumeL=300', KEYS)!;
    expect(draftCurrency(mergeDraft(toDraft(formDefaults('JPY')), link), 'ja')).toBe('JPY');
    expect(draftCurrency(mergeDraft(toDraft(formDefaults('USD')), draftFromQuery('?price=25', KEYS)!), 'en')).toBe('USD');
  });

  it('keeps the currency in saved state', () => {
    const saved = serializeSaved({ ...toDraft(formDefaults('USD')), price: '30' });
    const back = readSaved(saved, formSchema)!;
    expect(back.currency).toBe('USD');
    expect(draftCurrency(mergeDraft(toDraft(formDefaults('JPY')), back), 'ja')).toBe('USD');
  });

  it('ignores an unknown currency and falls back to the locale', () => {
    expect(isCurrency('XYZ')).toBe(false);
    expect(draftCurrency({ currency: 'XYZ' }, 'ja')).toBe('JPY');
    expect(draftCurrency({ currency: 'EUR' }, 'ja')).toBe('EUR');
    expect(draftCurrency({}, 'en')).toBe('USD');
  });
});
