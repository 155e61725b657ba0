/**
 * Finds a species by any of its names: Japanese in hiragana, katakana or kanji, Latin letters in any case, with or
 * without accents, full- or half-width (NFKC), whole or in part, common name, scientific name or genus.
 * Ranking: exact name, then a name that starts with the query, then a word that does, then a name that contains it.
 */
import type { Species } from './types';

/** Kanji spellings a keeper may type for names the catalogue writes in katakana. */
const KANJI = [
  ['磯巾着', 'いそぎんちゃく'],
  ['巾着', 'きんちゃく'],
  ['珊瑚', 'さんご'],
  ['海老', 'えび'],
  ['蝦', 'えび'],
  ['熊之実', 'くまのみ'],
  ['熊の実', 'くまのみ'],
  ['雀鯛', 'すずめだい'],
  ['宿借', 'やどかり'],
  ['寄居虫', 'やどかり'],
  ['海胆', 'うに'],
  ['海星', 'ひとで'],
  ['蟹', 'かに'],
  ['鱓', 'うつぼ'],
  ['河豚', 'ふぐ'],
  ['鯛', 'だい'],
] as const;

/** NFKC, lower case, no accents, katakana as hiragana, kanji spellings as kana, punctuation as single spaces. */
export function normaliseName(text: string): string {
  let s = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // Latin accents; the kana voicing marks (U+3099, U+309A) stay
    .normalize('NFC')
    .replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
  for (const [kanji, kana] of KANJI) s = s.replaceAll(kanji, kana);
  return s.replace(/[\s\-‐‑–—・･·'’.,/()（）「」]+/g, ' ').trim();
}

const compact = (s: string) => s.replace(/ /g, '');

interface Key {
  text: string;
  compact: string;
  words: string[];
  /** order among the species' names: the first-listed name wins a tie */
  order: number;
}

const INDEX = new WeakMap<readonly Species[], Key[][]>();

function keysOf(species: Species): Key[] {
  const genus = species.scientific.split(' ')[0];
  const names = [...species.names.ja, ...species.names.en, species.scientific, genus];
  return names.map((name, order) => {
    const text = normaliseName(name);
    return { text, compact: compact(text), words: text.split(' '), order };
  });
}

function indexOf(species: readonly Species[]): Key[][] {
  let index = INDEX.get(species);
  if (!index) {
    index = species.map(keysOf);
    INDEX.set(species, index);
  }
  return index;
}

/** 0 exact, 1 prefix, 2 a word's prefix, 3 contains; Infinity: no match. */
function rank(key: Key, q: string, qCompact: string): number {
  if (key.text === q || key.compact === qCompact) return 0;
  if (key.text.startsWith(q) || key.compact.startsWith(qCompact)) return 1;
  if (key.words.some((w) => w.startsWith(q))) return 2;
  if (key.text.includes(q) || key.compact.includes(qCompact)) return 3;
  return Infinity;
}

/** The species whose names match `query`, best first (at most `limit`); none for an empty query. */
export function searchSpecies(species: readonly Species[], query: string, limit = 20): Species[] {
  const q = normaliseName(query);
  if (!q) return [];
  const qCompact = compact(q);
  const index = indexOf(species);
  const hits: { s: Species; rank: number; order: number; length: number; at: number }[] = [];
  species.forEach((s, at) => {
    let best: { rank: number; order: number; length: number } | null = null;
    for (const key of index[at]) {
      const r = rank(key, q, qCompact);
      if (r === Infinity) continue;
      if (!best || r < best.rank || (r === best.rank && key.text.length < best.length))
        best = { rank: r, order: key.order, length: key.text.length };
    }
    if (best) hits.push({ s, ...best, at });
  });
  hits.sort((a, b) => a.rank - b.rank || a.length - b.length || a.order - b.order || a.at - b.at);
  return hits.slice(0, limit).map((h) => h.s);
}
