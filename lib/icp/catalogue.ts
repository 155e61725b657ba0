/**
 * The element catalogue of ICP analyses: names, group, natural-seawater value at salinity 35, the reef target, the
 * concern level of pollutants and the dose class, each with its sources (docs/methods.md#icp-analyses).
 * Every concentration is in mg/L at S = 35 (KH in dKH, salinity in PSU); `nswAt` scales by salinity.
 */

export type IcpElementGroup = 'base' | 'major' | 'nutrient' | 'trace' | 'pollutant';
export type IcpDoseClass = 'dose' | 'do-not-dose' | 'experiment' | 'toxic';

export interface IcpElementInfo {
  element: string;
  names: { en: string; ja: string; de?: string };
  group: IcpElementGroup;
  /** mg/L at S = 35 (KH: dKH, salinity: PSU); null where the ocean has no stable value */
  nsw35: number | null;
  /** mg/L at S = 35 */
  target: { low: number; high: number } | null;
  /** mg/L above which it is a pollutant */
  concern: number | null;
  doseClass: IcpDoseClass;
  role: { en: string; ja: string };
  /** ids in ICP_SOURCES */
  sources: string[];
}

export interface IcpSource {
  id: string;
  title: string;
  url: string;
}

export const ICP_SOURCES: readonly IcpSource[] = [
  {
    id: 'millero2008',
    title:
      'Millero, Feistel, Wright & McDougall (2008), The composition of Standard Seawater and the definition of the Reference-Composition Salinity Scale, Deep-Sea Research I 55:50–72',
    url: 'https://doi.org/10.1016/j.dsr.2007.10.001',
  },
  {
    id: 'bruland2014',
    title: 'Bruland, Middag & Lohan (2014), Controls of trace metals in seawater, Treatise on Geochemistry (2nd ed.) 8.2',
    url: 'https://doi.org/10.1016/B978-0-08-095975-7.00602-1',
  },
  {
    id: 'nozaki1997',
    title: 'Nozaki (1997), A fresh look at element distribution in the North Pacific Ocean, Eos 78(21):221',
    url: 'https://doi.org/10.1029/97EO00148',
  },
  {
    id: 'rhf-parameters',
    title: 'Holmes-Farley (2004), Reef aquarium water parameters, Reefkeeping Magazine 3(4)',
    url: 'http://reefkeeping.com/issues/2004-05/rhf/index.php',
  },
  {
    id: 'epa-wqc',
    title: 'US EPA, National Recommended Water Quality Criteria — Aquatic Life Criteria Table (saltwater, chronic)',
    url: 'https://www.epa.gov/wqc/national-recommended-water-quality-criteria-aquatic-life-criteria-table',
  },
];

/** Millero 2008 gives mg/kg; 1 kg of seawater at S = 35 and 25 °C is 0.977 L (density 1.0233 kg/L). */
const PER_L = 1.0233;
const kg = (mgPerKg: number) => Math.round(mgPerKg * PER_L * 1000) / 1000;
/** Dosable minors we keep near natural seawater: NSW × 0.8–1.2 (our band, docs/methods.md#icp-analyses). */
const near = (nsw: number) => ({ low: nsw * 0.8, high: nsw * 1.2 });

type Row = [
  element: string,
  en: string,
  de: string | undefined,
  ja: string,
  group: IcpElementGroup,
  nsw35: number | null,
  target: { low: number; high: number } | null,
  concern: number | null,
  doseClass: IcpDoseClass,
  roleEn: string,
  roleJa: string,
  sources: string[],
];

const MAJOR = ['millero2008', 'rhf-parameters'];
const TRACE = ['bruland2014', 'nozaki1997'];
const TRACE_RHF = [...TRACE, 'rhf-parameters'];
const POLLUTANT = [...TRACE, 'epa-wqc'];

