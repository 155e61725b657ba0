/** The catalogue in a chunk of its own: screens call this when a keeper opens the collection or the species search. */
export const loadSpecies = () => import('./catalogue').then((m) => ({ species: m.SPECIES, sources: m.SPECIES_SOURCES }));
