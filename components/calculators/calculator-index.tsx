import { getTranslations } from 'next-intl/server';
import { calculatorGroups, calculatorsInGroup } from '@/lib/calculators/registry';
import { searchEntryFrom, type SearchEntry } from '@/lib/calculators/search';
import { routing } from '@/lib/i18n/routing';
import { GroupedIndex, type IndexGroup } from './calculator-card';
import { CalculatorSearch } from './calculator-search';

/** What the search box matches for each calculator, in the registry's order: its title, description and keywords in every language. */
async function searchEntries(): Promise<Array<[string, SearchEntry]>> {
  const perLocale = await Promise.all(
    routing.locales.map(async (locale) => {
      const [tc, th] = await Promise.all([
        getTranslations({ locale, namespace: 'Calculators' }),
        getTranslations({ locale, namespace: 'Hub' }),
      ]);
      return { tc, th };
    }),
  );
  return calculatorGroups.flatMap((group) =>
    calculatorsInGroup(group).map(({ slug }): [string, SearchEntry] => [
      slug,
      searchEntryFrom(
        perLocale.map(({ tc, th }) => ({
          title: tc(`${slug}.title`),
          description: tc(`${slug}.description`),
          keywords: th(`keywords.${slug}`),
        })),
      ),
    ]),
  );
}

/**
 * The calculators of the registry, grouped, each card with its icon; used by the hub (with a search box, which lists
 * what matches best first) and the home page (`search={false}`).
 */
export async function CalculatorIndex({ headingLevel = 2, search = true }: { headingLevel?: 2 | 3; search?: boolean }) {
  const [t, tc] = await Promise.all([getTranslations('Hub'), getTranslations('Calculators')]);
  const groups: IndexGroup[] = calculatorGroups
    .map((group) => ({
      group,
      heading: t(`groups.${group}`),
      items: calculatorsInGroup(group).map(({ slug }) => ({ slug, title: tc(`${slug}.title`), description: tc(`${slug}.description`) })),
    }))
    .filter((g) => g.items.length > 0);
  if (search) {
    return (
      <CalculatorSearch
        groups={groups}
        entries={await searchEntries()}
        headingLevel={headingLevel}
        labels={{ label: t('search.label'), placeholder: t('search.placeholder'), empty: t('search.empty', { query: '{query}' }) }}
      />
    );
  }
  return (
    <div className="space-y-10" data-testid="calculator-index">
      <GroupedIndex groups={groups} headingLevel={headingLevel} />
    </div>
  );
}
