/**
 * Japanese terms used one way (the review of the Japanese screens and posts, issue 18): every string of messages/ja.json and
 * every Japanese post is checked against a list of drifting or banned wordings, each with the reason and the term to use.
 * The patterns are written so that the correct wording never matches (サンプル is not サンプ, 分かれる is not 分かる,
 * a maker's web address such as delphis.co.jp is not a brand name in Latin script).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ADDITIVE_IDS, getPreset, PARAMETERS } from '@/lib/calculators/dosing/presets';
import { TANK_PRESETS, tankSizeText } from '@/lib/calculators/tank-presets';
import { runtimeT } from '@/lib/i18n/runtime-key';
import { daysText, entryBody, productName } from '@/lib/log/entry-text';
import type { LogEntry } from '@/lib/log/model';
import enMessages from './en.json';
import ja from './ja.json';
import { jtfSpacing, nestedBrackets, violations } from './ja-rules';

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

describe('Japanese terms used one way', () => {
  it('reads the messages and the posts (so the checks are not empty)', () => {
    expect(messages.length).toBeGreaterThan(1000);
    expect(posts.length).toBeGreaterThanOrEqual(8);
  });

  it('messages/ja.json keeps every rule', () => {
    const broken = messages.flatMap(([key, text]) => [...violations(text), ...nestedBrackets(text)].map((v) => `${key}: ${v}`));
    expect(broken).toEqual([]);
  });

  it('messages/ja.json puts no space between Japanese and half-width letters, formulas and cited titles aside', () => {
    const prose = messages.filter(([key]) => !/\.method\.(formula|sources)/.test(key));
    expect(prose.flatMap(([key, text]) => jtfSpacing(text).map((v) => `${key}: ${v}`))).toEqual([]);
  });

  it.each(posts.map((p) => [p.file, p.text] as const))('post %s', (_file, text) => {
    expect(violations(text)).toEqual([]);
    expect(jtfSpacing(text)).toEqual([]);
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

  it("catches the second review's drift: stacked brackets, ブラウザ, 書き出し, 電波, the calques", () => {
    expect(violations('KH（アルカリ度）（下限）')).toHaveLength(1);
    expect(violations('60cm規格（レギュラー）（60 × 30 × 36 cm）')).toHaveLength(1);
    expect(violations('このブラウザに保存')).toHaveLength(1);
    expect(violations('CSVで書き出して')).toHaveLength(1);
    expect(violations('電波がなくても')).toHaveLength(1);
    expect(violations('KH（アルカリ度）の下限、このブラウザーに保存、CSVでエクスポート、オフラインでも')).toEqual([]);
    expect(jtfSpacing('ハンナ HI736')).toHaveLength(1);
    expect(jtfSpacing('Neptune Apex データログ')).toHaveLength(1);
    expect(jtfSpacing('ハンナHI736、35 ppt、60cm水槽、250 µmol/m²/s、レッドシー カルシウムPro')).toEqual([]);
  });

  it('uses the wording the second review of the Japanese screens asked for', () => {
    const [en, all] = [enMessages, messages.map(([, v]) => v).join('\n')];
    // one name for the dose advice
    expect(ja.Log.advice.title).toBe('添加量の目安');
    for (const text of [ja.Log.description, ja.Home.log.text, ja.Log.intro]) expect(text).toContain('添加量の目安');
    // true for a signed-in keeper too, in both languages
    expect(ja.Log.intro).toMatch(/ログインしていない間は.*このブラウザーの中だけ.*ログインするとアカウントにも保存/);
    expect(en.Log.intro).toMatch(/signed out.*this browser.*sign in.*your account/);
    expect(`${ja.Log.intro}${en.Log.intro}`).not.toMatch(/エクスポートしない限り|unless you export/);
    // the label-copy help as on the dosing and consumption screens, with no stray spaces
    expect(ja.Log.form.help.labelAmount).toContain('「X mLでZ Lの水がY上がる」');
    expect(ja.Log.form.fields.salinityUnit).toBe('測定値の単位');
    expect(ja.Log.advice.hold).toMatch(/^現在の値を保つには、\{product\}を1日\{amount\} \{unit\}添加します。$/);
    // floor load in kg/m² as well
    expect(ja.Calculators.volume.weight.reference.jp).toContain('1,800 N/m²（約180 kg/m²、');
    expect(ja.Calculators.volume.results.weight.floorLoadKgM2).toContain('kg/m²');
    // the offline screen: the log's own name
    expect(ja.Offline.log).toMatch(/^水槽ログ：/);
    // the kit converters' disclosures in one form, and KH（度） on every KH unit list
    for (const title of Object.values(ja.CalculatorKit.converter.title)) expect(title).toMatch(/から換算する/);
    for (const screen of ['dosing', 'dilution', 'consumption'] as const)
      expect(ja.Calculators[screen].options.alkalinityUnit.dkh).toBe('dKH（度）');
    expect(ja.Calculators.consumption.results.consumptionPerDay).toBe('消費量');
    expect(ja.Calculators.consumption.timesADay).not.toContain('×');
    expect(ja.Calculators.dosing.presetLabels['seachem-reef-carbonate']).toContain('KHが');
    expect(all).not.toMatch(/レギュラー|ワイド ロー/);
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

/**
 * Text the log builds in code from the messages (lib/log/entry-text.ts: the entry list's lines, the product in the
 * dose advice) and the 規格水槽 options: the term test cannot see it in ja.json, so it is built here for every product
 * and checked the same way, with what only code can get wrong — a half-width 「: 」, an English product name.
 */
