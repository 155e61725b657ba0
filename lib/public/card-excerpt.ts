/**
 * A shared tank's card text that both the server page and the browser's "Tanks you follow" list use, as pure
 * functions with no server-only import (docs/public-pages.md "The community page").
 */

/** Characters of a card's description shown before it is cut. */
export const EXCERPT_LENGTH = 140;

/**
 * The start of a keeper's description for a card: whitespace folded to single spaces, cut at a word boundary when
 * one is near (Japanese has none, so it is cut at the length), with an ellipsis when anything was left out.
 */
export function excerpt(text: string | null, length = EXCERPT_LENGTH): string | null {
  const flat = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (flat === '') return null;
  const chars = [...flat]; // by code point, so an emoji is never cut in half
  if (chars.length <= length) return flat;
  const head = chars.slice(0, length).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= length * 0.6 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s、。,.;:!?！？]+$/u, '')}…`;
}
