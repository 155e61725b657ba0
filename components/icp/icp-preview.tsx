'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { icpElement } from '@/lib/icp/catalogue';
import { confirmedValues, correctedAnalyte, icpEntryId, samplingTime, storedText, storedWithFingerprint } from '@/lib/icp/confirm';
import { icpFingerprint, parseIcpReport } from '@/lib/icp/parse';
import type { IcpAnalyte, IcpReport } from '@/lib/icp/types';
import { icpValuesProblem } from '@/lib/icp/values';
import { jsonbTooBig, MAX_ICP_VALUES_BYTES } from '@/lib/log/db-bounds';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { formatLogTime } from '@/lib/log/time';
import { inputClass } from '@/components/log/log-styles';
import type { AddEntry } from './icp-panel';

interface Line {
  text: string;
  failed: boolean;
}

/**
 * The preview of a read report: every analyte with what the lab printed and what will be stored (canonical unit), its
 * section and detection; a stored value the keeper may correct; the lines that were not read, each editable and read
 * again; a line the parser missed added by hand; the sampling day. Nothing is stored until "Store this analysis".
 */
export function IcpPreview({
  report,
  tank,
  entries,
  onAdd,
  onDone,
}: {
  report: IcpReport;
  tank: LogTank;
  entries: readonly LogEntry[];
  onAdd: AddEntry;
  onDone: (message: string | null) => void;
}) {
  const t = useTranslations('Icp.preview');
  const tl = useTranslations('Icp');
  const locale = useLocale();
  const id = useId();
  const [rows, setRows] = useState<IcpAnalyte[]>(report.analytes);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [lines, setLines] = useState<Line[]>(report.unparsed.map((text) => ({ text, failed: false })));
  const [added, setAdded] = useState('');
  const [addFailed, setAddFailed] = useState(false);
  const [day, setDay] = useState(report.sampledAt ?? '');
  const [error, setError] = useState<string | null>(null);
  const lang = locale === 'ja' ? 'ja' : 'en';
  const name = (element: string) => icpElement(element)?.names[lang] ?? element;

  /** Analytes read from one line of text (the parser on that line alone), or null. */
  const readOne = (text: string) => {
    const got = parseIcpReport(text).analytes;
    return got.length ? got : null;
  };
  const rereadLine = (i: number) => {
    const got = readOne(lines[i].text);
    if (!got) return setLines((ls) => ls.map((l, j) => (j === i ? { ...l, failed: true } : l)));
    setRows((rs) => [...rs, ...got]);
    setLines((ls) => ls.filter((_, j) => j !== i));
  };
  const addLine = () => {
    const got = readOne(added);
    setAddFailed(!got);
    if (!got) return;
    setRows((rs) => [...rs, ...got]);
    setAdded('');
  };
  const correction = (i: number) => {
    const text = drafts[i];
    return text === undefined ? rows[i] : correctedAnalyte(rows[i], text);
  };

  const confirm = async () => {
    const final = rows.map((_, i) => correction(i));
    if (final.some((a) => a === null)) return setError(t('errors.correction'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) return setError(t('errors.date'));
    if (final.length === 0) return setError(t('errors.noValues'));
    const fingerprint = icpFingerprint(report);
    const stored = storedWithFingerprint(entries, fingerprint);
    if (stored) return onDone(t('duplicate', { time: formatLogTime(stored.at, locale) }));
    const values = confirmedValues(report, final as IcpAnalyte[], fingerprint);
    // the database's own checks (supabase/migrations/20261126150100_icp_entries.sql): never keep what the server refuses
    if (icpValuesProblem(values) || jsonbTooBig(values, MAX_ICP_VALUES_BYTES)) return setError(t('errors.invalid'));
    const ok = await onAdd({ id: icpEntryId(tank.id, fingerprint), kind: 'icp', at: samplingTime(day), values });
    if (ok) onDone(t('stored', { count: final.length }));
    else setError(t('errors.write'));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid="icp-preview">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="text-sm">
        {t('source', { lab: tl(`labs.${report.lab}`), count: rows.length })}
        {report.reportId ? ` ${t('reportId', { id: report.reportId })}` : ''}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-day`} className="text-sm font-medium">
          {t('sampledAt')}
        </label>
        <input id={`${id}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} className={`${inputClass} w-48`} />
        {report.sampledAt ? null : <p className="text-xs text-slate-700 dark:text-slate-300">{t('sampledAtMissing')}</p>}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="icp-preview-table">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-1 pr-3">
                {t('columns.element')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('columns.section')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('columns.printed')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('columns.stored')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('columns.detection')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a, i) => {
              const c = correction(i);
              return (
                <tr key={`${a.section}-${a.element}-${i}`} className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {name(a.element)} <span className="text-slate-600 dark:text-slate-400">({a.element})</span>
                  </th>
                  <td className="py-1 pr-3">{tl(`sections.${a.section}`)}</td>
                  <td className="py-1 pr-3 font-mono text-xs">
                    {a.reported.value} {a.reported.unit}
                  </td>
                  <td className="py-1 pr-3">
                    <span className="flex items-center gap-1">
                      <input
                        aria-label={t('correctLabel', { element: name(a.element) })}
                        value={drafts[i] ?? storedText(a)}
                        onChange={(e) => setDrafts((d) => ({ ...d, [i]: e.target.value }))}
                        aria-invalid={c === null}
                        className={`${inputClass} w-28 py-1`}
                      />
                      <span className="text-xs">{a.unit}</span>
                    </span>
                    {c === null ? <span className="text-xs text-rose-800 dark:text-rose-300">{t('errors.correction')}</span> : null}
                  </td>
                  <td className="py-1 pr-3">{c ? tl(`detections.${c.detection}`) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {lines.length ? (
        <div className="flex flex-col gap-2" data-testid="icp-unparsed">
          <h4 className="font-semibold">{t('unparsedTitle', { count: lines.length })}</h4>
          <p className="text-xs text-slate-700 dark:text-slate-300">{t('unparsedHint')}</p>
          <ol className="flex flex-col gap-2">
            {lines.map((l, i) => (
              <li key={i} className="flex flex-wrap items-center gap-2">
                <input
                  aria-label={t('lineLabel', { n: i + 1 })}
                  value={l.text}
                  onChange={(e) => setLines((ls) => ls.map((x, j) => (j === i ? { text: e.target.value, failed: false } : x)))}
                  className={`${inputClass} min-w-64 flex-1 py-1 font-mono text-xs`}
                />
                <Button variant="quiet" type="button" onClick={() => rereadLine(i)}>
                  {t('readLine')}
                </Button>
                {l.failed ? <span className="text-xs text-rose-800 dark:text-rose-300">{t('lineStillUnread')}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-add`} className="text-sm font-medium">
          {t('addLabel')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-add`}
            value={added}
            onChange={(e) => {
              setAdded(e.target.value);
              setAddFailed(false);
            }}
            className={`${inputClass} min-w-64 flex-1 py-1`}
          />
          <Button variant="quiet" type="button" onClick={addLine}>
            {t('add')}
          </Button>
        </div>
        {addFailed ? <p className="text-xs text-rose-800 dark:text-rose-300">{t('lineStillUnread')}</p> : null}
      </div>
      <p role="alert" className="text-sm text-rose-800 empty:hidden dark:text-rose-300">
        {error ?? ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="action" type="button" onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
        <Button variant="quiet" type="button" onClick={() => onDone(null)}>
          {t('discard')}
        </Button>
      </div>
    </section>
  );
}
