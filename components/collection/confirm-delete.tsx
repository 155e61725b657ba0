'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

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
        <Button variant="danger" type="button" onClick={onConfirm}>
          {t('confirm')}
        </Button>
        <Button variant="quiet" type="button" ref={cancel} onClick={onCancel}>
          {tl('cancel')}
        </Button>
      </div>
    </div>
  );
}
