/**
 * Matching and ranking for the hub's search box. Text is compared after NFKC (full-width ＫＨ → KH, half-width
 * katakana → full-width), lower-casing and hiragana folded to katakana, and after dropping the marks that vary
 * between spellings (spaces, hyphens, the Japanese middle dot), so that "specific gravity", "specific-gravity" and
 * 「比重」 each find their calculator.
 *
 * A query word made of Latin letters and digits must start a word of the text, and a word of up to three letters
 * must be a whole word: `PAR` is the PAR map's word, not the start of "two-part", and `ph` is not "phosphate". Any
 * other word (Japanese, ‰) is found anywhere in a term.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

const squash = (text: string) => text.replace(/[\s\-‐‑–—・·_/]+/g, '');

/** A query word that is Latin letters, digits and the decimal point only. */
const LATIN = /^[a-z0-9.]+$/;

/** Where a calculator's words come from; each is weighed differently when ranking. */
export interface SearchEntry {
  /** the calculator's titles, one per language */
  titles: readonly string[];
  /** the keyword lists (comma-separated, in any language) */
  keywords: readonly string[];
  /** the descriptions, one per language */
  descriptions: readonly string[];
}

/** A text's terms: its comma-separated parts (a title or a description is one term each). */
const termsOf = (text: string) =>
  normalizeSearch(text)
    .split(/[,、，]+/)
    .map((t) => t.trim())
    .filter(Boolean);

/** The Latin words of a term: runs of letters, digits and inner decimal points ("1.023", "no3", "60cm"). */
const latinWords = (term: string) => (term.match(/[a-z0-9]+(?:\.[a-z0-9]+)*/g) ?? []).map((w) => w.replace(/\.$/, ''));

/** How well a query word fits a term: 3 the whole term, 2 a whole word of it, 1 the start of a word or a substring, 0 not at all. */
function fit(word: string, term: string): number {
  const squashed = squash(term);
  if (squashed === word) return 3;
  if (LATIN.test(word)) {
    // runs of the term's words from each word on, so that "specificgravity" is "specific gravity"
    const words = latinWords(term);
    const runs = [squashed, ...words.flatMap((_, i) => words.slice(i).map((__, j) => words.slice(i, i + j + 1).join('')))];
    if (runs.includes(word)) return 2;
    return word.length > 3 && runs.some((w) => w.startsWith(word)) ? 1 : 0;
  }
  return squashed.includes(word) ? 1 : 0;
}

/** The query's words, normalised; commas and spaces separate them. */
export function queryWords(query: string): string[] {
  return normalizeSearch(query)
    .split(/[\s,、，]+/)
    .map(squash)
    .filter(Boolean);
}

/**
 * How well an entry answers a query: 0 when some word is found nowhere, otherwise higher for a word that is a whole
 * keyword or title and for one in a title, lower for one found only in a description. A query of several words is
 * also tried as one ("60 cm" as 60cm), and the better reading counts.
 */
export function scoreEntry(entry: SearchEntry, query: string): number {
  const words = queryWords(query);
  if (!words.length) return 1;
  const titles = entry.titles.flatMap(termsOf);
  const keywords = entry.keywords.flatMap(termsOf);
  const descriptions = entry.descriptions.map(normalizeSearch);
  const scoreWords = (list: string[]) => {
    let score = 0;
    for (const word of list) {
      const best = (terms: string[]) => Math.max(0, ...terms.map((term) => fit(word, term)));
      const inTitle = best(titles);
      const inKeywords = best(keywords);
      const inDescription = best(descriptions);
      if (!inTitle && !inKeywords && !inDescription) return 0;
      score += 4 * inTitle + 3 * inKeywords + inDescription;
    }
    return score;
  };
  return Math.max(scoreWords(words), words.length > 1 ? scoreWords([words.join('')]) : 0);
}

/** The keys of the entries that answer the query, best first; ties keep the given order. An empty query keeps them all. */
export function rankEntries<K extends string>(entries: ReadonlyArray<readonly [K, SearchEntry]>, query: string): K[] {
  return entries
    .map(([key, entry], index) => ({ key, index, score: scoreEntry(entry, query) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.key);
}

/** True when every word of the query is found in the text (an empty query matches everything). */
export function matchesQuery(text: string, query: string): boolean {
  return scoreEntry({ titles: [], keywords: [text], descriptions: [] }, query) > 0;
}

/** One language's words for a calculator: its title, description and keyword list. */
export interface CalculatorTexts {
  title: string;
  description: string;
  keywords: string;
}

/** A calculator's entry from its words in every language (the hub searches both, whichever the page is in). */
export const searchEntryFrom = (perLocale: readonly CalculatorTexts[]): SearchEntry => ({
  titles: perLocale.map((t) => t.title),
  keywords: perLocale.map((t) => t.keywords),
  descriptions: perLocale.map((t) => t.description),
});
