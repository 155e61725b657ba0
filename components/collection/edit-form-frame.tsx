'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LogWriteError } from '@/lib/log/repo';

/**
 * The frame every reopened entry of the collection shares (an event, a photo): a form named by its title, the fields
 * in a grid, one error line, Save and Cancel. The first field has the focus when it opens; Escape cancels.
 * `onSave` reads the form: it resolves to an error text to show (nothing saved), or to nothing once saved; a failed
 * write says why (a full disk, or any other failure) in the visitor's language.
 */
export function EditFormFrame({
  idPrefix,
  title,
  testId,
  className = '',
  onSave,
  onDone,
  children,
}: {
  /** ids of the title (`<idPrefix>-title`) and of the fields */
  idPrefix: string;
  title: string;
  testId: string;
  /** classes added to the form's own */
  className?: string;
  onSave: (form: FormData) => Promise<string | void>;
  /** saved (true) or cancelled (false) */
  onDone: (saved: boolean) => void;
  children: ReactNode;
}) {
  const t = useTranslations('Collection');
  const tl = useTranslations('Log');
  const [error, setError] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => grid.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    try {
      const refused = await onSave(f);
      if (typeof refused === 'string') return setError(refused);
      onDone(true);
    } catch (err) {
      setError(t(err instanceof LogWriteError && err.reason === 'quota' ? 'errors.quota' : 'errors.failed'));
    }
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      className={`flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700 ${className}`.trim()}
      data-testid={testId}
      onKeyDown={(e) => e.key === 'Escape' && onDone(false)}
    >
      <h5 id={`${idPrefix}-title`} className="font-semibold">
        {title}
      </h5>
      <div ref={grid} className="grid gap-3 sm:grid-cols-2">
        {children}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="action" type="submit">
          {t('edit.save')}
        </Button>
        <Button variant="quiet" type="button" onClick={() => onDone(false)}>
          {tl('cancel')}
        </Button>
      </div>
    </form>
  );
}
