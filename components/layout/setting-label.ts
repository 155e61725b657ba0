/** The label above each control in the header's settings popover: one line, never broken inside a word. */
export const settingLabelClass = 'whitespace-nowrap text-sm font-medium text-slate-700 dark:text-slate-200';