// prettier-ignore
const ROWS: Row[] = [
  ['salinity', 'Salinity', 'Salinität', '塩分濃度', 'base', 35, { low: 34, high: 36 }, null, 'do-not-dose', 'Sets every other value; adjust with salt or fresh water, not a supplement.', 'ほかのすべての値の基準。添加剤ではなく人工海水の素か真水で合わせます。', MAJOR],
  ['KH', 'Alkalinity', 'Alkalinität', 'KH（アルカリ度）', 'base', 7, { low: 7, high: 11 }, null, 'dose', 'Carbonate for coral skeletons; consumed daily.', 'サンゴの骨格をつくる炭酸塩。毎日消費されます。', MAJOR],
  ['Na', 'Sodium', 'Natrium', 'ナトリウム', 'major', kg(10781.35), null, null, 'do-not-dose', 'Main cation of the salt; follows salinity.', '塩の主成分です。塩分濃度とともに変わります。', ['millero2008']],
  ['Cl', 'Chloride', 'Chlorid', '塩化物イオン', 'major', kg(19352.71), null, null, 'do-not-dose', 'Main anion of the salt; follows salinity.', '塩の主成分です。塩分濃度とともに変わります。', ['millero2008']],
  ['Mg', 'Magnesium', 'Magnesium', 'マグネシウム', 'major', kg(1283.72), { low: 1250, high: 1350 }, null, 'dose', 'Keeps calcium and alkalinity from precipitating together.', 'カルシウムとKHが一緒に沈殿するのを抑えます。', MAJOR],
  ['Ca', 'Calcium', 'Calcium', 'カルシウム', 'major', kg(412.08), { low: 380, high: 450 }, null, 'dose', 'Built into coral skeletons with carbonate.', '炭酸塩とともにサンゴの骨格になります。', MAJOR],
  ['K', 'Potassium', 'Kalium', 'カリウム', 'major', kg(399.1), near(kg(399.1)), null, 'dose', 'Needed by corals and fish; some salts run low.', 'サンゴや魚に必要。塩によっては不足します。', MAJOR],
  ['Sr', 'Strontium', 'Strontium', 'ストロンチウム', 'major', kg(7.94), near(kg(7.94)), null, 'dose', 'Taken up with calcium into skeletons.', 'カルシウムとともに骨格に取り込まれます。', MAJOR],
  ['Br', 'Bromide', 'Bromid', '臭素', 'major', kg(67.28), near(kg(67.28)), null, 'dose', 'No known need at natural levels; rarely depleted.', '天然海水の濃度では、不足することはまれです。', MAJOR],
  ['B', 'Boron', 'Bor', 'ホウ素', 'major', kg(4.45), near(kg(4.45)), null, 'dose', 'Part of the pH buffer; some salts run low.', 'pH緩衝の一部。塩によっては不足します。', MAJOR],
  ['F', 'Fluoride', 'Fluorid', 'フッ素', 'major', kg(1.3), near(kg(1.3)), null, 'dose', 'Built into skeletons in small amounts.', '骨格に少量取り込まれます。', MAJOR],
  ['S', 'Sulfur', 'Schwefel', '硫黄', 'major', kg(2712.35 * (32.06 / 96.06)), null, null, 'do-not-dose', 'Measured as the element; sulfate is S × 2.996.', '元素として測定。硫酸塩は S × 2.996 です。', ['millero2008']],
  ['SO4', 'Sulfate', 'Sulfat', '硫酸塩', 'major', kg(2712.35), null, null, 'do-not-dose', 'Measured as the ion; follows salinity.', 'イオンとして測定します。塩分濃度とともに変わります。', ['millero2008']],
  ['I', 'Iodine', 'Iod', 'ヨウ素', 'trace', 0.058, near(0.058), null, 'dose', 'Used by algae and some invertebrates; overdosing harms.', '藻類や一部の無脊椎動物が利用。入れすぎは有害です。', TRACE_RHF],
  ['Li', 'Lithium', 'Lithium', 'リチウム', 'trace', 0.18, near(0.18), null, 'experiment', 'No proven role in corals.', 'サンゴでの役割は確かめられていません。', TRACE],
  ['Rb', 'Rubidium', 'Rubidium', 'ルビジウム', 'trace', 0.12, null, null, 'experiment', 'Behaves like potassium; no proven role.', 'カリウムに似た振る舞い。役割は確かめられていません。', TRACE],
  ['Cs', 'Caesium', 'Cäsium', 'セシウム', 'trace', 0.00031, null, null, 'do-not-dose', 'Behaves like potassium; no known role.', 'カリウムに似た振る舞い。役割は知られていません。', TRACE],
  ['Ba', 'Barium', 'Barium', 'バリウム', 'trace', 0.015, null, null, 'experiment', 'Taken into skeletons; high values precipitate sulfate.', '骨格に取り込まれます。高すぎると硫酸塩が沈殿します。', TRACE],
  ['Mo', 'Molybdenum', 'Molybdän', 'モリブデン', 'trace', 0.0103, null, null, 'experiment', 'Enzyme cofactor, e.g. in nitrate reduction.', '硝酸還元などの酵素に使われます。', TRACE],
  ['Fe', 'Iron', 'Eisen', '鉄', 'trace', 0.00003, null, null, 'experiment', 'Limits algae growth; dosing feeds algae too.', '藻類の成長を左右します。添加は藻類も育てます。', TRACE_RHF],
  ['Mn', 'Manganese', 'Mangan', 'マンガン', 'trace', 0.00002, null, null, 'experiment', 'Enzyme cofactor in photosynthesis.', '光合成の酵素に使われます。', TRACE],
  ['Zn', 'Zinc', 'Zink', '亜鉛', 'trace', 0.00035, null, 0.081, 'experiment', 'Enzyme cofactor; toxic when high.', '酵素に使われます。高濃度では有害です。', POLLUTANT],
  ['Ni', 'Nickel', 'Nickel', 'ニッケル', 'trace', 0.00047, null, 0.0082, 'experiment', 'Enzyme cofactor (urease); toxic when high.', 'ウレアーゼの補因子。高濃度では有害です。', POLLUTANT],
  ['V', 'Vanadium', 'Vanadium', 'バナジウム', 'trace', 0.002, null, null, 'experiment', 'Role unclear; often high from additives.', '役割は不明。添加剤で高くなりがちです。', TRACE],
  ['Co', 'Cobalt', 'Cobalt', 'コバルト', 'trace', 0.0000012, null, null, 'experiment', 'Part of vitamin B12.', 'ビタミンB12の構成元素です。', TRACE],
  ['Cr', 'Chromium', 'Chrom', 'クロム', 'trace', 0.00021, null, 0.05, 'experiment', 'No proven role; toxic as chromate.', '役割は確かめられていません。クロム酸は有害です。', POLLUTANT],
  ['Se', 'Selenium', 'Selen', 'セレン', 'trace', 0.000155, null, 0.071, 'toxic', 'Needed in traces, toxic when overdosed.', 'ごく微量は必要。入れすぎは有害です。', POLLUTANT],
  ['Cu', 'Copper', 'Kupfer', '銅', 'pollutant', 0.00015, null, 0.0031, 'toxic', 'Toxic to invertebrates above a few µg/L.', '数µg/Lを超えると無脊椎動物に有害です。', POLLUTANT],
  ['Cd', 'Cadmium', 'Cadmium', 'カドミウム', 'pollutant', 0.00007, null, 0.0079, 'toxic', 'Heavy metal; no role.', '重金属。役割はありません。', POLLUTANT],
  ['Pb', 'Lead', 'Blei', '鉛', 'pollutant', 0.0000027, null, 0.0081, 'toxic', 'Heavy metal; no role.', '重金属。役割はありません。', POLLUTANT],
  ['Hg', 'Mercury', 'Quecksilber', '水銀', 'pollutant', 0.0000001, null, 0.00094, 'toxic', 'Heavy metal; no role.', '重金属。役割はありません。', POLLUTANT],
  ['As', 'Arsenic', 'Arsen', 'ヒ素', 'pollutant', 0.0017, null, 0.036, 'toxic', 'No role; comes from additives or rock.', '役割はありません。添加剤や岩から入ります。', POLLUTANT],
  ['Ag', 'Silver', 'Silber', '銀', 'pollutant', 0.000002, null, 0.0019, 'toxic', 'Toxic to invertebrates.', '無脊椎動物に有害です。', POLLUTANT],
  ['Al', 'Aluminium', 'Aluminium', 'アルミニウム', 'pollutant', 0.00003, null, null, 'toxic', 'From salt, rock or equipment; irritates corals when high.', '塩・岩・器具から入ります。高いとサンゴを刺激します。', TRACE],
  ['Sn', 'Tin', 'Zinn', 'スズ', 'pollutant', 0.0000005, null, null, 'toxic', 'From equipment or solder; no role.', '器具やはんだから入ります。役割はありません。', TRACE],
  ['Sb', 'Antimony', 'Antimon', 'アンチモン', 'pollutant', 0.0002, null, null, 'toxic', 'From plastics or pumps; no role.', '樹脂やポンプから入ります。役割はありません。', TRACE],
  ['Be', 'Beryllium', 'Beryllium', 'ベリリウム', 'pollutant', 0.0000002, null, null, 'toxic', 'No role.', '役割はありません。', TRACE],
  ['Ti', 'Titanium', 'Titan', 'チタン', 'pollutant', 0.0000065, null, null, 'toxic', 'From heaters or equipment; no role.', 'ヒーターや器具から入ります。役割はありません。', TRACE],
  ['W', 'Tungsten', 'Wolfram', 'タングステン', 'pollutant', 0.00001, null, null, 'toxic', 'From heaters; no role.', 'ヒーターから入ります。役割はありません。', TRACE],
  ['Zr', 'Zirconium', 'Zirkonium', 'ジルコニウム', 'pollutant', 0.000015, null, null, 'toxic', 'From phosphate removers; no role.', 'リン酸吸着材から入ります。役割はありません。', TRACE],
  ['La', 'Lanthanum', 'Lanthan', 'ランタン', 'pollutant', 0.0000045, null, null, 'toxic', 'From phosphate binders; harms when high.', '液体のリン酸除去剤（塩化ランタン）から入ります。高いと有害です。', TRACE],
  ['Bi', 'Bismuth', 'Bismut', 'ビスマス', 'pollutant', 0.00000004, null, null, 'toxic', 'No role.', '役割はありません。', TRACE],
  ['Tl', 'Thallium', 'Thallium', 'タリウム', 'pollutant', 0.000013, null, null, 'toxic', 'No role.', '役割はありません。', TRACE],
  ['P', 'Phosphorus', 'Phosphor', 'リン', 'nutrient', 0.071, null, null, 'do-not-dose', 'Measured as the element; phosphate is P × 3.066.', '元素として測定。リン酸塩は P × 3.066 です。', TRACE],
  ['PO4', 'Phosphate', 'Phosphat', 'リン酸塩（PO₄）', 'nutrient', 0.22, { low: 0.01, high: 0.2 }, null, 'do-not-dose', 'Nutrient; too much slows coral growth.', '栄養塩。多すぎるとサンゴの成長が鈍ります。', TRACE_RHF],
  ['NO3', 'Nitrate', 'Nitrat', '硝酸塩（NO₃）', 'nutrient', 1.9, null, null, 'do-not-dose', 'Nutrient from feeding; export rather than dose.', '餌由来の栄養塩。添加ではなく除去で調整します。', TRACE],
  ['NO2', 'Nitrite', 'Nitrit', '亜硝酸塩', 'nutrient', null, null, null, 'do-not-dose', 'Intermediate of the nitrogen cycle.', '硝化の途中でできる物質です。', TRACE],
  ['NH4', 'Ammonium', 'Ammonium', 'アンモニウム', 'nutrient', null, null, null, 'do-not-dose', 'Waste product; toxic as ammonia.', '排泄物。アンモニアとしては有害です。', TRACE],
  ['Si', 'Silicon', 'Silicium', 'ケイ素', 'nutrient', 2.8, null, null, 'do-not-dose', 'Feeds diatoms; ocean mean, surface water far lower.', 'ケイ藻の栄養になります。この値は外洋の平均で、表層の海水ではずっと低くなります。', TRACE],
  ['SiO2', 'Silicate', 'Silikat', 'ケイ酸塩', 'nutrient', 6.0, null, null, 'do-not-dose', 'Silicon as SiO₂ (Si × 2.139).', 'SiO₂として表したケイ素（Si × 2.139）。', TRACE],
];

