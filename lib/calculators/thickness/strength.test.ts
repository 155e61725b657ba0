import { describe, expect, it } from 'vitest';
import { compute, defaults, schema } from './index';
import { allowableIssue, allowableText, derivedAllowable, withAllowable, withDerivation } from './strength';
import { toDraft } from '@/lib/calculators/state';

const base = toDraft(defaults);

describe('glass: allowable bending stress leads, σ ÷ SF derives it (docs/methods.md#thickness-glass)', () => {
  it('defaults show 5.05 N/mm² (19.2 / 3.8 = 5.0526)', () => {
    expect(derivedAllowable(base)).toBeCloseTo(5.0526, 4);
    expect(allowableText(base)).toBe('5.05');
    expect(allowableIssue(base)).toBeUndefined();
  });

  it('typing B keeps SF and writes σ = B·SF, which the §12 contract computes with', () => {
    const d = withAllowable(base, '5.1');
    expect(d.tensileStrengthNmm2).toBe('19.38');
    expect(d.safetyFactor).toBe('3.8');
    expect(allowableText(d)).toBe('5.1');
    const r = compute(schema.parse(d));
    expect(r.allowableStressNmm2).toBeCloseTo(5.1, 9);
  });

  it('typing SF or σ updates B (and drops the typed B)', () => {
    const d = withDerivation(withAllowable(base, '5.1'), 'safetyFactor', '3');
    expect(allowableText(d)).toBe('6.46'); // 19.38 / 3
    const e = withDerivation(base, 'tensileStrengthNmm2', '22.8');
    expect(allowableText(e)).toBe('6'); // 22.8 / 3.8
  });

  it('a bad B is kept as typed, flagged, and never written into σ', () => {
    for (const [text, key] of [
      ['abc', 'notNumber'],
      ['', 'required'],
      ['0', 'tooSmall'],
      ['-2', 'tooSmall'],
      ['200', 'tooLarge'],
    ] as const) {
      const d = withAllowable(base, text);
      expect(allowableText(d)).toBe(text);
      expect(allowableIssue(d)?.key).toBe(key);
      expect(d.tensileStrengthNmm2).toBe('19.2');
    }
  });

  it('a B too large names a maximum that is itself accepted (rounded down)', () => {
    // SF 3.8: σ may be at most 500 N/mm², so B at most 131.578…; "at most 131.6" would refuse the figure it names
    const issue = allowableIssue(withAllowable(base, '131.6'));
    expect(issue).toEqual({ key: 'tooLarge', maximum: 131.5 });
    expect(allowableIssue(withAllowable(base, String(issue?.key === 'tooLarge' && issue.maximum)))).toBeUndefined();
    const sf3 = withDerivation(base, 'safetyFactor', '3');
    expect(allowableIssue(withAllowable(sf3, '166.7'))).toEqual({ key: 'tooLarge', maximum: 166.6 });
    expect(allowableIssue(withAllowable(withDerivation(base, 'safetyFactor', '4'), '126'))).toEqual({ key: 'tooLarge', maximum: 125 });
  });

  it('a link with only σ and SF (the §12 names) shows their B', () => {
    expect(allowableText({ ...base, tensileStrengthNmm2: '20', safetyFactor: '4' })).toBe('5');
    expect(allowableText({ ...base, tensileStrengthNmm2: '', safetyFactor: '' })).toBe('5.05'); // empty = §7 defaults
  });
});
