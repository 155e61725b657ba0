'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import { getAt, type Draft } from '@/lib/calculators/state';
import { useFormStore } from './calculator-context';
import { useKitT, type ListKey } from './kit-messages';

/**
 * A repeatable list of rows (devices, additives, foods, light fixtures): each row is rendered by
 * `row(path, index)` with its fields named `<name>.<index>.<field>`; rows can be added, duplicated
 * and removed. The list lives in the draft like any other input. The list reads its number of rows alone (the rows
 * themselves when a button is pressed), so a key typed in a row or elsewhere in the form does not render it again.
 */
export function ListField({
  name,
  newRow,
  row,
  max = 50,
  min = 0,
  allowDuplicate = false,
}: {
  /** the list's path in the draft, and its heading (`groups.<name>`) and add button (`addRow.<name>`) */
  name: ListKey;
  newRow: () => Draft;
  row: (path: string, index: number) => ReactNode;
  max?: number;
  min?: number;
  allowDuplicate?: boolean;
}) {
  const store = useFormStore();
  const t = useKitT();
  const tk = useTranslations('CalculatorKit');
  const rowsOf = (draft: Draft) => {
    const value = getAt(draft, name);
    return Array.isArray(value) ? (value as Draft[]) : [];
  };
  const count = () => rowsOf(store.get().draft).length;
  const length = useSyncExternalStore(store.subscribe, count, count);
  const changeRows = (change: (rows: Draft[]) => Draft[]) => store.update((d) => ({ ...d, [name]: change(rowsOf(d)) }));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid={`list-${name}`}>
      <legend className="px-1 text-sm font-semibold">{t(`groups.${name}`)}</legend>
      {length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{tk('listEmpty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {Array.from({ length }, (_, i) => (
          <li key={i} className="rounded-md bg-slate-50 p-3 dark:bg-slate-900" data-row={i}>
            <div className="grid gap-3 sm:grid-cols-2">{row(`${name}.${i}`, i)}</div>
            <div className="mt-2 flex gap-2">
              {allowDuplicate ? (
                <button
                  type="button"
                  disabled={length >= max}
                  onClick={() => changeRows((rows) => [...rows.slice(0, i + 1), structuredClone(rows[i]), ...rows.slice(i + 1)])}
                  className="rounded border border-slate-300 px-2 py-1 text-sm disabled:opacity-50 dark:border-slate-600"
                >
                  {tk('duplicateRow', { n: i + 1 })}
                </button>
              ) : null}
              <button
                type="button"
                disabled={length <= min}
                onClick={() => changeRows((rows) => rows.filter((__, j) => j !== i))}
                className="rounded border border-slate-300 px-2 py-1 text-sm text-red-800 disabled:opacity-50 dark:border-slate-600 dark:text-red-300"
              >
                {tk('removeRow', { n: i + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={length >= max}
        onClick={() => {
          const row = newRow();
          changeRows((rows) => [...rows, row]);
        }}
        className="mt-3 rounded-md bg-cyan-700 px-3 py-2 text-sm font-semibold text-white hover:bg-cyan-800 disabled:opacity-50 dark:bg-cyan-300 dark:text-slate-950"
      >
        {t(`addRow.${name}`)}
      </button>
    </fieldset>
  );
}
