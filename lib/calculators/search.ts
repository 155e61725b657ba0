/**
 * Matching for the hub's search box. Text is compared after NFKC (full-width ＫＨ → KH, half-width katakana →
 * full-width) and lower-casing, and after dropping the marks that vary between spellings (spaces, hyphens, the
 * Japanese middle dot), so that "specific gravity", "specific-gravity" and 「比重」 each find their calculator.
 */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const squash = (text: string) => text.replace(/[\s\-‐・·_/]+/g, '');

/** True when every word of the query occurs in the text (an empty query matches everything). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = squash(normalizeSearch(text));
  return normalizeSearch(query)
    .split(/[\s,、，]+/)
    .map(squash)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
