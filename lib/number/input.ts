/**
 * Turns what a visitor types into a number. Accepts full-width digits and punctuation (NFKC: ３５．５ → 35.5),
 * surrounding spaces, a leading plus sign, a decimal comma-free decimal point, and thousands separators
 * ("1,234.5"). Anything else is an error, never a silent 0.
 */
export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: 'empty' | 'notNumber' };

// a group of thousands never starts with 0: "0,030" is a decimal comma, not thirty
const NUMBER_RE = /^[+-]?(?:[1-9]\d{0,2}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[+-]?\d+)?$/i;

export function normalizeNumberText(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013\u2014\uFF0D]/g, '-') // minus sign and dashes typed as minus
    .replace(/\u3002/g, '.') // ideographic full stop typed as a decimal point
    .trim();
}

export function parseNumberInput(raw: string | number | null | undefined): ParsedNumber {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { ok: true, value: raw } : { ok: false, reason: 'notNumber' };
  if (raw == null) return { ok: false, reason: 'empty' };
  const text = normalizeNumberText(raw);
  if (text === '') return { ok: false, reason: 'empty' };
  if (!NUMBER_RE.test(text) || !/\d/.test(text)) return { ok: false, reason: 'notNumber' };
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: 'notNumber' };
}

/** For zod preprocessing: strings become numbers, unparseable text becomes NaN (which z.number() rejects). */
export function toNumberOrNaN(raw: unknown): unknown {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return raw;
  const parsed = parseNumberInput(raw);
  return parsed.ok ? parsed.value : parsed.reason === 'empty' ? undefined : Number.NaN;
}

/**
 * A decimal-comma number as the form reads numbers: "0,045" → "0.045", "1.350" → "1350", "10.780,5" → "10780.5";
 * any other text is returned as it is.
 */
export const fromDecimalComma = (text: string) =>
  /^[-+]?\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^[-+]?\d+,\d+$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text;

/**
 * A number from a file's cell or a kit's reading, by the decimal mark of where it comes from: a file's mark is read
 * from its cells ('comma': "1.350" is 1350, "8,2" is 8.2; 'point': "1,350" is 1350, "8,2" is no number, as in the
 * form); 'either' (one number typed alone) reads it as the form does, and "8,2" or "0,030", which the form refuses, as
 * decimal commas. Spaces inside (a thousands space, "10 650") are dropped; null when it is not one number.
 */
export function parseDecimalText(raw: string, mark: 'comma' | 'point' | 'either'): number | null {
  const text = normalizeNumberText(raw).replace(/\s+/g, '');
  const parsed = parseNumberInput(mark === 'comma' ? fromDecimalComma(text) : text);
  if (parsed.ok) return parsed.value;
  if (mark !== 'either' || !/^[-+]?\d+,\d+$/.test(text)) return null;
  const comma = parseNumberInput(fromDecimalComma(text));
  return comma.ok ? comma.value : null;
}
