/**
 * Posts and screens must not drift: every screen label a Japanese post quotes in 「」 exists in the messages of the
 * screens it links to (<CalculatorLink slug>) or of the calculator kit they share (status words, buttons).
 * A quote counts as a label when the sentence treats it as one: 「…」として表示, 「…」欄, 「…」を入力/に入力/を選,
 * 「…」では計算, 「…」の範囲, a list entry 「…」：, or a heading 「…」を使う.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ja from './ja.json';

const ROOT = join(__dirname, '..', 'content', 'blog', 'ja');
const LABEL_CONTEXT = /「([^「」]+)」(?:\*\*)?(?=として表示|と表示|欄|の欄|を入力|に入力|を選|では計算|の範囲|：|を使う)/g;

const posts = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ file: f, text: readFileSync(join(ROOT, f), 'utf8') }));

function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) strings(v, out);
  return out;
}

/** The strings of the screens a post links to, plus the kit's. */
function screenStrings(text: string): string[] {
  const slugs = [...text.matchAll(/<CalculatorLink\s+slug="([^"]+)"/g)].map((m) => m[1]);
  const calculators = ja.Calculators as Record<string, unknown>;
  return [...slugs.flatMap((s) => strings(calculators[s])), ...strings(ja.CalculatorKit)];
}

function labelQuotes(text: string): string[] {
  return [...text.matchAll(LABEL_CONTEXT)].map((m) => m[1]);
}

describe('labels quoted in Japanese posts', () => {
  it('finds the quotes the review named (so the check is not empty)', () => {
    const all = posts.flatMap((p) => labelQuotes(p.text));
    for (const q of ['最大上昇量', '硝酸塩・リン酸塩になる割合', '出力（%）', '良好', '注意', '問題あり']) expect(all).toContain(q);
  });

  it.each(posts.map((p) => [p.file, p.text] as const))('%s quotes only labels its screens have', (_file, text) => {
    const screen = screenStrings(text);
    for (const quote of labelQuotes(text)) {
      const found = screen.some((s) => s === quote || s.includes(quote));
      expect(found, `「${quote}」 is not a label of the linked screens`).toBe(true);
    }
  });

  it('rejects a label no screen has', () => {
    const text = '<CalculatorLink slug="nutrients" />\n結果は「可能性のある上昇量」として表示されます。';
    expect(labelQuotes(text)).toEqual(['可能性のある上昇量']);
    expect(screenStrings(text).some((s) => s.includes('可能性のある上昇量'))).toBe(false);
  });
});
