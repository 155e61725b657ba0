import { describe, expect, it } from 'vitest';
import { isSlug, isUsername, readingLine, slugFromName } from './page-text';

const at = '2026-11-20T08:00:00Z';

describe('addresses of public pages', () => {
  it('takes only the usernames and slugs the database can hold', () => {
    expect(isUsername('coral_keeper')).toBe(true);
    expect(isUsername('Coral')).toBe(false);
    expect(isUsername('ab')).toBe(false);
    expect(isUsername('ｃoral')).toBe(false);
    expect(isSlug('my-reef-2')).toBe(true);
    expect(isSlug('-reef')).toBe(false);
    expect(isSlug('reef-')).toBe(false);
    expect(isSlug('Reef')).toBe(false);
    expect(isSlug('a'.repeat(61))).toBe(false);
  });

  it('makes a first slug from a tank name, and `tank` from a name with no ASCII letter', () => {
    expect(slugFromName('Coral Corner 120')).toBe('coral-corner-120');
    expect(slugFromName('  Café — Reef! ')).toBe('cafe-reef');
    expect(slugFromName('メイン水槽')).toBe('tank');
    expect(isSlug(slugFromName(`${'a'.repeat(59)} b`))).toBe(true);
  });
});

describe('readingLine', () => {
  it('formats a value and its target with the log precision, in the reader locale', () => {
    const line = readingLine({ parameter: 'calcium', value: 1432.4, at }, { low: 400, high: 450 }, 'en');
    expect(line).toEqual({ parameter: 'calcium', value: '1,432', unit: 'mgL', target: { low: '400', high: '450' }, status: 'high', at });
    expect(readingLine({ parameter: 'alkalinity', value: 8.04, at }, { low: 7.5, high: 9 }, 'ja')).toMatchObject({
      value: '8.0',
      unit: 'dkh',
      target: { low: '7.5', high: '9.0' },
      status: 'ok',
    });
  });

  it('compares the value as shown, so an end of the target is in range', () => {
    expect(readingLine({ parameter: 'phosphate', value: 0.0304, at }, { low: 0.03, high: 0.1 }, 'en').status).toBe('ok');
    expect(readingLine({ parameter: 'phosphate', value: 0.0294, at }, { low: 0.03, high: 0.1 }, 'en').status).toBe('low');
    expect(readingLine({ parameter: 'nitrate', value: 25, at }, { low: 2, high: 10 }, 'en').status).toBe('high');
  });

  it('has no status and no target where the keeper set none', () => {
    expect(readingLine({ parameter: 'ph', value: 8.123, at }, undefined, 'en')).toEqual({
      parameter: 'ph',
      value: '8.12',
      unit: 'none',
      target: null,
      status: null,
      at,
    });
  });
});
