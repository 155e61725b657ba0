import GithubSlugger from 'github-slugger';

/** Text measures of a post, shared by the content build and tests. No React, no contentlayer imports. */

const ENGLISH_WPM = 220;
/** Japanese is read by characters; ~500 characters a minute is the usual figure for adult readers. */
const JAPANESE_CPM = 500;

function plainText(mdx: string): string {
  return mdx
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`|\-[\]()!]/g, ' ');
}

/** Reading time in whole minutes (at least 1): English by words, Japanese by characters. */
export function readingMinutes(mdx: string, locale: string): number {
  const text = plainText(mdx);
  if (locale === 'ja') {
    const chars = text.replace(/\s+/g, '').length;
    return Math.max(1, Math.round(chars / JAPANESE_CPM));
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / ENGLISH_WPM));
}

export interface TocItem {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** ## and ### headings of an MDX body, with the ids rehype-slug gives them. */
export function tableOfContents(mdx: string): TocItem[] {
  const slugger = new GithubSlugger();
  const items: TocItem[] = [];
  let inFence = false;
  for (const line of mdx.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = m[2].replace(/\*\*|__|`/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
    const id = slugger.slug(text);
    if (m[1].length === 2 || m[1].length === 3) items.push({ depth: m[1].length, text, id });
  }
  return items;
}
