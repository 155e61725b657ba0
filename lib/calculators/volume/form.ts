import type { Draft } from '@/lib/calculators/state';
import type { VolumeResult } from './compute';

/**
 * What the volume screen needs beyond the methods.md#contract module: live rock given by mass or by bulk volume (only one of
 * the two inputs in the draft), the optional sump, and where the volume goes (for the stacked bar).
 */

export const ROCK_MODES = ['mass', 'volume'] as const;
export type RockMode = (typeof ROCK_MODES)[number];

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** By volume when the draft holds `liveRockL` and no mass; by mass otherwise (compute prefers the mass too). */
export function rockMode(draft: Draft): RockMode {
  return typeof draft.liveRockL === 'string' && !filled(draft.liveRockKg) ? 'volume' : 'mass';
}

/**
 * Switches the live rock input. The other input leaves the draft: `liveRockL` is deleted, `liveRockKg` (which
 * the defaults hold, so a link or saved state would bring it back) is left empty. `restore` is the value to show.
 */
export function setRockMode(draft: Draft, mode: RockMode, restore = ''): Draft {
  const { liveRockL: _volume, ...rest } = draft;
  return mode === 'mass' ? { ...rest, liveRockKg: restore } : { ...rest, liveRockKg: '', liveRockL: restore };
}

/** The sump section on (its last values, or the defaults') or off (null: a link carries it as switched off). */
export const setSump = (draft: Draft, on: boolean, restore: Draft): Draft => ({ ...draft, sump: on ? restore : null });

export const hasSump = (draft: Draft) => !!draft.sump && typeof draft.sump === 'object' && !Array.isArray(draft.sump);

export type BreakdownKey = 'displayWater' | 'sumpWater' | 'sand' | 'rock' | 'equipment';

/**
 * Where the water column and the sump go, in litres: the equipment takes its share from the display and the
 * sump in proportion (equipment = (net + sump)·%), so the two water parts add up to the total water.
 */
export function volumeBreakdown(r: VolumeResult): { key: BreakdownKey; litres: number }[] | null {
  const { displayNetL: net, sumpWaterL: sump, equipmentDisplacementL: eq, sandDisplacementL: sand, rockDisplacementL: rock } = r;
  if (net === null || sump === null || eq === null || sand === null || rock === null || r.totalWaterL === null) return null;
  const share = net + sump > 0 ? eq / (net + sump) : 0;
  return [
    { key: 'displayWater', litres: net * (1 - share) },
    { key: 'sumpWater', litres: sump * (1 - share) },
    { key: 'sand', litres: sand },
    { key: 'rock', litres: rock },
    { key: 'equipment', litres: eq },
  ];
}
