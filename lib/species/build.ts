/**
 * Compact builders for the catalogue's data files: each figure gets its source and grade from the reference it
 * comes from (docs/species.md), unless an entry names another.
 */
import type { SourcedFigure, Species, SpeciesGrade } from './types';
import type { SpeciesDiet, SpeciesFamily, SpeciesFeeding } from './vocabulary';

/** 'Amphiprion ocellaris' → 'amphiprion-ocellaris'; 'Acropora spp.' → 'acropora-spp'. */
export const speciesId = (scientific: string): string =>
  scientific
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const fig = <T>(value: T, source: string, grade: SpeciesGrade): SourcedFigure<T> => ({ value, source, grade });

type Range = { low: number; high: number };
type Sensitive = Partial<Record<'alkalinity' | 'calcium' | 'magnesium' | 'nitrate' | 'phosphate' | 'salinity' | 'temperature', Range>>;
/** [source, grade] for one figure of an entry, when it is not the builder's default */
type Cite = [string, SpeciesGrade];

interface Common {
  reef: 'yes' | 'with-caution' | 'no';
  mood?: 'peaceful' | 'semi-aggressive' | 'aggressive';
  cm?: number;
  tankL?: number;
  diet?: SpeciesDiet[];
  inc?: string[];
  en: string;
  ja: string;
  cite?: Partial<Record<'reef' | 'mood' | 'cm' | 'tankL' | 'diet' | 'par' | 'flow' | 'feed' | 'sens', Cite>>;
}

interface Fish extends Common {
  mood: NonNullable<Common['mood']>;
  cm: number;
  tankL: number;
  diet: SpeciesDiet[];
}

interface Lit extends Omit<Common, 'reef'> {
  reef?: Common['reef'];
  par: [number, number];
  flow: 'low' | 'moderate' | 'high';
  feed: SpeciesFeeding;
  sens: Sensitive;
}

type Names = [en: string[], ja: string[]];

function base(scientific: string, group: Species['group'], family: SpeciesFamily, [en, ja]: Names, c: Common, d: Record<string, Cite>) {
  const at = (key: keyof NonNullable<Common['cite']>) => c.cite?.[key] ?? d[key];
  const s: Species = {
    id: speciesId(scientific),
    scientific,
    group,
    family,
    names: { en, ja },
    reefSafe: fig(c.reef, ...at('reef')),
    notes: { en: c.en, ja: c.ja },
  };
  if (c.mood) s.temperament = fig(c.mood, ...at('mood'));
  if (c.cm !== undefined) s.adultSizeCm = fig(c.cm, ...at('cm'));
  if (c.diet) s.diet = fig(c.diet, ...at('diet'));
  if (c.tankL !== undefined) s.minTankL = fig(c.tankL, ...at('tankL'));
  if (c.inc?.length) s.incompatibleWith = c.inc;
  return { s, at };
}

const FISH_CITES: Record<string, Cite> = {
  reef: ['liveaquaria', 'B'],
  mood: ['michael-marine-fishes', 'B'],
  cm: ['fishbase', 'B'],
  diet: ['fishbase', 'B'],
  tankL: ['hobby-consensus', 'C'],
};

/** A fish: size and diet from FishBase, reef safety from LiveAquaria, temperament from Michael, tank size by consensus. */
export function fish(scientific: string, family: SpeciesFamily, names: Names, f: Fish): Species {
  return base(scientific, 'fish', family, names, f, FISH_CITES).s;
}

const LIT_CITES: Record<string, Cite> = {
  reef: ['sprung-corals', 'B'],
  mood: ['borneman-aquarium-corals', 'B'],
  cm: ['corals-of-the-world', 'C'],
  diet: ['borneman-aquarium-corals', 'B'],
  tankL: ['hobby-consensus', 'C'],
  par: ['hobby-consensus', 'C'],
  flow: ['sprung-corals', 'B'],
  feed: ['borneman-aquarium-corals', 'B'],
  sens: ['hobby-consensus', 'C'],
};

function lit(scientific: string, group: Species['group'], family: SpeciesFamily, names: Names, c: Lit, d: Record<string, Cite>): Species {
  const { s, at } = base(scientific, group, family, names, { ...c, reef: c.reef ?? 'yes' }, d);
  s.par = fig({ low: c.par[0], high: c.par[1] }, ...at('par'));
  s.flow = fig(c.flow, ...at('flow'));
  s.feeding = fig(c.feed, ...at('feed'));
  s.sensitive = fig(c.sens, ...at('sens'));
  return s;
}

/** A coral: flow from Sprung, feeding from Borneman, PAR and the sensitive ranges as hobby consensus. */
export const coral = (scientific: string, family: SpeciesFamily, names: Names, c: Lit): Species =>
  lit(scientific, 'coral', family, names, c, LIT_CITES);

const INVERT_CITES: Record<string, Cite> = {
  ...LIT_CITES,
  reef: ['liveaquaria', 'B'],
  mood: ['liveaquaria', 'B'],
  cm: ['sealifebase', 'B'],
  diet: ['sealifebase', 'B'],
};

/** An invertebrate that needs light (anemones, giant clams): the coral fields, size and diet from SeaLifeBase. */
export const litInvert = (scientific: string, family: SpeciesFamily, names: Names, c: Lit): Species =>
  lit(scientific, 'invertebrate', family, names, c, INVERT_CITES);

/** An invertebrate of the clean-up crew or a predator: reef safety and temperament from LiveAquaria. */
export const invert = (scientific: string, family: SpeciesFamily, names: Names, c: Common): Species =>
  base(scientific, 'invertebrate', family, names, c, INVERT_CITES).s;

/** Sensitive ranges (canonical log units: dKH, mg/L, ppt, °C) shared by a type of coral, as hobby practice. */
export const SENSITIVE = {
  sps: {
    alkalinity: { low: 7, high: 11 },
    calcium: { low: 400, high: 460 },
    magnesium: { low: 1250, high: 1400 },
    nitrate: { low: 1, high: 10 },
    phosphate: { low: 0.02, high: 0.1 },
    salinity: { low: 34, high: 36 },
    temperature: { low: 24, high: 27 },
  },
  lps: {
    alkalinity: { low: 7, high: 11 },
    calcium: { low: 380, high: 450 },
    magnesium: { low: 1200, high: 1400 },
    nitrate: { low: 2, high: 20 },
    phosphate: { low: 0.02, high: 0.15 },
    salinity: { low: 33, high: 36 },
    temperature: { low: 24, high: 27 },
  },
  soft: {
    nitrate: { low: 1, high: 30 },
    phosphate: { low: 0.01, high: 0.2 },
    salinity: { low: 32, high: 36 },
    temperature: { low: 23, high: 28 },
  },
  anemone: {
    nitrate: { low: 0, high: 20 },
    salinity: { low: 33, high: 36 },
    temperature: { low: 24, high: 27 },
  },
  clam: {
    alkalinity: { low: 7, high: 11 },
    calcium: { low: 380, high: 450 },
    nitrate: { low: 1, high: 15 },
    salinity: { low: 33, high: 36 },
    temperature: { low: 24, high: 28 },
  },
} as const satisfies Record<string, Sensitive>;
