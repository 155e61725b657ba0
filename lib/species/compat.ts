/** Incompatibility between catalogue species, read both ways: an entry lists the species it should not live with. */
import type { Species } from './types';

export const areIncompatible = (a: Species, b: Species): boolean =>
  a.id !== b.id && (!!a.incompatibleWith?.includes(b.id) || !!b.incompatibleWith?.includes(a.id));

/** The flagged pairs among the species of one tank (ids not in the catalogue are ignored), each pair once. */
export function incompatiblePairs(species: readonly Species[], ids: readonly string[]): [Species, Species][] {
  const present = [...new Set(ids)].flatMap((id) => species.filter((s) => s.id === id));
  const pairs: [Species, Species][] = [];
  for (let i = 0; i < present.length; i++)
    for (let j = i + 1; j < present.length; j++) if (areIncompatible(present[i], present[j])) pairs.push([present[i], present[j]]);
  return pairs;
}
