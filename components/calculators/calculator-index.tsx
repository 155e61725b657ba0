import { getTranslations } from 'next-intl/server';
import { calculatorGroups, calculatorsInGroup } from '@/lib/calculators/registry';
import { CalculatorCard } from './calculator-card';

/** The calculators of the registry, grouped; used by the hub and the home page. */
export async function CalculatorIndex({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = await getTranslations('Hub');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-10" data-testid="calculator-index">
      {calculatorGroups.map((group) => {
        const items = calculatorsInGroup(group);
        if (items.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`group-${group}`}>
            <Heading id={`group-${group}`} className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
              {t(`groups.${group}`)}
            </Heading>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((c) => (
                <CalculatorCard key={c.slug} slug={c.slug} as={headingLevel === 2 ? 'h3' : 'h4'} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
