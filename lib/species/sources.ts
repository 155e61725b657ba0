import type { SpeciesSource } from './types';

/**
 * The references the catalogue's figures cite. Some are general references (a database, a book), not a page per
 * species: the grade of each figure says how sure it is (docs/species.md).
 */
export const SPECIES_SOURCES: readonly SpeciesSource[] = [
  { id: 'worms', title: 'WoRMS, World Register of Marine Species (valid names)', url: 'https://www.marinespecies.org' },
  { id: 'fishbase', title: 'FishBase (R. Froese & D. Pauly, eds.): maximum length, diet', url: 'https://www.fishbase.se' },
  { id: 'sealifebase', title: 'SeaLifeBase: invertebrates, size and diet', url: 'https://www.sealifebase.se' },
  {
    id: 'corals-of-the-world',
    title: 'J. E. N. Veron et al., Corals of the World (Australian Institute of Marine Science)',
    url: 'https://www.coralsoftheworld.org',
  },
  { id: 'liveaquaria', title: 'LiveAquaria species profiles (reef compatibility, temperament)', url: 'https://www.liveaquaria.com' },
  {
    id: 'michael-marine-fishes',
    title: 'S. W. Michael, Marine Fishes: 500+ Essential-to-Know Aquarium Species (Microcosm, 2001)',
    url: null,
  },
  { id: 'sprung-corals', title: 'J. Sprung, Corals: A Quick Reference Guide (Ricordea Publishing, 1999)', url: null },
  { id: 'borneman-aquarium-corals', title: 'E. H. Borneman, Aquarium Corals (Microcosm, 2001)', url: null },
  {
    id: 'titus-2024-anemones',
    title: 'B. M. Titus et al., The clownfish-hosting sea anemones: updated nomenclature (Zootaxa 5506, 2024)',
    url: 'https://doi.org/10.11646/zootaxa.5506.1.1',
  },
  { id: 'reef-builders', title: 'Reef Builders (species articles)', url: 'https://reefbuilders.com' },
  {
    id: 'hobby-consensus',
    title: 'Common reef-keeping practice: shop care sheets and keepers’ forums, rounded (grade C)',
    url: null,
  },
];
