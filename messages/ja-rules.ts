/**
 * Japanese terms used one way (the reviews of the Japanese screens and posts, issues 18 and 30): drifting or banned
 * wordings, each with the reason and the term to use. messages/ja-terms.test.ts checks the messages and the posts with
 * them, lib/species/catalogue.test.ts the species notes. The patterns are written so that the correct wording never
 * matches (サンプル is not サンプ, 分かれる is not 分かる, a maker's web address such as delphis.co.jp is not a brand name
 * in Latin script).
 */
export interface Rule {
  pattern: RegExp;
  reason: string;
}

export const RULES: Rule[] = [
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
  // the second review of the Japanese screens
  { pattern: /）（/, reason: 'no stacked brackets 「）（」: KH（アルカリ度）の下限, 60cm規格（60×30×36 cm）, one bracket with 、 inside' },
  { pattern: /ブラウザ(?!ー)/, reason: 'long-vowel rule: ブラウザー' },
  { pattern: /書き出|書き出し/, reason: 'one export vocabulary: エクスポート／インポート (ダウンロード for download buttons)' },
  { pattern: /電波/, reason: '電波 is a radio signal: write オフライン or インターネットに接続' },
  { pattern: /飼育ログ/, reason: 'the log is 水槽ログ (the menu and the page title)' },
  {
    pattern: /約束しませんでした|あなたのもの|この閲覧中/,
    reason: 'calques of the English notices (「ブラウザが約束しませんでした」, 「ログはあなたのものです」)',
  },
  { pattern: /換水用の水/, reason: 'one term: 新しい水' },
  { pattern: /^(?:その他の製品|お使いの製品)$/, reason: "the keeper's own additive is その他の添加剤 (the dose form's option)" },
  { pattern: /今日の添加量|次に添加する量/, reason: 'the dose advice has one name: 添加量の目安' },
  { pattern: /○/, reason: 'a placeholder glyph: give a real example (KH 8度 = 8 dKH)' },
  { pattern: /_(?:after|target|new|salt)\b/, reason: 'English subscripts in a formula: C₁, C_t, C_w with a legend, m_塩, m_水' },
  // the third reading of the Japanese screens
  { pattern: /ICP分析|ICPの結果/, reason: 'one name for the section and the feature: ICPテスト' },
  { pattern: /目標の範囲|目標値?より(?:低|高)/, reason: 'one wording for the band: 目標範囲内、目標範囲より低い／高い' },
  { pattern: /グリッド数/, reason: 'the PAR field is マップの分割数' },
];

/** Each of `rules` that `text` breaks, as "reason: 「excerpt」". */
function broken(rules: readonly Rule[], text: string): string[] {
  const found: string[] = [];
  for (const { pattern, reason } of rules) {
    const m = pattern.exec(text);
    if (m) found.push(`${reason}: 「${text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12)}」`);
  }
  return found;
}

/** Every rule a text breaks, as "reason: 「excerpt」". */
export const violations = (text: string): string[] => broken(RULES, text);

/** A full-width （） or 「」 opened inside another of the same kind. */
export function nestedBrackets(text: string): string[] {
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

const JAPANESE = String.raw`[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}ー]`;
/**
 * A space between Japanese and half-width letters (JTF: none, so ハンナHI736, Neptune Apexのデータログ). A measured
 * value keeps its space before a letter unit (35 ppt), which this does not match. Kept out of RULES: formulas keep
 * math spacing and are not checked with it.
 */
const JTF_SPACE: Rule = {
  pattern: new RegExp(`${JAPANESE} [A-Za-z]|[A-Za-z] ${JAPANESE}`, 'u'),
  reason: 'no space between Japanese and half-width letters (JTF)',
};

export const jtfSpacing = (text: string): string[] => broken([JTF_SPACE], text);
