import { getTranslations } from 'next-intl/server';
import type { CalculatorSlug } from '@/lib/calculators/registry';
import { IntentLink } from '@/components/layout/intent-link';
import { CalculatorIcon } from './calculator-icon';

/** A calculator in the index: its icon, title and description; `search` holds what the hub's search box matches. */
export async function CalculatorCard({ slug, as: Heading = 'h3', search }: { slug: CalculatorSlug; as?: 'h3' | 'h4'; search?: string }) {
  const t = await getTranslations('Calculators');
  return (
    <li
      className="group relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-cyan-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-cyan-400"
      data-testid="calculator-card"
      data-slug={slug}
      data-search={search}
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-cyan-50 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200">
        <CalculatorIcon slug={slug} />
      </span>
      <div className="min-w-0">
        <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
          <IntentLink href={`/reef-calculator/${slug}`} className="after:absolute after:inset-0 focus:outline-none">
            {t(`${slug}.title`)}
          </IntentLink>
        </Heading>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`${slug}.description`)}</p>
      </div>
    </li>
  );
}