export const ICP_ELEMENTS: readonly IcpElementInfo[] = ROWS.map(
  ([element, en, de, ja, group, nsw35, target, concern, doseClass, roleEn, roleJa, sources]) => ({
    element,
    names: de ? { en, ja, de } : { en, ja },
    group,
    nsw35,
    target,
    concern,
    doseClass,
    role: { en: roleEn, ja: roleJa },
    sources,
  }),
);

const BY_ELEMENT = new Map(ICP_ELEMENTS.map((e) => [e.element, e]));

export function icpElement(element: string): IcpElementInfo | undefined {
  return BY_ELEMENT.get(element);
}

/** Values that do not follow salinity: salinity itself and alkalinity (the reef target is absolute). */
const UNSCALED = new Set(['salinity', 'KH']);

/** Natural-seawater value at `psu`: NSW₃₅ × psu / 35 (mg/L); null when unknown or psu is not a positive number. */
export function nswAt(element: string, psu: number): number | null {
  const info = BY_ELEMENT.get(element);
  if (!info || info.nsw35 === null || !Number.isFinite(psu) || psu <= 0) return null;
  return UNSCALED.has(element) ? info.nsw35 : (info.nsw35 * psu) / 35;
}

/** a pollutant without a published criterion counts above this multiple of natural seawater (our rule) */
export const POLLUTANT_NSW_FACTOR = 10;

/**
 * The level above which an element is a concern (mg/L): the catalogue's criterion, else for a pollutant
 * POLLUTANT_NSW_FACTOR × its natural-seawater value at `psu` (35 when unknown); null for any other element.
 */
export function concernAt(element: string, psu: number | null): number | null {
  const info = BY_ELEMENT.get(element);
  if (!info) return null;
  if (info.concern !== null) return info.concern;
  return info.group === 'pollutant' && info.nsw35 !== null ? nswAt(element, psu ?? 35)! * POLLUTANT_NSW_FACTOR : null;
}

/** The reef target scaled to `psu` like `nswAt` (psu null: the value at 35). */
export function targetAt(element: string, psu: number | null): { low: number; high: number } | null {
  const info = BY_ELEMENT.get(element);
  if (!info?.target) return null;
  const f = UNSCALED.has(element) || psu === null || !Number.isFinite(psu) || psu <= 0 ? 1 : psu / 35;
  return { low: info.target.low * f, high: info.target.high * f };
}
