import type { CalculatorSlug } from '@/lib/calculators/registry';
import { IntentLink } from '@/components/layout/intent-link';
import { CalculatorIcon } from './calculator-icon';

/** What a card shows: the calculator and its title and description in the page's language. */
export interface CardText {
  slug: CalculatorSlug;
  title: string;
  description: string;
}

/** A calculator in the index: its icon, title and description (rendered on the server, and by the hub's search on the client). */
export function CalculatorCard({ slug, title, description, as: Heading = 'h3' }: CardText & { as?: 'h3' | 'h4' }) {
  return (
    <li
      className="group relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-cyan-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:hover:border-cyan-400"
      data-testid="calculator-card"
      data-slug={slug}
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-cyan-50 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200">
        <CalculatorIcon slug={slug} />
      </span>
      <div className="min-w-0">
        <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
          <IntentLink href={`/reef-calculator/${slug}`} className="after:absolute after:inset-0 focus:outline-none">
            {title}
          </IntentLink>
        </Heading>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p>
      </div>
    </li>
  );
}

/** A group of the index: its heading and its cards. */
export interface IndexGroup {
  group: string;
  heading: string;
  items: CardText[];
}

/** Columns for a group of `count` cards at full width: no row with one card and two empty thirds. */
const gridFor = (count: number) => (count % 3 === 0 || count > 4 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2');

/**
 * The calculators grouped, each card with its icon. A group of several cards spans the width; groups of one card share
 * a row, so no row is mostly empty.
 */
export function GroupedIndex({ groups, headingLevel }: { groups: readonly IndexGroup[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const section = ({ group, heading, items }: IndexGroup, grid: string) => (
    <section key={group} aria-labelledby={`group-${group}`} data-group={group}>
      <Heading id={`group-${group}`} className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
        {heading}
      </Heading>
      <ul className={`grid gap-4 ${grid}`}>
        {items.map((c) => (
          <CalculatorCard key={c.slug} {...c} as={headingLevel === 2 ? 'h3' : 'h4'} />
        ))}
      </ul>
    </section>
  );
  const single = groups.filter((g) => g.items.length === 1);
  return (
    <>
      {groups.filter((g) => g.items.length > 1).map((g) => section(g, gridFor(g.items.length)))}
      {single.length ? <div className="grid gap-x-4 gap-y-10 sm:grid-cols-2">{single.map((g) => section(g, ''))}</div> : null}
    </>
  );
}
