import type { PresetGrade } from '@/lib/calculators/types';

/**
 * Generic fixture types (docs/presets.md, "Light fixtures"): honest round figures, not maker data. Every figure is
 * editable; the screen shows the grade. PPFD in µmol m⁻² s⁻¹ on axis in air at `dRefCm`; beam = full angle at half intensity.
 */
export interface FixturePreset {
  id: FixturePresetId;
  ppfdRef: number;
  dRefCm: number;
  beamDeg: number;
  grade: Extract<PresetGrade, 'generic'>;
}

export const FIXTURE_PRESET_IDS = ['led-puck-90', 'led-puck-60', 'led-panel-120', 't5-bar', 'mh-250'] as const;
export type FixturePresetId = (typeof FIXTURE_PRESET_IDS)[number];

/** Fixture `type`: a preset id, or `custom` for figures read off the maker's chart. */
export const FIXTURE_TYPES = [...FIXTURE_PRESET_IDS, 'custom'] as const;
export type FixtureType = (typeof FIXTURE_TYPES)[number];

export const FIXTURE_PRESETS: readonly FixturePreset[] = [
  { id: 'led-puck-90', ppfdRef: 600, dRefCm: 30, beamDeg: 90, grade: 'generic' },
  { id: 'led-puck-60', ppfdRef: 900, dRefCm: 30, beamDeg: 60, grade: 'generic' },
  { id: 'led-panel-120', ppfdRef: 350, dRefCm: 30, beamDeg: 120, grade: 'generic' },
  { id: 't5-bar', ppfdRef: 250, dRefCm: 30, beamDeg: 120, grade: 'generic' },
  { id: 'mh-250', ppfdRef: 700, dRefCm: 30, beamDeg: 100, grade: 'generic' },
];

export function fixturePreset(id: string): FixturePreset | undefined {
  return FIXTURE_PRESETS.find((p) => p.id === id);
}
