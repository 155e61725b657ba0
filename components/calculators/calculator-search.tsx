'use client';

import { useId, useMemo, useState } from 'react';
import { rankEntries, type SearchEntry } from '@/lib/calculators/search';
import { CalculatorCard, GroupedIndex, type IndexGroup } from './calculator-card';

/**
 * The hub's index with its search box. With nothing typed it shows the calculators in their groups; with a query,
 * the calculators that match (titles, descriptions and keywords in both languages, lib/calculators/search.ts) in one
 * list, the best match first, so the calculator a keeper means is the first card whatever its group. A live region
 * says when nothing matches.
 */
export function CalculatorSearch({
  groups,
  entries,
  headingLevel,
  labels,
}: {
  groups: readonly IndexGroup[];
  entries: ReadonlyArray<readonly [string, SearchEntry]>;
  headingLevel: 2 | 3;
  labels: { label: string; placeholder: string; empty: string };
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const cards = useMemo(() => new Map(groups.flatMap((g) => g.items.map((c) => [c.slug as string, c]))), [groups]);
  const found = useMemo(() => (query.trim() ? rankEntries(entries, query) : null), [entries, query]);

  return (
    <>
      <div role="search" className="mb-8 flex max-w-md flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {labels.label}
        </label>
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={labels.placeholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
          data-testid="calculator-search"
        />
        <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300" data-testid="calculator-search-status">
          {found && found.length === 0 ? labels.empty.replace('{query}', query.trim()) : null}
        </p>
      </div>
      <div className="space-y-10" data-testid="calculator-index">
        {found === null ? (
          <GroupedIndex groups={groups} headingLevel={headingLevel} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="calculator-results">
            {found.map((slug) => {
              const card = cards.get(slug);
              return card ? <CalculatorCard key={slug} {...card} as={headingLevel === 2 ? 'h3' : 'h4'} /> : null;
            })}
          </ul>
        )}
      </div>
    </>
  );
}
