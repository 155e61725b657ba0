'use client';

import { useState, type ChangeEvent } from 'react';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import type { LogDb } from '@/lib/log/db';
import { logToCsv } from '@/lib/log/csv';
import { logToJson, readLogFile, type FileError } from '@/lib/log/import';
import {
  countWrites,
  KEEP_STORED,
  NEW_TANK_VOLUME_L,
  previewImport,
  ROW_STATUSES,
  type ExistingChoice,
  type ImportChoice,
  type ImportPlan,
} from '@/lib/log/import-plan';
import { importBatch, LogWriteError, META_USER_ID, snapshot } from '@/lib/log/repo';
import { formatLogTime } from '@/lib/log/time';
import { buttonClass, secondaryButtonClass } from './log-fields';
import { hasMessage } from '@/lib/i18n/runtime-key';
import { downloadBlob, downloadText } from '@/lib/download';
import { defaultSgConvention, sgConventionsFor, type SgConvention } from '@/lib/seawater';
import { inputClass } from './log-styles';

const PREVIEW_ROWS = 5;
const EXISTING_CHOICES: readonly ExistingChoice[] = ['keep', 'newer', 'file'];

/**
 * Own the data: export CSV (long format) and JSON (everything, versioned); import either back, or a wide CSV. A file
 * is read into a preview first (lib/log/import-plan.ts): how many rows are new, unchanged, newer or older than what is
 * stored, the tanks it creates, the first rows, every refused row with its number and reason. Nothing is written
 * until the keeper confirms; by default only new rows are added, and replacing stored rows is the keeper's choice.
 */
