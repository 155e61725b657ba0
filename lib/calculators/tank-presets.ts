import type { Messages } from 'next-intl';

/**
 * Japanese standard tanks (規格水槽), shared by the volume and thickness screens (docs/japan.md#tank-sizes, docs/japan.md#glass-thickness).
 * Sizes are outer W×D×H in mm (幅×奥行×高さ; the name is the width). No maker publishes glass thicknesses,
 * so `glassMm` is what hobby tools assume for the size (ordinary-aquarium.design, kazetoge.com), or, where
 * they list none, the thickness they give for a tank of the same height (`glassBasis: 'sameHeight'`).
 * Water stands 3 cm below the rim (ordinary-aquarium: 60規格 → 55 L net at 3 cm).
 */
export const RIM_GAP_CM = 3;

/** A preset's id: its name is a message (CalculatorKit.tankPresets.names), so an id without one does not compile. */
export type TankPresetId = keyof Messages['CalculatorKit']['tankPresets']['names'];

export interface TankPreset {
  id: TankPresetId;
  widthMm: number;
  depthMm: number;
  heightMm: number;
  glassMm: number;
  glassBasis: 'hobbyTools' | 'sameHeight';
  /** sizes differ between makers (docs/japan.md#tank-sizes: 60cmスリム has no single standard) */
  varies?: boolean;
  /** pages listing the size (docs/japan.md#tank-sizes); grade B/R there, shown as "generic" */
  source: string;
}

const LISTS = 'kingyocare.com/archives/399; aquarium-favorite.com; ordinary-aquarium.design/goods/calculate-water';

export const TANK_PRESETS: readonly TankPreset[] = [
  { id: 'jp30', widthMm: 300, depthMm: 180, heightMm: 240, glassMm: 5, glassBasis: 'hobbyTools', source: LISTS },
  {
    id: 'jp30cube',
    widthMm: 300,
    depthMm: 300,
    heightMm: 300,
    glassMm: 5,
    glassBasis: 'sameHeight',
    source: 'breeding-aquariumjp.com; kyosyo-jungle.com/bottom/',
  },
  {
    id: 'jp36',
    widthMm: 360,
    depthMm: 220,
    heightMm: 260,
    glassMm: 5,
    glassBasis: 'sameHeight',
    source: 'ordinary-aquarium.design/goods/calculate-water',
  },
  {
    id: 'jp45',
    widthMm: 450,
    depthMm: 240,
    heightMm: 300,
    glassMm: 5,
    glassBasis: 'hobbyTools',
    source: 'kingyocare.com/archives/399; aquarium-orinocosan.com/?p=493',
  },
  {
    id: 'jp45deep',
    widthMm: 450,
    depthMm: 270,
    heightMm: 300,
    glassMm: 5,
    glassBasis: 'hobbyTools',
    source: 'ordinary-aquarium.design/goods/calculate-water; chokottoaqua.com',
  },
  {
    id: 'jp45cube',
    widthMm: 450,
    depthMm: 450,
    heightMm: 450,
    glassMm: 8,
    glassBasis: 'sameHeight',
    source: 'aquay.net; ordinary-aquarium.design',
  },
  {
    id: 'jp60',
    widthMm: 600,
    depthMm: 300,
    heightMm: 360,
    glassMm: 6,
    glassBasis: 'hobbyTools',
    source: `${LISTS}; nature-space.jp/?p=865`,
  },
  {
    id: 'jp60high',
    widthMm: 600,
    depthMm: 300,
    heightMm: 450,
    glassMm: 8,
    glassBasis: 'sameHeight',
    source: 'nature-space.jp/?p=865; choipurasu.com/amount-of-water-60',
  },
  { id: 'jp60low', widthMm: 600, depthMm: 300, heightMm: 230, glassMm: 5, glassBasis: 'sameHeight', source: 'nature-space.jp/?p=865' },
  {
    id: 'jp60wide',
    widthMm: 600,
    depthMm: 450,
    heightMm: 450,
    glassMm: 8,
    glassBasis: 'hobbyTools',
    source: 'nettai25.com/?p=7; aquay.net',
  },
  {
    id: 'jp60wideLow',
    widthMm: 600,
    depthMm: 450,
    heightMm: 360,
    glassMm: 6,
    glassBasis: 'sameHeight',
    source: 'nettai25.com/?p=7; breeding-aquariumjp.com',
  },
  {
    id: 'jp60slim',
    widthMm: 600,
    depthMm: 200,
    heightMm: 360,
    glassMm: 6,
    glassBasis: 'sameHeight',
    varies: true,
    source: 'nature-space.jp/?p=865',
  },
  {
    id: 'jp90slim',
    widthMm: 900,
    depthMm: 300,
    heightMm: 360,
    glassMm: 8,
    glassBasis: 'sameHeight',
    source: 'peaceblacknblue.web.fc2.com/90cmslim.html',
  },
  {
    id: 'jp90',
    widthMm: 900,
    depthMm: 450,
    heightMm: 450,
    glassMm: 10,
    glassBasis: 'hobbyTools',
    source: `${LISTS}; kazetoge.com/fish-tank/`,
  },
  {
    id: 'jp120',
    widthMm: 1200,
    depthMm: 450,
    heightMm: 450,
    glassMm: 12,
    glassBasis: 'hobbyTools',
    source: `${LISTS}; kazetoge.com/fish-tank/`,
  },
  {
    id: 'jp120wide',
    widthMm: 1200,
    depthMm: 600,
    heightMm: 450,
    glassMm: 12,
    glassBasis: 'sameHeight',
    source: 'd.hatena.ne.jp keyword 水槽',
  },
  {
    id: 'jp150',
    widthMm: 1500,
    depthMm: 600,
    heightMm: 600,
    glassMm: 15,
    glassBasis: 'hobbyTools',
    source: 'ordinary-aquarium.design; aro.to/suiso/suiso2.htm',
  },
  {
    id: 'jp180',
    widthMm: 1800,
    depthMm: 600,
    heightMm: 600,
    glassMm: 15,
    glassBasis: 'hobbyTools',
    source: 'ordinary-aquarium.design; aro.to/suiso/suiso2.htm',
  },
];

