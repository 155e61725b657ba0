import { getTranslations } from 'next-intl/server';
import { calculatorGroups, calculatorsInGroup, type CalculatorGroup } from '@/lib/calculators/registry';
import { routing } from '@/lib/i18n/routing';
import { CalculatorCard } from './calculator-card';
import { CalculatorSearch } from './calculator-search';

const INDEX_ID = 'calculator-index';

/** Columns for a group of `count` cards at full width: no row with one card and two empty thirds. */
const gridFor = (count: number) => (count % 3 === 0 || count > 4 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2');

/** What the search box matches for each calculator: its title, description and keywords in every language. */
async function searchTexts(): Promise<Record<string, string>> {
  const texts: Record<string, string[]> = {};
  for (const locale of routing.locales) {
    const [tc, th] = await Promise.all([
      getTranslations({ locale, namespace: 'Calculators' }),
      getTranslations({ locale, namespace: 'Hub' }),
    ]);
    for (const group of calculatorGroups) {
      for (const { slug } of calculatorsInGroup(group)) {
        (texts[slug] ??= []).push(tc(`${slug}.title`), tc(`${slug}.description`), th(`keywords.${slug}`));
      }
    }
  }
  return Object.fromEntries(Object.entries(texts).map(([slug, parts]) => [slug, parts.join(' ')]));
}

/**
 * The calculators of the registry, grouped, each card with its icon; used by the hub (with a search box) and the
 * home page (`search={false}`). A group of several cards spans the width; groups of one card share a row, so no row is mostly empty.
 */
export async function CalculatorIndex({ headingLevel = 2, search = true }: { headingLevel?: 2 | 3; search?: boolean }) {
  const t = await getTranslations('Hub');
  const texts = search ? await searchTexts() : {};
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const groups = calculatorGroups.map((group) => ({ group, items: calculatorsInGroup(group) })).filter((g) => g.items.length > 0);
  const section = ({ group, items }: { group: CalculatorGroup; items: ReturnType<typeof calculatorsInGroup> }, grid: string) => (
    <section key={group} aria-labelledby={`group-${group}`} data-group={group}>
      <Heading id={`group-${group}`} className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
        {t(`groups.${group}`)}
      </Heading>
      <ul className={`grid gap-4 ${grid}`}>
        {items.map((c) => (
          <CalculatorCard key={c.slug} slug={c.slug} as={headingLevel === 2 ? 'h3' : 'h4'} search={texts[c.slug]} />
        ))}
      </ul>
    </section>
  );
  const single = groups.filter((g) => g.items.length === 1);
  return (
    <>
      {search ? (
        <CalculatorSearch
          indexId={INDEX_ID}
          labels={{ label: t('search.label'), placeholder: t('search.placeholder'), empty: t('search.empty', { query: '{query}' }) }}
        />
      ) : null}
      <div id={search ? INDEX_ID : undefined} className="space-y-10" data-testid="calculator-index">
        {groups.filter((g) => g.items.length > 1).map((g) => section(g, gridFor(g.items.length)))}
        {single.length ? <div className="grid gap-x-4 gap-y-10 sm:grid-cols-2">{single.map((g) => section(g, ''))}</div> : null}
      </div>
    </>
  );
}
