'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { secondaryButtonClass } from '@/components/log/log-styles';

const dangerClass =
  'rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200';

/**
 * A deletion asked in the page (never `window.confirm`): the question, Delete and Cancel. Cancel has the focus first
 * (Escape also cancels), so a stray Enter deletes nothing.
 */
export function ConfirmDelete({ question, onConfirm, onCancel }: { question: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useTranslations('Collection.delete');
  const tl = useTranslations('Log');
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-lg border border-red-300 p-3 text-sm dark:border-red-800"
      data-testid="confirm-delete"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id={id}>{question}</p>
      <div className="flex gap-2">
        <button type="button" className={dangerClass} onClick={onConfirm}>
          {t('confirm')}
        </button>
        <button type="button" ref={cancel} className={secondaryButtonClass} onClick={onCancel}>
          {tl('cancel')}
        </button>
      </div>
    </div>
  );
}