describe('Japanese text built in code', () => {
  const root = createTranslator({ locale: 'ja', messages: ja });
  const t = runtimeT(root);
  const units = runtimeT(root, 'Units');
  const at = '2026-01-05T00:30:00.000Z';
  const dose = (additiveId: string | null, parameter: string, amountUnit: 'mL' | 'g'): LogEntry =>
    ({
      id: 'e',
      tankId: 't',
      kind: 'dose',
      at,
      values: { parameter, additiveId, amount: 10.6, amountUnit },
      note: '',
    }) as unknown as LogEntry;
  const test: LogEntry = {
    id: 'e',
    tankId: 't',
    kind: 'test',
    at,
    values: { alkalinity: 2.8, calcium: 420, ph: 8.1, temperature: 25.5, phosphate: 0.03 },
    note: '',
  } as unknown as LogEntry;

  // a salinity typed as a refractometer's SG (34.508 ppt on 25/25): the number typed and its scale
  const sgTest = { ...test, values: { salinity: 34.508 }, typed: { salinity: '1.026 sg 25/25' } } as unknown as LogEntry;
  const built = [
    entryBody(t, units, test, 'dkh', 'ja'),
    entryBody(t, units, sgTest, 'dkh', 'ja'),
    ...ADDITIVE_IDS.flatMap((id) => {
      const preset = getPreset(id);
      const parameter = preset?.parameter ?? PARAMETERS[0];
      const product = productName(t, id, 'Log.advice.customProduct');
      return [
        entryBody(t, units, dose(id, parameter, preset?.form === 'dry' ? 'g' : 'mL'), 'dkh', 'ja'),
        t('Log.advice.hold', { amount: '10.6', unit: 'mL', product }),
      ];
    }),
    entryBody(t, units, dose(null, 'alkalinity', 'mL'), 'dkh', 'ja'),
    t('Log.advice.correction', { amount: '33.8', unit: 'mL', target: '8.0', levelUnit: 'dKH' }),
    t('Log.advice.nutrient.steady', { days: daysText(2, 'ja') }),
    ...TANK_PRESETS.map((p) =>
      t('CalculatorKit.tankPresets.optionNamed', { name: t(`CalculatorKit.tankPresets.names.${p.id}`), size: tankSizeText(p, 'ja') }),
    ),
  ];

  it('builds a line for every product (so the checks are not empty)', () => {
    expect(built.length).toBeGreaterThan(2 * ADDITIVE_IDS.length);
    expect(built).toContain('KH（アルカリ度）：重曹（NaHCO₃）10.6 g');
    expect(built).toContain('現在の値を保つには、レッドシー リーフファンデーションBを1日10.6 mL添加します。');
    expect(built).toContain('60cm規格（60×30×36 cm）');
    expect(built).toContain('直近2日間は横ばいです。');
    expect(built[0]).toBe('KH（アルカリ度）2.8 dKH、カルシウム420 mg/L、リン酸塩0.030 mg/L、水温25.5°C、pH 8.10');
    expect(built[1]).toBe('塩分濃度34.5 ppt（比重1.026・25°C/25°C）');
  });

  it('keeps every rule, with full-width punctuation and the products in Japanese', () => {
    const english = ADDITIVE_IDS.map((id) => getPreset(id)?.product).filter((p): p is string => !!p);
    const broken = built.flatMap((text) => [
      ...violations(text),
      ...nestedBrackets(text),
      ...(/: |\u00b7 /.test(text) ? [`half-width punctuation: ${text}`] : []),
      ...english.filter((name) => text.includes(name)).map((name) => `English product name ${name}: ${text}`),
      // words in Latin script (two lower-case letters in a row; a formula such as NaHCO₃ has none): only the recipe author's name
      ...(text.replace(/Holmes-Farley/g, '').match(/[A-Za-z]*[a-z]{2}[A-Za-z]*/g) ?? [])
        .filter((w) => w.length >= 4)
        .map((w) => `Latin word ${w}: ${text}`),
      ...(/\d\.0日/.test(text) ? [`「.0日」: ${text}`] : []),
    ]);
    expect(broken).toEqual([]);
  });
});
