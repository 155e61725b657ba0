import { loadSpecies } from '@/lib/species/load';
import type { Species, SpeciesSource } from '@/lib/species/types';

/**
 * The species catalogue for the livestock screens (lib/species), loaded in a chunk of its own the first time the
 * keeper opens a tank's livestock; its search is lib/species/search.ts.
 */
export interface Catalogue {
  species: readonly Species[];
  sources: ReadonlyMap<string, SpeciesSource>;
}

export async function loadCatalogue(): Promise<Catalogue> {
  const { species, sources } = await loadSpecies();
  return { species, sources: new Map(sources.map((s) => [s.id, s])) };
}

/** The name a species goes by in `locale`: its first common name there, else its scientific name. */
export const speciesName = (s: Species, locale: string) => (locale === 'ja' ? s.names.ja[0] : s.names.en[0]) ?? s.scientific;
