/**
 * Japanese terms used one way (the review of the Japanese screens and posts, issue 18): every string of messages/ja.json and
 * every Japanese post is checked against a list of drifting or banned wordings, each with the reason and the term to use.
 * The patterns are written so that the correct wording never matches (サンプル is not サンプ, 分かれる is not 分かる,
 * a maker's web address such as delphis.co.jp is not a brand name in Latin script).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ja from './ja.json';

interface Rule {
  pattern: RegExp;
  reason: string;
}

const RULES: Rule[] = [
  { pattern: /自分の添加剤/, reason: 'calque of "my own product": write その他の添加剤（ラベルの数値を入力）' },
  { pattern: /試薬/, reason: '試薬 was used for both chemicals and test kits: write 薬品（重曹・塩化カルシウムなど） or テストキット' },
  { pattern: /出力設定/, reason: 'no screen has 出力設定: the running-cost field is 「出力」（CSV 「出力（%）」）' },
  { pattern: /水温補正/, reason: 'one term: 温度補正' },
  { pattern: /照射角|レンズ角/, reason: 'one term: ビーム角 (the PAR screen label)' },
  { pattern: /正味の?水量/, reason: 'one term: 実水量 (the volume screen label)' },
  { pattern: /水柱の(?:体積|容積)|までの水柱/, reason: 'one term: 水位までの容積 (the volume screen label)' },
  { pattern: /質量収支|マスバランス/, reason: 'one term: 物質収支' },
  { pattern: /分か(?:る|らな|り|っ)/, reason: 'write わかる in hiragana (分かれる, to divide, is another verb and is allowed)' },
  { pattern: /サンプ（ろ過槽）/, reason: 'the sump is ろ過槽（サンプ） at first mention, then ろ過槽' },
  {
    pattern: /(?<!ろ過槽（)サンプ(?!ル)/,
    reason: 'the sump is ろ過槽 (glossed ろ過槽（サンプ） at first mention); サンプル is not matched',
  },
  { pattern: /mg\/L（CaCO₃換算）|ppm・CaCO₃換算/, reason: 'one term: ppm（CaCO₃換算）, the option label of the KH unit' },
  { pattern: /(?<!1袋（)1バケツ/, reason: 'salt sells by the bag: 1袋, glossed only as 1袋（1バケツ）' },
  {
    pattern:
      /\b(?:Seachem|Salifert|Red ?Sea|Aquaforest|Tropic ?Marin|Instant ?Ocean|Fauna ?Marin|Nyos|H2Ocean|Delphis|Brightwell|Foundation [ABC])\b/,
    reason: "brand names in the Japanese distributors' katakana (シーケム, サリフェルト, レッドシー, アクアフォレスト …), not Latin script",
  },
  { pattern: /要確認/, reason: 'status words read 良好 < 注意 < 問題あり; 要確認 reads milder than 注意' },
  { pattern: /可能性のある上昇量|変換率/, reason: 'labels no screen has: 最大上昇量, 「硝酸塩・リン酸塩になる割合」' },
  { pattern: /Roark case|計算結果の桁数|引張強度/, reason: 'review fixes: Roark 表11.4・ケース1a, 小数点以下の桁数, 設計強度（曲げ）' },
];

function flatten(node: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (Array.isArray(node)) node.forEach((v, i) => flatten(v, `${path}[${i}]`, out));
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(v, path ? `${path}.${k}` : k, out);
  return out;
}

const POSTS_ROOT = join(__dirname, '..', 'content', 'blog', 'ja');
const posts = readdirSync(POSTS_ROOT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ file: f, text: readFileSync(join(POSTS_ROOT, f), 'utf8') }));

/** Search keywords (Hub.keywords) list what visitors may type, drifting spellings included (サンプ, 塩分): not prose. */
const messages = flatten(ja).filter(([key]) => !/(^|\.)keywords(\.|$)/.test(key));

/** Every rule a text breaks, as "reason: 「excerpt」". */
function violations(text: string): string[] {
  const found: string[] = [];
  for (const { pattern, reason } of RULES) {
    const m = pattern.exec(text);
    if (m) found.push(`${reason}: 「${text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12)}」`);
  }
  return found;
}

/** A full-width （） or 「」 opened inside another of the same kind. */
function nestedBrackets(text: string): string[] {
  const found: string[] = [];
  for (const [open, close] of [
    ['（', '）'],
    ['「', '」'],
  ] as const) {
    for (const line of text.split('\n')) {
      let depth = 0;
      for (const ch of line) {
        if (ch === open && ++depth > 1) {
          found.push(`${open}${close} nested: ${line.slice(0, 80)}`);
          break;
        }
        if (ch === close) depth = Math.max(0, depth - 1);
      }
    }
  }
  return found;
}

describe('Japanese terms used one way', () => {
  it('reads the messages and the posts (so the checks are not empty)', () => {
    expect(messages.length).toBeGreaterThan(1000);
    expect(posts.length).toBeGreaterThanOrEqual(8);
  });

  it('messages/ja.json keeps every rule', () => {
    const broken = messages.flatMap(([key, text]) => [...violations(text), ...nestedBrackets(text)].map((v) => `${key}: ${v}`));
    expect(broken).toEqual([]);
  });

  it.each(posts.map((p) => [p.file, p.text] as const))('post %s', (_file, text) => {
    expect(violations(text)).toEqual([]);
    expect(nestedBrackets(text)).toEqual([]);
  });

  it('uses the terms the review asked for', () => {
    const all = messages.map(([, v]) => v).join('\n');
    for (const term of [
      'その他の添加剤（ラベルの数値を入力）',
      'ろ過槽（サンプ）',
      'ppm（CaCO₃換算）',
      '温度補正',
      'ビーム角',
      '実水量',
      '水位までの容積',
      '物質収支',
      'テストキット',
      '薬品（重曹・塩化カルシウムなど）',
    ]) {
      expect(all).toContain(term);
    }
    expect(ja.Units.ppm).toBe('mg/L'); // 「mg/L（ppm）」 once in help, then mg/L
  });

  it('catches the drift the review found and lets the right wording through', () => {
    expect(violations('自分の添加剤（ラベルの数値を入力）')).toHaveLength(1);
    expect(violations('試薬がどちらで表示するのか')).toHaveLength(1);
    expect(violations('出力設定は100%のままにして')).toHaveLength(1);
    expect(violations('カルシウムは25 mg/L（Seachem）')).toHaveLength(1);
    expect(violations('サンプの水量')).toHaveLength(1);
    expect(violations('サンプ（ろ過槽）あり')).toHaveLength(2);
    expect(nestedBrackets('50.04 ppm（CaCO₃換算））')).toEqual([]);
    expect(nestedBrackets('（1 meq/L = 50.04 ppm（CaCO₃換算））')).toHaveLength(1);

    expect(violations('メイン水槽とろ過槽（サンプ）の水量。ろ過槽の水位。屈折計・サンプル・校正液')).toEqual([]);
    expect(violations('電気代、添加剤、餌に分かれているので、わかりにくい')).toEqual([]);
    expect(violations('デルフィス（delphis.co.jp）の公表値、レッドシーソルト、「出力（%）」は100のまま')).toEqual([]);
    expect(violations('人工海水の素1袋（1バケツ）の価格、テストキット、薬品（重曹など）')).toEqual([]);
  });
});
