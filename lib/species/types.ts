/**
 * The species catalogue (static data in this folder, loaded on demand in a chunk of its own) and what an animal in a
 * tank refers to. Each figure carries its source and grade, as the product presets do (docs/presets.md).
 */

export const SPECIES_GROUPS = ['fish', 'coral', 'invertebrate'] as const;
export type SpeciesGroup = (typeof SPECIES_GROUPS)[number];

/** A: stated by a primary or authoritative source; B: a reputable secondary source; C: assumed or less certain. */
export type SpeciesGrade = 'A' | 'B' | 'C';

export interface SourcedFigure<T> {
  value: T;
  /** id of an entry in SPECIES_SOURCES */
  source: string;
  grade: SpeciesGrade;
}

export interface Species {
  /** stable id: the scientific name in kebab case ('amphiprion-ocellaris') */
  id: string;
  /** valid name per WoRMS */
  scientific: string;
  group: SpeciesGroup;
  /** e.g. 'clownfish', 'sps', 'lps', 'soft', 'shrimp', 'snail' */
  family: string;
  names: { en: string[]; ja: string[] };
  reefSafe: SourcedFigure<'yes' | 'with-caution' | 'no'>;
  temperament?: SourcedFigure<'peaceful' | 'semi-aggressive' | 'aggressive'>;
  adultSizeCm?: SourcedFigure<number>;
  diet?: SourcedFigure<string[]>;
  minTankL?: SourcedFigure<number>;
  /** corals: light as PAR (µmol/m²/s) */
  par?: SourcedFigure<{ low: number; high: number }>;
  flow?: SourcedFigure<'low' | 'moderate' | 'high'>;
  feeding?: SourcedFigure<string>;
  /** log parameters (lib/log/model.ts LogParameter) the animal is sensitive to, with the range it needs */
  sensitive?: SourcedFigure<Partial<Record<string, { low: number; high: number }>>>;
  /** ids of species it should not share a tank with */
  incompatibleWith?: string[];
  /** care notes in our words, per locale */
  notes: { en: string; ja: string };
}

export interface SpeciesSource {
  id: string;
  title: string;
  url: string | null;
}
