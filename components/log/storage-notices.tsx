'use client';

import { useMessages, useTranslations } from 'next-intl';
import type { LogStorage } from '@/lib/log/db';
import { hasMessage } from '@/lib/i18n/runtime-key';
import type { PersistState } from './use-log-store';

/**
 * Where the log is kept, said plainly: memory only (nothing kept after this visit), persistence refused, a failed write,
 * stored rows that could not be read (left out of the screen, kept as stored and in the JSON export).
 */
export function StorageNotices({
  storage,
  persist,
  writeError,
  unreadable = 0,
}: {
  storage: LogStorage | null;
  persist: PersistState;
  /** a key of Log.errors (log-app.tsx sets quota or writeFailed) */
  writeError: string | null;
  /** stored rows (tanks, the shown tank's entries) left out because they do not have a stored row's shape */
  unreadable?: number;
}) {
  const t = useTranslations('Log.storage');
  const te = useTranslations('Log.errors');
  const errors = useMessages().Log.errors;
  return (
    <div className="flex flex-col gap-2 empty:hidden">
      {storage === 'memory' ? (
        <p
          role="alert"
          data-testid="storage-memory"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('memory')}
        </p>
      ) : null}
      {persist === 'refused' ? (
        <p
          role="status"
          data-testid="storage-not-persistent"
          className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {t('notPersistent')}
        </p>
      ) : null}
      {unreadable > 0 ? (
        <p
          role="status"
          data-testid="storage-unreadable"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('unreadable', { count: unreadable })}
        </p>
      ) : null}
      {writeError && hasMessage(errors, writeError) ? (
        <p
          role="alert"
          data-testid="write-error"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
        >
          {te(writeError)}
        </p>
      ) : null}
    </div>
  );
}
