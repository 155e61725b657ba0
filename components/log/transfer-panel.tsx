'use client';

import { useState, type ChangeEvent } from 'react';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import type { LogDb } from '@/lib/log/db';
import { logToCsv } from '@/lib/log/csv';
import { logToJson, parseLogFile, type ImportPreview, type ImportResult } from '@/lib/log/import';
import { sgConventionFor } from '@/lib/log/params';
import { importBatch, LogWriteError, snapshot } from '@/lib/log/repo';
import { formatLogTime } from '@/lib/log/time';
import { buttonClass, secondaryButtonClass } from './log-fields';
import { hasMessage } from '@/lib/i18n/runtime-key';
import { downloadText } from '@/lib/download';

const PREVIEW_ROWS = 5;

/**
 * Own the data: export CSV (long format) and JSON (everything, versioned); import either back, or a wide CSV, into
 * the tank shown. A file is read into a preview first (the first rows, every refused row with its number and reason);
 * nothing is written until the keeper confirms, and then all accepted rows in one transaction.
 */
export function TransferPanel({ db, tankId, tankIds }: { db: LogDb; tankId: string | null; tankIds: readonly string[] }) {
  const t = useTranslations('Log.transfer');
  const tr = useTranslations('Log.transfer.reasons');
  const reasons = useMessages().Log.transfer.reasons;
  const locale = useLocale();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [fileName, setFileName] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const stamp = () => new Date().toISOString().slice(0, 10);

  async function exportAs(kind: 'csv' | 'json') {
    const { tanks, entries } = await snapshot(db);
    if (kind === 'csv') downloadText(`reef-log-${stamp()}.csv`, logToCsv(tanks, entries), 'text/csv;charset=utf-8');
    else downloadText(`reef-log-${stamp()}.json`, logToJson(tanks, entries, new Date().toISOString()), 'application/json');
  }

  async function read(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    setStatus(null);
    if (!file) return;
    setFileName(file.name);
    const text = await file.text();
    setResult(parseLogFile(text, { tankId, existingTankIds: tankIds, sg: sgConventionFor(locale) }));
  }

  async function confirm(preview: ImportPreview) {
    try {
      const n = await importBatch(db, { tanks: preview.tanks, entries: preview.entries });
      setStatus(t('imported', { count: n.entries }));
      setResult(null);
    } catch (err) {
      setStatus(t(err instanceof LogWriteError && err.reason === 'quota' ? 'quota' : 'failed'));
    }
  }

  const preview = result?.ok ? result.preview : null;
  return (
    <section aria-labelledby="transfer-title" className="flex flex-col gap-3">
      <h2 id="transfer-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => void exportAs('csv')}>
          {t('exportCsv')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => void exportAs('json')}>
          {t('exportJson')}
        </button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('columns')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="log-import" className="text-sm font-medium">
          {t('importLabel')}
        </label>
        <input
          id="log-import"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(e) => void read(e)}
          className="text-sm"
          aria-describedby="log-import-help"
        />
        <p id="log-import-help" className="text-xs text-slate-600 dark:text-slate-400">
          {t('importHelp')}
        </p>
      </div>
      <div role="status" aria-live="polite" data-testid="import-status">
        {result && !result.ok ? (
          <p className="font-medium text-red-700 dark:text-red-300">{t(`fileErrors.${result.error}`, { name: fileName })}</p>
        ) : null}
        {status ? <p className="font-medium">{status}</p> : null}
      </div>
      {preview ? (
        <div
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          data-testid="import-preview"
        >
          <p className="font-semibold">
            {t('previewTitle', { accepted: preview.entries.length, refused: preview.refused.length, name: fileName })}
          </p>
          {preview.entries.length ? (
            <ul className="list-disc pl-5">
              {preview.entries.slice(0, PREVIEW_ROWS).map((e, i) => (
                <li key={e.id ?? i}>
                  {formatLogTime(e.at, locale)} · {t(`kinds.${e.kind}`)}
                </li>
              ))}
            </ul>
          ) : null}
          {preview.refused.length ? (
            <div role="alert">
              <p className="font-semibold text-red-700 dark:text-red-300">{t('refusedTitle')}</p>
              <ul className="list-disc pl-5" data-testid="import-refused">
                {preview.refused.map((r, i) => (
                  <li key={i}>
                    {t(r.field ? 'refusedRowField' : 'refusedRow', {
                      row: r.row,
                      reason: hasMessage(reasons, r.reason) ? tr(r.reason) : tr('invalidValue'),
                      field: r.field ?? '',
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {preview.entries.length ? (
              <button type="button" className={buttonClass} onClick={() => void confirm(preview)}>
                {t('confirm', { count: preview.entries.length })}
              </button>
            ) : null}
            <button type="button" className={secondaryButtonClass} onClick={() => setResult(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
