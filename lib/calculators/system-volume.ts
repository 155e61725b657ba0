/**
 * The visitor's system volume: the volume calculator can make its total water the starting volume of the
 * other calculators. Stored as litres in localStorage (components/preferences/use-system-volume.ts).
 */
import type * as z from 'zod/mini';
import type { Draft } from './state';

/** Input names that mean "the water volume of the system" (docs/methods.md#contract). */
export const SYSTEM_VOLUME_INPUTS = ['volumeL', 'tankVolumeL'] as const;
/** Calculators whose volume is not the system's: a salt-mix volume is the batch being mixed. */
const NOT_SYSTEM_VOLUME: readonly string[] = ['saltmix'];
export const usesSystemVolume = (slug: string) => !NOT_SYSTEM_VOLUME.includes(slug);

/** The largest volume any calculator accepts (dosing, nutrients, running cost: 1,000,000 L). */
export const SYSTEM_VOLUME_MAX_L = 1_000_000;

/** A stored system volume: litres, rounded to 0.1 L; anything else (corrupt, negative, absurd) is null. */
export function parseSystemVolume(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const litres = Number(raw);
  return Number.isFinite(litres) && litres > 0 && litres <= SYSTEM_VOLUME_MAX_L ? Math.round(litres * 10) / 10 : null;
}

/** What the "use this volume" button stores for a total in litres (0.1 L steps), or null if it cannot be used. */
export const systemVolumeFromTotal = (totalL: number | null): number | null => (totalL === null ? null : parseSystemVolume(String(totalL)));

/** Replaces every `volumeL` / `tankVolumeL` in a draft (also inside sections, not in list rows) with `litres`. */
function replaceVolumes(draft: Draft, text: string): Draft {
  const out: Draft = { ...draft };
  for (const [k, v] of Object.entries(draft)) {
    if ((SYSTEM_VOLUME_INPUTS as readonly string[]).includes(k) && typeof v === 'string') out[k] = text;
    else if (v && typeof v === 'object' && !Array.isArray(v)) out[k] = replaceVolumes(v, text);
  }
  return out;
}

/**
 * The draft a new visitor starts from: the defaults, with the system volume in place of the default volume
 * when one is stored and the schema accepts the result (e.g. dilution's default change must not exceed it).
 */
export function withSystemVolume(defaults: Draft, litres: number | null, schema: z.ZodMiniType): Draft {
  if (litres === null) return defaults;
  const draft = replaceVolumes(defaults, String(litres));
  return schema.safeParse(draft).success ? draft : defaults;
}
