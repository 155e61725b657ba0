/**
 * The font of the social card image (app/[locale]/u/[username]/[tank]/opengraph-image.tsx), loaded by that route only.
 *
 * Why these files: satori (next/og) draws text only with the fonts it is given, and its fallback fetches missing
 * glyphs from a font CDN at request time. The card carries Japanese (the chrome on /ja pages, and tank names), so it
 * needs a font with Japanese glyphs on this server: lib/public/fonts/ holds two weight-700 WOFF files of Noto Sans JP
 * (SIL Open Font License, OFL.txt beside them), as the npm package @fontsource/noto-sans-jp 5.x publishes them — its
 * `japanese` subset (the kana and the kanji Japanese text uses, 1.4 MB) and its `latin` subset (17 kB). WOFF, because
 * satori reads TrueType, OpenType and WOFF but not WOFF2; one weight, since the card is set in bold. Debian's
 * fonts-noto-cjk (scripts/setup.sh) is a TrueType collection, which satori cannot read, and is installed for the
 * browser tests only. A character neither file has (an emoji, a rare kanji) is left out of the card by `keepCovered`,
 * so the route never reaches outside this machine for a glyph. docs/public-pages.md "The social card".
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** Each file under its own name (satori keeps one font per name and weight), Latin first. */
const FILES = [
  { name: 'Noto Sans JP Latin', file: 'noto-sans-jp-latin-700.woff' },
  { name: 'Noto Sans JP', file: 'noto-sans-jp-japanese-700.woff' },
];
/** The card's font-family: the Latin file, then the Japanese one. */
export const CARD_FONT_FAMILY = FILES.map((f) => `"${f.name}"`).join(', ');

/** The code points a WOFF 1.0 font maps to glyphs (its `cmap`, formats 4 and 12), read without a font library. */
export function woffCodePoints(woff: Uint8Array): Set<number> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const numTables = view.getUint16(12);
  let cmap: DataView | null = null;
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    if (view.getUint32(at) !== 0x636d6170 /* cmap */) continue;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const table = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw;
    cmap = new DataView(table.buffer, table.byteOffset, table.byteLength);
  }
  if (!cmap) throw new Error('the font has no cmap');
  const points = new Set<number>();
  const count = cmap.getUint16(2);
  for (let i = 0; i < count; i++) {
    const sub = cmap.getUint32(4 + i * 8 + 4);
    const format = cmap.getUint16(sub);
    if (format === 4) {
      const segX2 = cmap.getUint16(sub + 6);
      const ends = sub + 14;
      const starts = ends + segX2 + 2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = cmap.getUint16(ends + s * 2);
        const start = cmap.getUint16(starts + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) points.add(c);
      }
    } else if (format === 12) {
      const groups = cmap.getUint32(sub + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.getUint32(sub + 16 + g * 12);
        const end = cmap.getUint32(sub + 16 + g * 12 + 4);
        for (let c = start; c <= end; c++) points.add(c);
      }
    }
  }
  return points;
}

/** The text with only what the fonts can draw: other characters are dropped and the spaces they leave folded. */
export function keepCovered(text: string, covered: ReadonlySet<number>): string {
  return [...text]
    .filter((ch) => covered.has(ch.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export interface CardFonts {
  fonts: { name: string; data: ArrayBuffer; weight: 700; style: 'normal' }[];
  covered: ReadonlySet<number>;
}

let loading: Promise<CardFonts> | null = null;
/** Read once per server process, on the first card asked for. */
export function loadCardFonts(): Promise<CardFonts> {
  loading ??= Promise.all(FILES.map((f) => readFile(join(process.cwd(), 'lib/public/fonts', f.file)))).then((files) => {
    const covered = new Set<number>();
    for (const f of files) for (const c of woffCodePoints(f)) covered.add(c);
    return {
      covered,
      fonts: files.map((f, i) => ({
        name: FILES[i].name,
        data: f.buffer.slice(f.byteOffset, f.byteOffset + f.byteLength),
        weight: 700 as const,
        style: 'normal' as const,
      })),
    };
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
