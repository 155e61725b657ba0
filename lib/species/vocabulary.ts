/**
 * The closed vocabularies of the catalogue: screens turn each key into words through the messages, so the data holds
 * keys, never English.
 */
export const SPECIES_FAMILIES = [
  // fish
  'clownfish',
  'damselfish',
  'tang',
  'dwarf-angelfish',
  'angelfish',
  'wrasse',
  'goby',
  'blenny',
  'cardinalfish',
  'basslet',
  'anthias',
  'hawkfish',
  'butterflyfish',
  'pufferfish',
  'boxfish',
  'triggerfish',
  'moray',
  'garden-eel',
  'lionfish',
  'dragonet',
  'rabbitfish',
  'jawfish',
  'comet',
  // corals
  'sps',
  'lps',
  'soft',
  'zoanthid',
  'mushroom',
  'non-photosynthetic',
  // invertebrates
  'shrimp',
  'crab',
  'snail',
  'urchin',
  'starfish',
  'clam',
  'anemone',
  'mantis-shrimp',
  'worm',
] as const;
export type SpeciesFamily = (typeof SPECIES_FAMILIES)[number];

/** What an animal eats (Species.diet). */
export const SPECIES_DIETS = [
  'omnivore',
  'herbivore',
  'carnivore',
  'algae',
  'zooplankton',
  'copepods',
  'meaty-foods',
  'detritus',
  'sponges',
  'coral-polyps',
  'small-fish',
  'crustaceans',
  'starfish',
  'photosynthetic',
] as const;
export type SpeciesDiet = (typeof SPECIES_DIETS)[number];

/** How a coral or anemone is fed (Species.feeding). */
export const SPECIES_FEEDING = ['light-only', 'light-target-feeding-helps', 'target-feeding-needed', 'no-light-fed-daily'] as const;
export type SpeciesFeeding = (typeof SPECIES_FEEDING)[number];