export const TANK_PRESET_IDS = TANK_PRESETS.map((p) => p.id);
export const findTankPreset = (id: string | undefined) => TANK_PRESETS.find((p) => p.id === id);

/**
 * "60 × 30 × 36" (cm, W × D × H): how English pages name a preset. Beside the Japanese name it is 「60×30×36」, as
 * Japanese shops and the glossary write it (no spaces around ×).
 */
export const tankSizeText = (p: TankPreset, locale: string = 'en') =>
  [p.widthMm, p.depthMm, p.heightMm].map((mm) => mm / 10).join(locale === 'ja' ? '×' : ' × ');

/** Water level above the inside bottom, 3 cm below the rim: H − glass − 3 cm (docs/methods.md#volume, h_w = Hi − gap). */
export const presetWaterLevelCm = (p: TankPreset) => p.heightMm / 10 - p.glassMm / 10 - RIM_GAP_CM;

/** The volume screen's inputs for a preset (outer sizes, glass, water level). */
export const volumeFromPreset = (p: TankPreset) => ({
  lengthCm: p.widthMm / 10,
  widthCm: p.depthMm / 10,
  heightCm: p.heightMm / 10,
  glassThicknessMm: p.glassMm,
  waterLevelCm: presetWaterLevelCm(p),
});

/** The thickness screen's inputs for a preset: panel length, width and the water height 3 cm below the rim. */
export const thicknessFromPreset = (p: TankPreset) => ({
  lengthMm: p.widthMm,
  widthMm: p.depthMm,
  waterHeightMm: p.heightMm - p.glassMm - RIM_GAP_CM * 10,
});

const same = (a: unknown, b: number) => typeof a === 'string' && a.trim() !== '' && Math.abs(Number(a) - b) < 1e-9;

/** The preset whose sizes the volume draft holds, if any. */
export const presetOfVolume = (d: Record<string, unknown>) =>
  TANK_PRESETS.find((p) => Object.entries(volumeFromPreset(p)).every(([k, v]) => same(d[k], v)));

/** The preset whose sizes the thickness draft holds, if any. */
export const presetOfThickness = (d: Record<string, unknown>) =>
  TANK_PRESETS.find((p) => Object.entries(thicknessFromPreset(p)).every(([k, v]) => same(d[k], v)));
