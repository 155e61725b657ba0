'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { LogEntry } from '@/lib/log/model';
import { appliedScale, planReread, type RereadRow } from '@/lib/log/sg';
import { formatNumber } from '@/lib/number/text';
import { formatLogTime } from '@/lib/log/time';
import { sgConventionsFor, type SgConvention } from '@/lib/seawater';
import { inputClass } from './log-styles';

/**
 * Re-reads the tank's specific-gravity readings on another scale in one step: the keeper picks the scale, sees every
 * reading that changes with its salinity before → after, and confirms; each is an ordinary entry update (so it
 * syncs), keeping the number typed and recording the new scale (lib/log/sg.ts). Shown only when the tank has SG readings.
 */
export function SgReread({
  entries,
  scale,
  onApply,
}: {
  entries: readonly LogEntry[];
  /** the tank's scale: what the picker starts on */
  scale: SgConvention;
  onApply: (rows: readonly RereadRow[], to: SgConvention) => Promise<boolean>;
}) {
  const t = useTranslations('Log.reread');
  const labels = useTranslations('Calculators.salinity.options.sgConvention');
  const locale = useLocale();
  const [to, setTo] = useState<SgConvention>(scale);
  const [rows, setRows] = useState<RereadRow[] | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (!entries.some((e) => appliedScale(e) !== null)) return done === null ? null : <p role="status">{t('done', { count: done })}</p>;
  const ppt = (x: number) => formatNumber(x, locale, 'salinityPptTenth');
  async function apply(list: readonly RereadRow[]) {
    setBusy(true);
    const ok = await onApply(list, to);
    setBusy(false);
    if (ok) {
      setDone(list.length);
      setRows(null);
    }
  }
  return (
    <section aria-labelledby="reread-title" className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="reread-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="reread-scale" className="text-sm font-medium">
            {t('scale')}
          </label>
          <select
            id="reread-scale"
            className={inputClass}
            value={to}
            onChange={(e) => {
              setTo(e.target.value as SgConvention);
              setRows(null);
            }}
          >
            {sgConventionsFor(locale).map((c) => (
              <option key={c} value={c}>
                {labels(c)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="quiet"
          type="button"
          onClick={() => {
            setDone(null);
            setRows(planReread(entries, to));
          }}
        >
          {t('show')}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-testid="reread-status">
        {done !== null ? <p className="font-medium">{t('done', { count: done })}</p> : null}
        {rows && rows.length === 0 ? <p>{t('none')}</p> : null}
      </div>
      {rows && rows.length > 0 ? (
        <div className="flex flex-col gap-2 text-sm" data-testid="reread-preview">
          <p className="font-medium">{t('listTitle', { count: rows.length })}</p>
          <ul className="list-disc pl-5">
            {rows.map((r) => (
              <li key={r.entry.id}>
                {t('row', {
                  time: formatLogTime(r.entry.at, locale),
                  value: r.text,
                  from: t(`short.${r.from}`),
                  to: t(`short.${to}`),
                  before: ppt(r.before),
                  after: ppt(r.after),
                })}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button variant="action" type="button" disabled={busy} onClick={() => void apply(rows)}>
              {t('confirm', { count: rows.length })}
            </Button>
            <Button variant="quiet" type="button" onClick={() => setRows(null)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
