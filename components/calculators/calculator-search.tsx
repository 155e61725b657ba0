'use client';

import { useId, useState } from 'react';
import { matchesQuery } from '@/lib/calculators/search';

/**
 * The hub's search box: a small island over the server-rendered index. It hides the cards whose `data-search`
 * (both languages' titles, descriptions and keywords) does not hold every word typed, and a group with no card
 * left; a live region says when nothing matches.
 */
export function CalculatorSearch({ indexId, labels }: { indexId: string; labels: { label: string; placeholder: string; empty: string } }) {
  const id = useId();
  const [empty, setEmpty] = useState<string | null>(null);

  const filter = (query: string) => {
    const index = document.getElementById(indexId);
    if (!index) return;
    let shown = 0;
    for (const card of index.querySelectorAll<HTMLElement>('[data-search]')) {
      card.hidden = !matchesQuery(card.dataset.search ?? '', query);
      if (!card.hidden) shown++;
    }
    for (const group of index.querySelectorAll<HTMLElement>('[data-group]')) {
      group.hidden = !group.querySelector('[data-search]:not([hidden])');
    }
    setEmpty(shown === 0 ? labels.empty.replace('{query}', query.trim()) : null);
  };

  return (
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
        onChange={(e) => filter(e.target.value)}
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
        data-testid="calculator-search"
      />
      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300" data-testid="calculator-search-status">
        {empty}
      </p>
    </div>
  );
}
