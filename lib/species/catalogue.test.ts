import { describe, expect, it } from 'vitest';
import { LOG_PARAMETERS } from '@/lib/log/model';
import { jtfSpacing, nestedBrackets, violations } from '@/messages/ja-rules';
import { speciesId } from './build';
import { SPECIES, SPECIES_SOURCES } from './catalogue';
import { loadSpecies } from './load';
import type { SourcedFigure, Species } from './types';
import { SPECIES_DIETS, SPECIES_FAMILIES, SPECIES_FEEDING } from './vocabulary';

const byGroup = (group: Species['group']) => SPECIES.filter((s) => s.group === group);
const ids = new Set(SPECIES.map((s) => s.id));
const sourceIds = new Set(SPECIES_SOURCES.map((s) => s.id));
const each = (test: (s: Species) => string[]) => SPECIES.flatMap((s) => test(s).map((problem) => `${s.id}: ${problem}`));

/** Every sourced figure of an entry, by field name. */
function figures(s: Species): [string, SourcedFigure<unknown>][] {
  const keys = ['reefSafe', 'temperament', 'adultSizeCm', 'diet', 'minTankL', 'par', 'flow', 'feeding', 'sensitive'] as const;
  return keys.flatMap((k) => (s[k] ? [[k, s[k] as SourcedFigure<unknown>] as [string, SourcedFigure<unknown>]] : []));
}

/** The sensitive parameters the issue names (a subset of the log's). */
const SENSITIVE_KEYS = ['alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate', 'salinity', 'temperature'];

/** Genus names a Japanese note may quote in Latin letters (a former name: 旧学名はHeteractisです). */
const LATIN_NAMES = new Set([
  ...SPECIES.flatMap((s) => [s.scientific, ...s.names.en].flatMap((n) => n.split(/[\s.]+/))),
  // hobby words the glossary keeps in Latin letters
  'LPS',
  'SPS',
  'PAR',
  'KH',
]);

