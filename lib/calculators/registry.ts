/**
 * The one list of calculators. The hub, home page, navigation, sitemaps, metadata and tests read it.
 * A calculator enters here only together with its screen (components/calculators/calculator-form.tsx).
 * Titles and descriptions live in messages under `Calculators.<slug>`.
 */
/** The hub's sections, in the order shown. */
export const calculatorGroups = ['chemistry', 'tank', 'equipment', 'lighting'] as const;
export type CalculatorGroup = (typeof calculatorGroups)[number];

export interface CalculatorMeta {
  slug: string;
  group: CalculatorGroup;
}

export const calculators = [
  { slug: 'dosing', group: 'chemistry' },
  { slug: 'consumption', group: 'chemistry' },
  { slug: 'salinity', group: 'chemistry' },
  { slug: 'saltmix', group: 'chemistry' },
  { slug: 'nutrients', group: 'chemistry' },
  { slug: 'dilution', group: 'chemistry' },
  { slug: 'volume', group: 'tank' },
  { slug: 'thickness', group: 'tank' },
  { slug: 'running-cost', group: 'equipment' },
  { slug: 'par-distribution', group: 'lighting' },
] as const satisfies readonly CalculatorMeta[];

export type CalculatorSlug = (typeof calculators)[number]['slug'];

export const isCalculatorSlug = (s: string): s is CalculatorSlug => calculators.some((c) => c.slug === s);

export const calculatorsInGroup = (group: CalculatorGroup) => calculators.filter((c) => c.group === group);
