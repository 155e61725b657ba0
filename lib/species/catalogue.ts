/** The species catalogue, loaded on demand (load.ts): fish, corals and invertebrates, with the sources they cite. */
import { CORALS } from './corals';
import { FISH } from './fish';
import { INVERTEBRATES } from './inverts';
import type { Species } from './types';

export { SPECIES_SOURCES } from './sources';

export const SPECIES: readonly Species[] = [...FISH, ...CORALS, ...INVERTEBRATES];
