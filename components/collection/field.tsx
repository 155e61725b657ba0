import type { ReactNode } from 'react';

/** A labelled control, with an optional help line (its id: `<id>-help`). */
export function Field({ id, label, help, children }: { id: string; label: string; help?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** A form field's text ('' when absent or a file). */
export const formText = (f: FormData, name: string) => {
  const v = f.get(name);
  return typeof v === 'string' ? v : '';
};
