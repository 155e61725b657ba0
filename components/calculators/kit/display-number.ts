import { decimalsFor } from '@/lib/calculators/precision';
import { normalizeNumberText, parseNumberInput } from '@/lib/number/input';
import { fromDisplayUnit, toDisplayUnit, type QuantityKind, type UnitSystem } from '@/lib/units';

/**
 * Text for a canonical value shown in the visitor's unit. A value that is converted (imperial) is shown to
 * 3 decimals (300 L → 79.252 gal), enough to type back without drift that matters; canonical values to 6.
 */
export function canonicalToText(canonical: unknown, kind: QuantityKind | undefined, system: UnitSystem): string {
  if (typeof canonical !== 'string' && typeof canonical !== 'number') return '';
  const parsed = parseNumberInput(String(canonical));
  if (!parsed.ok) return String(canonical);
  const converted = kind !== undefined && system === 'imperial';
  const shown = kind ? toDisplayUnit(kind, system, parsed.value) : parsed.value;
  return String(Number(shown.toFixed(decimalsFor(converted ? 'convertedField' : 'canonicalField'))));
}

/** What goes into the draft for typed text: the canonical number as text, or the text itself when it is no number. */
export function textToCanonical(text: string, kind: QuantityKind | undefined, system: UnitSystem): string {
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return parsed.reason === 'empty' ? '' : normalizeNumberText(text);
  const canonical = kind ? fromDisplayUnit(kind, system, parsed.value) : parsed.value;
  return String(canonical);
}
