/**
 * The classes the log's first-load screen (LogApp, the entry list, the trends) shares with its forms, in a module
 * without imports of its own: log-fields.tsx, which exports the same classes, brings the calculator kit's field code,
 * which only the forms need (loaded on demand). `secondaryButtonClass` has the same value as log-fields' one.
 */
export { inputClass } from '@/components/ui/inputs';
export const secondaryButtonClass =
  'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
