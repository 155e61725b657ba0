'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { MAX_REPORT_CHARS, parseIcpReport } from '@/lib/icp/parse';
import type { PdfTextError } from '@/lib/icp/pdf-text';
import type { IcpReport } from '@/lib/icp/types';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { inputClass } from '@/components/log/log-styles';
import type { AddEntry } from './icp-panel';
import { IcpPreview } from './icp-preview';

/**
 * The first step of an import: the report's text pasted (from the lab's PDF or web page, an ATI public page's content
 * included), or its PDF chosen or dropped, which loads pdf.js then (lib/icp/pdf-text.ts). The parse goes to the preview;
 * nothing is stored before the keeper confirms there.
 */
export function IcpImport({ tank, entries, onAdd }: { tank: LogTank; entries: readonly LogEntry[]; onAdd: AddEntry }) {
  const t = useTranslations('Icp.import');
  const id = useId();
  const [text, setText] = useState('');
  const [report, setReport] = useState<IcpReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const read = (source: string) => {
    setNotice(null);
    if (!source.trim()) return setError(t('errors.empty'));
    if (source.length > MAX_REPORT_CHARS) return setError(t('errors.tooLong', { max: MAX_REPORT_CHARS }));
    const r = parseIcpReport(source);
    if (r.analytes.length === 0 && r.unparsed.length === 0) return setError(t('errors.nothingRead'));
    setError(null);
    setReport(r);
  };
  const readPdf = async (file: File) => {
    setNotice(null);
    setBusy(true);
    try {
      const { pdfToText, MAX_PDF_BYTES } = await import('@/lib/icp/pdf-text');
      if (file.size > MAX_PDF_BYTES) return setError(t('errors.pdf.tooLarge'));
      const r = await pdfToText(await file.arrayBuffer());
      if (!r.ok) return setError(t(`errors.pdf.${r.error satisfies PdfTextError}`));
      read(r.text);
    } catch {
      setError(t('errors.pdf.unreadable'));
    } finally {
      setBusy(false);
    }
  };

  if (report)
    return (
      <IcpPreview
        report={report}
        tank={tank}
        entries={entries}
        onAdd={onAdd}
        onDone={(message) => {
          setReport(null);
          setNotice(message);
          if (message) setText('');
        }}
      />
    );
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {t('pasteLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={8}
          className={`${inputClass} font-mono text-xs`}
          aria-describedby={`${id}-error`}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="action" type="button" onClick={() => read(text)}>
          {t('read')}
        </Button>
      </div>
      <div
        className="flex flex-col gap-1 rounded-lg border border-dashed border-slate-400 p-3 dark:border-slate-500"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const file = e.dataTransfer.files[0];
          if (file) void readPdf(file);
        }}
      >
        <label htmlFor={`${id}-pdf`} className="text-sm font-medium">
          {t('pdfLabel')}
        </label>
        <input
          id={`${id}-pdf`}
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void readPdf(file);
          }}
          className="text-sm"
        />
        <p className="text-xs text-slate-700 dark:text-slate-300">{t('pdfHint')}</p>
      </div>
      <p id={`${id}-error`} role="alert" className="text-sm text-rose-800 empty:hidden dark:text-rose-300" data-testid="icp-import-error">
        {busy ? '' : (error ?? '')}
      </p>
      <p role="status" className="text-sm empty:hidden" data-testid="icp-import-status">
        {busy ? t('pdfReading') : (notice ?? '')}
      </p>
    </section>
  );
}