export function TransferPanel({ db, tankId }: { db: LogDb; tankId: string | null }) {
  const t = useTranslations('Log.transfer');
  const tr = useTranslations('Log.transfer.reasons');
  const reasons = useMessages().Log.transfer.reasons;
  const locale = useLocale();
  const scales = useTranslations('Calculators.salinity.options.sgConvention');
  const [planned, setPlanned] = useState<{ plan: ImportPlan; tankId: string | null } | null>(null);
  // the file read, and the SG scale the keeper chose for a column whose scale the file does not name
  const [file, setFile] = useState<File | null>(null);
  const [sgChoice, setSgChoice] = useState<SgConvention | null>(null);
  // a preview belongs to the tank shown when the file was read (a wide CSV goes there): another tank, no preview
  const plan = planned && planned.tankId === tankId ? planned.plan : null;
  const setPlan = (p: ImportPlan | null) => setPlanned(p ? { plan: p, tankId } : null);
  const [fileError, setFileError] = useState<FileError | null>(null);
  const [choice, setChoice] = useState<ImportChoice>(KEEP_STORED);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  // a zip's photos, by the id of their photo entry in the file (lib/collection/archive.ts)
  const [pictures, setPictures] = useState<Map<string, { full?: Uint8Array; thumb?: Uint8Array }> | null>(null);
  const stamp = () => new Date().toISOString().slice(0, 10);

  async function exportAs(kind: 'csv' | 'json' | 'zip') {
    const { tanks, entries } = await snapshot(db);
    if (kind === 'csv') downloadText(`reef-log-${stamp()}.csv`, logToCsv(tanks, entries), 'text/csv;charset=utf-8');
    else if (kind === 'json')
      downloadText(`reef-log-${stamp()}.json`, logToJson(tanks, entries, new Date().toISOString()), 'application/json');
    else {
      const { exportArchive } = await import('@/lib/collection/archive');
      const photos = entries.filter((e) => e.kind === 'photo').map((e) => e.id);
      downloadBlob(`reef-log-${stamp()}.zip`, await exportArchive(db, logToJson(tanks, entries, new Date().toISOString()), photos));
    }
  }

  async function read(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    setStatus(null);
    setPlan(null);
    setFileError(null);
    setChoice(KEEP_STORED);
    setSgChoice(null);
    setPictures(null);
    setFile(chosen ?? null);
    if (!chosen) return;
    setFileName(chosen.name);
    const head = new Uint8Array(await chosen.slice(0, 4).arrayBuffer());
    if (head[0] === 0x50 && head[1] === 0x4b) {
      // a zip with photos: its JSON goes through the same preview, its pictures wait for the confirmation
      const { readArchive } = await import('@/lib/collection/archive');
      const archive = await readArchive(new Uint8Array(await chosen.arrayBuffer()));
      if (!archive) return setFileError('wrongShape');
      const json = new File([archive.json], 'reef-log.json', { type: 'application/json' });
      setPictures(archive.photos);
      setFile(json);
      return preview(json, defaultSgConvention(locale));
    }
    await preview(chosen, defaultSgConvention(locale));
  }

  /** Reads the file into a preview, an SG column the file gives no scale for on `sg`. */
  async function preview(from: File, sg: SgConvention) {
    const result = await readLogFile(from, { tankId, sg });
    if (!result.ok) return setFileError(result.error);
    try {
      setPlan(await previewImport(db, result.preview, tankId));
    } catch {
      setStatus(t('failed'));
    }
  }

  async function confirm(p: ImportPlan) {
    setBusy(true);
    try {
      let n: { entries: number };
      if (pictures) {
        // the rows and their pictures in one transaction: a full disk leaves neither
        const { remapCollection } = await import('@/lib/collection/archive');
        const keeper = (await db.meta.get(META_USER_ID))?.value;
        const { entries, blobs } = remapCollection(p.entries, typeof keeper === 'string' ? keeper : null, pictures);
        n = await db.transaction('rw', [db.tanks, db.entries, db.outbox, db.meta, db.photoBlobs], async () => {
          const written = await importBatch(db, { tanks: p.tanks, entries, choice });
          const held = new Set((await db.photoBlobs.bulkGet(blobs.map((b) => b.id))).filter(Boolean).map((b) => b!.id));
          await db.photoBlobs.bulkPut(blobs.filter((b) => !held.has(b.id)));
          return written;
        });
      } else n = await importBatch(db, { tanks: p.tanks, entries: p.entries, choice });
      setStatus(t('imported', { count: n.entries }));
      setPlan(null);
    } catch (err) {
      setStatus(t(err instanceof LogWriteError && err.reason === 'quota' ? 'quota' : 'failed'));
    } finally {
      setBusy(false);
    }
  }

  const writes = plan ? countWrites(plan, choice) : null;
  const differing = plan
    ? (['newer', 'older', 'differs'] as const).reduce((n, s) => n + plan.counts.entries[s] + plan.counts.tanks[s], 0)
    : 0;
  const deleted = plan ? plan.counts.entries.deleted + plan.counts.tanks.deleted : 0;
  const hasTimes = plan?.format === 'json';
  // a wide CSV's SG column with no scale named: nothing is imported until the keeper says which scale it is on
  const askSg = plan?.sgColumn?.named === false;
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
        <button type="button" className={secondaryButtonClass} onClick={() => void exportAs('zip')}>
          {t('exportZip')}
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
          accept=".csv,.json,.zip,text/csv,application/json,application/zip"
          onChange={(e) => void read(e)}
          className="text-sm"
          aria-describedby="log-import-help"
        />
        <p id="log-import-help" className="text-xs text-slate-600 dark:text-slate-400">
          {t('importHelp')}
        </p>
      </div>
      <div role="status" aria-live="polite" data-testid="import-status">
        {fileError ? (
          <p className="font-medium text-red-700 dark:text-red-300">{t(`fileErrors.${fileError}`, { name: fileName })}</p>
        ) : null}
        {status ? <p className="font-medium">{status}</p> : null}
      </div>
      {plan && writes ? (
        <div
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          data-testid="import-preview"
        >
          <p className="font-semibold">
            {t('previewTitle', { accepted: plan.entries.length, refused: plan.refused.length, name: fileName })}
          </p>
          {plan.encoding ? <p data-testid="import-encoding">{t(`encoding.${plan.encoding}`)}</p> : null}
          {plan.sgColumn?.named ? <p data-testid="import-sg">{t('sgScaleNamed', { scale: scales(plan.sgColumn.scale) })}</p> : null}
          {askSg ? (
            <div className="flex flex-col gap-1" data-testid="import-sg">
              <p className="font-medium" id="import-sg-ask">
                {t('sgScale')}
              </p>
              <label htmlFor="import-sg-scale" className="text-sm">
                {t('sgScaleLabel')}
              </label>
              <select
                id="import-sg-scale"
                aria-describedby="import-sg-ask"
                className={inputClass}
                value={sgChoice ?? ''}
                onChange={(e) => {
                  const sg = e.target.value as SgConvention;
                  setSgChoice(sg);
                  if (file) void preview(file, sg);
                }}
              >
                <option value="" disabled>
                  {t('sgScaleChoose')}
                </option>
                {sgConventionsFor(locale).map((c) => (
                  <option key={c} value={c}>
                    {scales(c)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div>
            <p>{t('countsTitle')}</p>
            <ul className="list-disc pl-5" data-testid="import-counts">
              {ROW_STATUSES.filter((s) => plan.counts.tanks[s] > 0).map((s) => (
                <li key={`tank-${s}`} data-status={`tank-${s}`}>
                  {t(`tankStatus.${s}`, { count: plan.counts.tanks[s] })}
                </li>
              ))}
              {ROW_STATUSES.filter((s) => plan.counts.entries[s] > 0).map((s) => (
                <li key={s} data-status={s}>
                  {t(`entryStatus.${s}`, { count: plan.counts.entries[s] })}
                </li>
              ))}
            </ul>
          </div>
          {plan.newTankNames.map((name) => (
            <p key={name} data-testid="import-new-tank">
              {t('newTank', { name, volume: NEW_TANK_VOLUME_L })}
            </p>
          ))}
          {plan.otherAccount > 0 ? <p>{t('otherAccount', { count: plan.otherAccount })}</p> : null}
          {differing > 0 ? (
            <fieldset className="flex flex-col gap-1">
              <legend className="font-medium">{t('existingLegend')}</legend>
              {EXISTING_CHOICES.filter((c) => c !== 'newer' || hasTimes).map((c) => (
                <label key={c} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="import-existing"
                    value={c}
                    checked={choice.existing === c}
                    onChange={() => setChoice({ ...choice, existing: c })}
                  />
                  <span>{t(`existing.${c}`)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {deleted > 0 ? (
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                checked={choice.restoreDeleted}
                onChange={(e) => setChoice({ ...choice, restoreDeleted: e.target.checked })}
              />
              <span>{t('restoreDeleted', { count: deleted })}</span>
            </label>
          ) : null}
          {plan.entries.length ? (
            <ul className="list-disc pl-5">
              {plan.entries.slice(0, PREVIEW_ROWS).map((e, i) => (
                <li key={e.id ?? i}>
                  {formatLogTime(e.at, locale)} · {t(`kinds.${e.kind}`)}
                </li>
              ))}
            </ul>
          ) : null}
          {plan.refused.length ? (
            <div role="alert">
              <p className="font-semibold text-red-700 dark:text-red-300">{t('refusedTitle')}</p>
              <ul className="list-disc pl-5" data-testid="import-refused">
                {plan.refused.map((r, i) => (
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
          {writes.entries === 0 && writes.tanks === 0 ? <p data-testid="import-nothing">{t('nothingToImport')}</p> : null}
          <div className="flex flex-wrap gap-2">
            {writes.entries > 0 || writes.tanks > 0 ? (
              <button type="button" className={buttonClass} disabled={busy || (askSg && !sgChoice)} onClick={() => void confirm(plan)}>
                {writes.entries > 0 ? t('confirm', { count: writes.entries }) : t('confirmTanks', { count: writes.tanks })}
              </button>
            ) : null}
            <button type="button" className={secondaryButtonClass} onClick={() => setPlan(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
