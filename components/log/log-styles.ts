/**
 * The log's control classes, in a small module of their own: the first-load screen (LogApp, the entry
 * list, the trends) takes them from here, where log-fields.tsx would bring the calculator kit's field code, which
 * only the forms need (loaded on demand). log-fields.tsx re-exports them for the forms.
 */
export { inputClass } from '@/components/ui/inputs';
export const buttonClass =
  'rounded-md bg-cyan-800 px-4 py-2 text-sm font-semibold text-white hover:bg-cyan-900 disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200';
export const secondaryButtonClass =
  'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
