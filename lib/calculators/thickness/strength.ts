/**
 * The glass screen leads with the allowable bending stress B (the brief's "bending strength", 5.05 N/mm²) and
 * derives it as design strength σ ÷ safety factor SF (docs/methods.md#thickness-glass, methods.md#decisions): B = 19.2 / 3.8 = 5.05 N/mm².
 * The §12 inputs stay `tensileStrengthNmm2` and `safetyFactor`; B lives only on the screen (draft key
 * `allowableStressNmm2`) and converts at the edge. Editing B keeps SF and sets σ = B·SF; editing σ or SF keeps
 * the other and B follows (σ is a property of the glass, SF the margin chosen).
 */
import { decimalsFor } from '@/lib/calculators/precision';
import type { Draft, FieldIssue } from '@/lib/calculators/state';
import { parseNumberInput } from '@/lib/number/input';
import { THICKNESS_DEFAULTS } from './schema';

export const ALLOWABLE_KEY = 'allowableStressNmm2';
/** The schema's ceiling of the design strength, N/mm². */
const MAX_STRENGTH_NMM2 = 500;

const numberOf = (v: unknown): number | null => {
  const p = parseNumberInput(typeof v === 'string' || typeof v === 'number' ? v : undefined);
  return p.ok ? p.value : null;
};
/** σ and SF of the draft; a field left empty means the §7 default, as compute reads it. */
function strengthAndFactor(d: Draft) {
  const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  const sigma = empty(d.tensileStrengthNmm2) ? THICKNESS_DEFAULTS.tensileStrengthNmm2 : numberOf(d.tensileStrengthNmm2);
  const sf = empty(d.safetyFactor) ? THICKNESS_DEFAULTS.safetyFactor : numberOf(d.safetyFactor);
  return { sigma, sf };
}

/** 12 significant digits: what B·SF or σ/SF round-trips to without floating noise (5.1·3.8 = 19.38). */
const clean = (x: number) => String(Number(x.toPrecision(12)));

/** B = σ / SF from the draft, or null when either is missing or not a positive number. */
export function derivedAllowable(d: Draft): number | null {
  const { sigma, sf } = strengthAndFactor(d);
  return sigma !== null && sf !== null && sigma > 0 && sf > 0 ? sigma / sf : null;
}

/**
 * What the allowable-stress field shows: the visitor's own text while it agrees with σ/SF (or is no valid
 * number, so nothing typed is lost); otherwise σ/SF to 2 decimals (5.05).
 */
export function allowableText(d: Draft): string {
  const typed = d[ALLOWABLE_KEY];
  const derived = derivedAllowable(d);
  if (typeof typed === 'string') {
    const b = numberOf(typed);
    if (b === null || derived === null || allowableIssue(d) || Math.abs(b - derived) <= 1e-9 * Math.max(1, derived)) return typed;
  }
  return derived === null ? '' : String(Number(derived.toFixed(decimalsFor('stressField'))));
}

/** The issue of the allowable-stress field, if its text is not a usable stress. */
export function allowableIssue(d: Draft): FieldIssue | undefined {
  const typed = d[ALLOWABLE_KEY];
  if (typeof typed !== 'string') return undefined;
  const p = parseNumberInput(typed);
  if (!p.ok) return { key: p.reason === 'empty' ? 'required' : 'notNumber' };
  if (p.value <= 0) return { key: 'tooSmall', minimum: 0, inclusive: false };
  const { sf } = strengthAndFactor(d);
  if (sf !== null && sf > 0 && p.value * sf > MAX_STRENGTH_NMM2) {
    // rounded down, so the maximum the message names is accepted (500 / 3.8 = 131.58 is "at most 131.5", not 131.6)
    const scale = 10 ** decimalsFor('stressNmm2');
    return { key: 'tooLarge', maximum: Math.floor((MAX_STRENGTH_NMM2 / sf) * scale + 1e-9) / scale };
  }
  return undefined;
}

/** A typed B: kept as typed, and σ = B·SF written for the contract (when both are numbers). */
export function withAllowable(d: Draft, text: string): Draft {
  const b = numberOf(text);
  const { sf } = strengthAndFactor(d);
  const next: Draft = { ...d, [ALLOWABLE_KEY]: text };
  if (b !== null && b > 0 && sf !== null && sf > 0 && b * sf <= MAX_STRENGTH_NMM2) next.tensileStrengthNmm2 = clean(b * sf);
  return next;
}

/** A typed σ or SF: written as typed; B follows (the screen's own B text is dropped). */
export function withDerivation(d: Draft, key: 'tensileStrengthNmm2' | 'safetyFactor', text: string): Draft {
  const next: Draft = { ...d, [key]: text };
  delete next[ALLOWABLE_KEY];
  return next;
}
