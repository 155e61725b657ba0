import { describe, expect, it } from 'vitest';
import { SPECIES } from './catalogue';
import { areIncompatible, incompatiblePairs } from './compat';

const byId = (id: string) => SPECIES.find((s) => s.id === id)!;
const pairIds = (ids: string[]) => incompatiblePairs(SPECIES, ids).map(([a, b]) => `${a.id}+${b.id}`);

describe('incompatibility', () => {
  it('reads a listed incompatibility both ways', () => {
    const mantis = byId('odontodactylus-scyllarus');
    const skunk = byId('lysmata-amboinensis');
    expect(areIncompatible(mantis, skunk)).toBe(true);
    expect(areIncompatible(skunk, mantis)).toBe(true);
    expect(areIncompatible(skunk, byId('amphiprion-ocellaris'))).toBe(false);
    expect(areIncompatible(skunk, skunk)).toBe(false);
  });

  it('lists each flagged pair of a tank once, ignoring repeats and unknown ids', () => {
    expect(pairIds(['amphiprion-ocellaris', 'lysmata-amboinensis', 'acropora-spp'])).toEqual([]);
    expect(pairIds(['lysmata-amboinensis', 'odontodactylus-scyllarus', 'lysmata-amboinensis', 'no-such-animal'])).toEqual([
      'lysmata-amboinensis+odontodactylus-scyllarus',
    ]);
    expect(pairIds(['zebrasoma-flavescens', 'zebrasoma-scopas', 'paracanthurus-hepatus'])).toEqual([
      'zebrasoma-flavescens+zebrasoma-scopas',
    ]);
    expect(pairIds(['hymenocera-picta', 'linckia-laevigata', 'archaster-typicus'])).toHaveLength(2);
  });
});