describe('the species catalogue', () => {
  it('holds at least 150 species: about 70 fish, 60 corals, 20 invertebrates', () => {
    const counts = { fish: byGroup('fish').length, coral: byGroup('coral').length, invertebrate: byGroup('invertebrate').length };
    console.log(`species: ${SPECIES.length} (fish ${counts.fish}, coral ${counts.coral}, invertebrate ${counts.invertebrate})`);
    expect(SPECIES.length).toBeGreaterThanOrEqual(150);
    expect(counts.coral).toBeGreaterThanOrEqual(60);
    expect(counts.fish).toBeGreaterThanOrEqual(70);
    expect(counts.invertebrate).toBeGreaterThanOrEqual(20);
  });

  it('has unique scientific names, binomial or genus-level (Acropora spp.)', () => {
    const names = SPECIES.map((s) => s.scientific);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => !/^[A-Z][a-z]+ (?:[a-z]+|spp\.)$/.test(n))).toEqual([]);
  });

  it('derives each id from the scientific name, and ids are unique', () => {
    expect(each((s) => (s.id === speciesId(s.scientific) ? [] : [`id should be ${speciesId(s.scientific)}`]))).toEqual([]);
    expect(ids.size).toBe(SPECIES.length);
    expect(speciesId('Acropora spp.')).toBe('acropora-spp');
  });

  it('cites a listed source with a grade for every figure', () => {
    expect(new Set(SPECIES_SOURCES.map((s) => s.id)).size).toBe(SPECIES_SOURCES.length);
    const bad = each((s) =>
      figures(s).flatMap(([k, f]) => [
        ...(sourceIds.has(f.source) ? [] : [`${k} cites unknown source ${f.source}`]),
        ...(['A', 'B', 'C'].includes(f.grade) ? [] : [`${k} has grade ${f.grade}`]),
      ]),
    );
    expect(bad).toEqual([]);
    expect(SPECIES_SOURCES.every((s) => s.title.length > 10 && (s.url === null || /^https:\/\//.test(s.url)))).toBe(true);
  });

  it('gives every entry English and Japanese names and notes', () => {
    const bad = each((s) => [
      ...(s.names.en.length && s.names.en.every((n) => n.trim()) ? [] : ['English name']),
      ...(s.names.ja.length && s.names.ja.every((n) => n.trim()) ? [] : ['Japanese name']),
      ...(s.notes.en.trim().length > 20 ? [] : ['English note']),
      ...(s.notes.ja.trim().length > 10 ? [] : ['Japanese note']),
    ]);
    expect(bad).toEqual([]);
  });

  it('writes Japanese names in full-width katakana or kanji', () => {
    const bad = each((s) => s.names.ja.filter((n) => !/^[\p{Script=Katakana}\p{Script=Han}ー]+$/u.test(n) || /[\uff61-\uff9f]/.test(n)));
    expect(bad).toEqual([]);
  });

  it('writes the Japanese notes as the glossary asks (です・ます, full-width punctuation, the terms of messages/ja-rules.ts)', () => {
    const bad = each(({ notes: { ja } }) => [
      ...violations(ja),
      ...jtfSpacing(ja),
      ...nestedBrackets(ja),
      ...(/[\uff61-\uff9f]/.test(ja) ? ['half-width katakana'] : []),
      ...(/[~〜!?:;,]|\. /.test(ja) ? ['half-width punctuation or 〜 (ranges take ～)'] : []),
      ...ja
        .split('。')
        .slice(0, -1)
        .filter((sentence) => !/(?:です|ます|ません|でした|ました)$/.test(sentence))
        .map((sentence) => `not です・ます: ${sentence}`),
      ...(ja.endsWith('。') ? [] : ['does not end in 。']),
      ...(ja.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_NAMES.has(w)).map((w) => `Latin word ${w}`),
    ]);
    expect(bad).toEqual([]);
  });

  it('writes the English notes without Japanese, ending in a full stop', () => {
    expect(each(({ notes: { en } }) => (/[\u3000-\u30ff\u4e00-\u9fff]/.test(en) || !en.endsWith('.') ? [en] : []))).toEqual([]);
  });

  it('says when an entry stands for a genus sold as one', () => {
    const genus = SPECIES.filter((s) => s.scientific.endsWith(' spp.'));
    expect(genus.length).toBeGreaterThan(0);
    expect(genus.filter((s) => !/genus/i.test(s.notes.en) || !s.notes.ja.includes('属'))).toEqual([]);
  });

  it('uses the closed vocabularies for family, diet and feeding', () => {
    const bad = each((s) => [
      ...((SPECIES_FAMILIES as readonly string[]).includes(s.family) ? [] : [`family ${s.family}`]),
      ...(s.diet?.value ?? []).filter((d) => !(SPECIES_DIETS as readonly string[]).includes(d)).map((d) => `diet ${d}`),
      ...(s.feeding && !(SPECIES_FEEDING as readonly string[]).includes(s.feeding.value) ? [`feeding ${s.feeding.value}`] : []),
    ]);
    expect(bad).toEqual([]);
  });

  it('gives fish their size, temperament, diet and minimum tank', () => {
    const bad = byGroup('fish').filter((s) => !s.temperament || !s.adultSizeCm || !s.diet?.value.length || !s.minTankL);
    expect(bad.map((s) => s.id)).toEqual([]);
    const numbers = each((s) =>
      [s.adultSizeCm?.value, s.minTankL?.value].filter((v) => v !== undefined && !(Number.isFinite(v) && v > 0)).map(String),
    );
    expect(numbers).toEqual([]);
    // a slip of a digit: a fish of 50 cm never gets a 75 L minimum (eels are long and thin, so left out)
    const bodied = byGroup('fish').filter((s) => s.family !== 'moray' && s.family !== 'garden-eel');
    expect(bodied.filter((s) => s.minTankL!.value < s.adultSizeCm!.value * 5).map((s) => s.id)).toEqual([]);
  });

  it('gives corals a PAR range within 0–1500 (low < high), flow, feeding and sensitive parameters', () => {
    const corals = byGroup('coral');
    expect(corals.filter((s) => !s.par || !s.flow || !s.feeding || !s.sensitive).map((s) => s.id)).toEqual([]);
    const bad = each((s) => {
      if (!s.par) return [];
      const { low, high } = s.par.value;
      return low >= 0 && low < high && high <= 1500 ? [] : [`PAR ${low}–${high}`];
    });
    expect(bad).toEqual([]);
  });

  it('keys the sensitive parameters as the log does, each range low ≤ high', () => {
    expect(SENSITIVE_KEYS.every((k) => (LOG_PARAMETERS as readonly string[]).includes(k))).toBe(true);
    const bad = each((s) =>
      Object.entries(s.sensitive?.value ?? {}).flatMap(([k, r]) => [
        ...(SENSITIVE_KEYS.includes(k) ? [] : [`unknown parameter ${k}`]),
        ...(r && r.low <= r.high && r.low >= 0 ? [] : [`${k} range`]),
      ]),
    );
    expect(bad).toEqual([]);
  });

  it('names only catalogue species as incompatible, never itself', () => {
    const bad = each((s) => (s.incompatibleWith ?? []).filter((id) => !ids.has(id) || id === s.id));
    expect(bad).toEqual([]);
    // the well-known cases are there
    const inc = (id: string) => SPECIES.find((s) => s.id === id)?.incompatibleWith ?? [];
    expect(inc('zebrasoma-flavescens')).toContain('zebrasoma-xanthurum');
    expect(inc('odontodactylus-scyllarus')).toContain('lysmata-amboinensis');
    expect(inc('hymenocera-picta')).toContain('linckia-laevigata');
    expect(inc('entacmaea-quadricolor')).toContain('stichodactyla-gigantea');
  });

  it('loads through loadSpecies as one module', async () => {
    const loaded = await loadSpecies();
    expect(loaded.species).toBe(SPECIES);
    expect(loaded.sources).toBe(SPECIES_SOURCES);
  });
});
