import { describe, expect, it } from 'vitest';
import { formatSig, shownReading, shownUnit } from './display';
import { correctedAnalyte, storedText } from './confirm';
import { parseIcpReport } from './parse';
import type { IcpAnalyte } from './types';

const ca: IcpAnalyte = {
  element: 'Ca',
  section: 'aquarium',
  detection: 'measured',
  value: 428,
  limit: null,
  unit: 'mg/L',
  reported: { value: '428', unit: 'mg/l' },
};

describe('ICP values shown and corrected', () => {
  it('shows traces in µg/L and majors in mg/L with three significant digits', () => {
    expect(shownUnit('I', 'mg/L')).toBe('ugL');
    expect(shownUnit('Ca', 'mg/L')).toBe('mgL');
    expect(shownUnit('KH', 'dKH')).toBe('dkh');
    expect(formatSig(1350.4, 'en')).toBe('1,350');
    expect(formatSig(6.2, 'en')).toBe('6.2');
    expect(formatSig(0.0384, 'ja')).toBe('0.0384');
    expect(shownReading({ ...ca, element: 'Cu', detection: 'below', value: null, limit: 0.0005 }, 'en')).toEqual({
      text: '< 0.5',
      unit: 'ugL',
    });
    expect(shownReading({ ...ca, detection: 'not-detected', value: null }, 'en').text).toBeNull();
  });

  it('reads a correction as a number, a limit or a non-detect, and refuses anything else', () => {
    expect(correctedAnalyte(ca, '431,5')).toMatchObject({ detection: 'measured', value: 431.5, limit: null });
    expect(correctedAnalyte(ca, '< 0.0005')).toMatchObject({ detection: 'below', value: null, limit: 0.0005 });
    expect(correctedAnalyte(ca, 'n.d.')).toMatchObject({ detection: 'not-detected', value: null, limit: null });
    expect(correctedAnalyte(ca, '４３０')).toMatchObject({ value: 430 });
    for (const bad of ['', 'abc', '1e3', '-4', '4 3']) expect(correctedAnalyte(ca, bad)).toBeNull();
    expect(correctedAnalyte(ca, '428')?.reported).toEqual(ca.reported);
    expect(storedText(ca)).toBe('428');
  });

  it('shows a lab’s "> x" as printed until the keeper corrects the value', () => {
    const report = parseIcpReport('ATI Lab\nIron Fe >100 µg/l\nManganese Mn > 2,5 µg/l\nBoron B >5 mg/l\nStrontium Sr 8.1 mg/l');
    const [fe, mn, b, sr] = report.analytes;
    expect(fe).toMatchObject({ element: 'Fe', detection: 'measured', value: 0.1 });
    expect(shownReading(fe, 'en').text).toBe('> 100');
    expect(shownReading(mn, 'ja').text).toBe('> 2.5');
    expect(shownReading(b, 'en').text).toBe('> 5');
    expect(shownReading(sr, 'en').text).toBe('8.1');
    // the keeper's own number for it is their reading; the same number again is still the lab's "> x"
    expect(shownReading(correctedAnalyte(fe, '0.12')!, 'en').text).toBe('120');
    expect(shownReading(correctedAnalyte(fe, '0.1')!, 'en').text).toBe('> 100');
    // a reading without what the lab printed (the public tank page's) says so itself
    const { reported: _printed, ...reading } = fe;
    expect(shownReading(reading, 'en').text).toBe('100');
    expect(shownReading({ ...reading, above: true }, 'en').text).toBe('> 100');
  });
});
