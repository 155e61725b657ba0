import { describe, expect, it } from 'vitest';
import { convertLevelText, levelQuantityOf, levelUnitKey, presetLevelText } from './levels';

describe('dilution level helpers', () => {
  it.each([
    ['salinity', 'dkh', 'ppt'],
    ['alkalinity', 'dkh', 'dkh'],
    ['alkalinity', 'meqL', 'meqL'],
    ['calcium', 'meqL', 'mgL'],
    ['phosphate', undefined, 'mgL'],
  ] as const)('%s (%s) is shown in %s', (parameter, alk, key) => {
    expect(levelUnitKey(parameter, alk)).toBe(key);
  });

  it('shows phosphate with 3 decimals', () => {
    expect(levelQuantityOf('phosphate')).toBe('phosphate');
    expect(levelQuantityOf('calcium')).toBe('calciumMagnesium');
    expect(levelQuantityOf('alkalinity', 'meqL')).toBe('alkalinityMeqL');
    expect(levelQuantityOf('nitrate')).toBeUndefined();
  });

  it('re-expresses typed alkalinity in another unit (7 dKH = 2.4966 meq/L = 124.94 ppm CaCO₃)', () => {
    expect(convertLevelText('7', 'dkh', 'meqL')).toBe('2.4966');
    expect(convertLevelText('2.5', 'meqL', 'ppmCaco3')).toBe('125.1075');
    expect(convertLevelText('７', 'dkh', 'ppmCaco3')).toBe('124.9357');
    expect(convertLevelText('abc', 'dkh', 'meqL')).toBe('abc');
    expect(convertLevelText('', 'dkh', 'meqL')).toBe('');
    expect(convertLevelText('8', 'dkh', 'dkh')).toBe('8');
  });

  it('fills the new-water field from the presets of docs/methods.md#dilution', () => {
    expect(presetLevelText('natural-sw', 'calcium')).toBe('420');
    expect(presetLevelText('natural-sw', 'alkalinity', 'meqL')).toBe('2.4966');
    expect(presetLevelText('natural-sw', 'salinity')).toBe('35');
    expect(presetLevelText('rodi', 'magnesium')).toBe('0');
  });
});
