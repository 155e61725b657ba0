import { normalizeNumberText, parseNumberInput } from '@/lib/number-input';
import { fromDisplayUnit, toDisplayUnit, type QuantityKind, type UnitSystem } from '@/lib/units';

/** Text for a canonical value shown in the visitor's unit: up to 6 decimals, no float noise. */
export function canonicalToText(canonical: unknown, kind: QuantityKind | undefined, system: UnitSystem): string {
  if (typeof canonical !== 'string' && typeof canonical !== 'number') return '';
  const parsed = parseNumberInput(String(canonical));
  if (!parsed.ok) return String(canonical);
  const shown = kind ? toDisplayUnit(kind, system, parsed.value) : parsed.value;
  return String(Number(shown.toFixed(6)));
}

/** What goes into the draft for typed text: the canonical number as text, or the text itself when it is no number. */
export function textToCanonical(text: string, kind: QuantityKind | undefined, system: UnitSystem): string {
  const parsed = parseNumberInput(text);
  if (!parsed.ok) return parsed.reason === 'empty' ? '' : normalizeNumberText(text);
  const canonical = kind ? fromDisplayUnit(kind, system, parsed.value) : parsed.value;
  return String(canonical);
}
