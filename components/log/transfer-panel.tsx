'use client';

import { useState, type ChangeEvent } from 'react';
import { useLocale, useMessages, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { LogDb } from '@/lib/log/db';
import { logToCsv, logToJson } from '@/lib/log/export';
import type { FileError, ImportPreview } from '@/lib/log/import';
import type { ProbeInfo, ProbeMap, ReadOutcome, Table, TableMapping } from '@/lib/log/importers';
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
import { hasMessage } from '@/lib/i18n/runtime-key';
import { downloadBlob, downloadText } from '@/lib/download';
import { defaultSgConvention, sgConventionsFor, type SgConvention } from '@/lib/seawater';
import { inputClass } from './log-styles';
import dynamic from 'next/dynamic';

// the mapper and the probe list are drawn only for a table or a controller's file
const ImportMapper = dynamic(() => import('./import-mapper').then((m) => m.ImportMapper), { ssr: false });
const ProbeList = dynamic(() => import('./import-mapper').then((m) => m.ProbeList), { ssr: false });

/** What was read: a file, or a table pasted in. */
type Source = { file: File } | { text: string; name: string };

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
  const sep = useTranslations('Log.entry')('separator');
  const ti = useTranslations('Log.imports');
  const tr = useTranslations('Log.transfer.reasons');
  const reasons = useMessages().Log.transfer.reasons;
  const locale = useLocale();
  const scales = useTranslations('Calculators.salinity.options.sgConvention');
  const [planned, setPlanned] = useState<{ plan: ImportPlan; tankId: string | null } | null>(null);
  // the file read, and the SG scale the keeper chose for a column whose scale the file does not name
  const [file, setFile] = useState<Source | null>(null);
  const [probes, setProbes] = useState<ProbeInfo[] | null>(null);
  const [probeMap, setProbeMap] = useState<ProbeMap>({});
  const [table, setTable] = useState<{ table: Table; mapping: TableMapping; remembered: boolean } | null>(null);
  const [leftOut, setLeftOut] = useState(0);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const [pasted, setPasted] = useState('');
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
    // the JSON carries every stored row, malformed ones too (a keeper can repair or send them); the CSV is computed
    // from the values, so it holds only the rows that can be read (lib/log/row-check.ts)
    const { tanks, entries, readable } = await snapshot(db);
    if (kind === 'csv') downloadText(`reef-log-${stamp()}.csv`, logToCsv(readable.tanks, readable.entries), 'text/csv;charset=utf-8');
    else if (kind === 'json')
      downloadText(`reef-log-${stamp()}.json`, logToJson(tanks, entries, new Date().toISOString()), 'application/json');
    else {
      const { exportArchive } = await import('@/lib/collection/archive');
      const photos = readable.entries.filter((e) => e.kind === 'photo').map((e) => e.id);
      downloadBlob(`reef-log-${stamp()}.zip`, await exportArchive(db, logToJson(tanks, entries, new Date().toISOString()), photos));
    }
  }

  async function read(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return reset(null);
    await start({ file: chosen }, chosen.name);
  }

  function reset(source: Source | null) {
    setStatus(null);
    setPlan(null);
    setFileError(null);
    setErrorLine(null);
    setChoice(KEEP_STORED);
    setSgChoice(null);
    setPictures(null);
    setProbes(null);
    setProbeMap({});
    setTable(null);
    setLeftOut(0);
    setFile(source);
  }

  async function start(source: Source, name: string) {
    reset(source);
    setFileName(name);
    if ('file' in source) {
      const head = new Uint8Array(await source.file.slice(0, 4).arrayBuffer());
      if (head[0] === 0x50 && head[1] === 0x4b) {
        // a zip with photos: its JSON goes through the same preview, its pictures wait for the confirmation
        const { readArchive } = await import('@/lib/collection/archive');
        const archive = await readArchive(new Uint8Array(await source.file.arrayBuffer()));
        if (!archive) return setFileError('wrongShape');
        const json: Source = { file: new File([archive.json], 'reef-log.json', { type: 'application/json' }) };
        setPictures(archive.photos);
        setFile(json);
        return preview(json, defaultSgConvention(locale), {});
      }
    }
    await preview(source, defaultSgConvention(locale), {});
  }

  /** Reads the file (or pasted text) into a preview: an SG column the file gives no scale for on `sg`, Apex probes as `map` says. */
  async function preview(from: Source, sg: SgConvention, map: ProbeMap) {
    const importers = await import('@/lib/log/importers');
    const opts = { tankId, sg, probeMap: map, dateOrder: locale === 'en' ? ('mdy' as const) : ('dmy' as const) };
    const out: ReadOutcome = 'file' in from ? await importers.readAnyFile(from.file, opts) : importers.readAnyText(from.text, opts);
    if (out.kind === 'error') {
      setErrorLine(out.line ?? null);
      return setFileError(out.error);
    }
    if (out.kind === 'table') {
      // a layout read before is read again the way the keeper mapped it; a new one waits for the mapper
      const remembered = await importers.rememberedMapping(db, out.table.signature, out.table.header.length);
      setTable({ table: out.table, mapping: remembered ?? out.guess, remembered: !!remembered });
      if (remembered && importers.mappingComplete(remembered)) await mapped(out.table, remembered, false);
      return;
    }
    setProbes(out.probes ?? null);
    setLeftOut(out.leftOut ?? 0);
    await planFrom(out.preview);
  }

  async function planFrom(p: ImportPreview) {
    try {
      setPlan(await previewImport(db, p, tankId));
    } catch {
      setStatus(t('failed'));
    }
  }

  /** The table read through the keeper's mapping, which is remembered for this layout. */
  async function mapped(tbl: Table, mapping: TableMapping, remember: boolean) {
    if (!tankId) return;
    const importers = await import('@/lib/log/importers');
    const r = importers.readMappedTable(tbl, mapping, tankId);
    if (!r.ok) return setFileError(r.error);
    setFileError(null);
    if (remember) await importers.rememberMapping(db, tbl.signature, mapping);
    setTable({ table: tbl, mapping, remembered: true });
    await planFrom(r.preview);
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
      setTable(null);
      setProbes(null);
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
        <Button variant="quiet" type="button" onClick={() => void exportAs('csv')}>
          {t('exportCsv')}
        </Button>
        <Button variant="quiet" type="button" onClick={() => void exportAs('json')}>
          {t('exportJson')}
        </Button>
        <Button variant="quiet" type="button" onClick={() => void exportAs('zip')}>
          {t('exportZip')}
        </Button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('columns')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="log-import" className="text-sm font-medium">
          {t('importLabel')}
        </label>
        <input
          id="log-import"
          type="file"
          accept=".csv,.tsv,.txt,.json,.xml,.zip,text/csv,text/tab-separated-values,text/plain,application/json,text/xml,application/zip"
          onChange={(e) => void read(e)}
          className="text-sm"
          aria-describedby="log-import-help"
        />
        <p id="log-import-help" className="text-xs text-slate-600 dark:text-slate-400">
          {t('importHelp')}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="log-paste" className="text-sm font-medium">
          {ti('pasteLabel')}
        </label>
        <textarea
          id="log-paste"
          rows={3}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          className={inputClass}
          aria-describedby="log-paste-help"
        />
        <p id="log-paste-help" className="text-xs text-slate-600 dark:text-slate-400">
          {ti('pasteHelp')}
        </p>
        <div>
          <Button
            variant="quiet"
            type="button"
            disabled={pasted.trim() === ''}
            onClick={() => void start({ text: pasted, name: ti('pastedName') }, ti('pastedName'))}
          >
            {ti('pasteRead')}
          </Button>
        </div>
      </div>
      <div role="status" aria-live="polite" data-testid="import-status">
        {fileError ? (
          <p className="font-medium text-red-700 dark:text-red-300">
            {t(`fileErrors.${fileError}`, { name: fileName })}
            {errorLine ? ` ${ti('atLine', { line: errorLine })}` : ''}
          </p>
        ) : null}
        {status ? <p className="font-medium">{status}</p> : null}
      </div>
      {table ? (
        <ImportMapper
          key={table.table.signature}
          table={table.table}
          mapping={table.mapping}
          remembered={table.remembered}
          onApply={(m) => void mapped(table.table, m, true)}
        />
      ) : null}
      {probes && probes.length ? (
        <ProbeList
          probes={probes}
          onChange={(name, parameter) => {
            const next = { ...probeMap, [name]: parameter };
            setProbeMap(next);
            if (file) void preview(file, sgChoice ?? defaultSgConvention(locale), next);
          }}
        />
      ) : null}
      {plan && writes ? (
        <div
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          data-testid="import-preview"
        >
          <p className="font-semibold">
            {t('previewTitle', { accepted: plan.entries.length, refused: plan.refused.length, name: fileName })}
          </p>
          {plan.source ? <p data-testid="import-source">{ti('detected', { source: ti(`sources.${plan.source}`) })}</p> : null}
          {leftOut > 0 ? <p>{ti('leftOut', { count: leftOut })}</p> : null}
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
                  if (file) void preview(file, sg, probeMap);
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
                  {formatLogTime(e.at, locale)}
                  {sep}
                  {t(`kinds.${e.kind}`)}
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
              <Button variant="action" type="button" disabled={busy || (askSg && !sgChoice)} onClick={() => void confirm(plan)}>
                {writes.entries > 0 ? t('confirm', { count: writes.entries }) : t('confirmTanks', { count: writes.tanks })}
              </Button>
            ) : null}
            <Button
              variant="quiet"
              type="button"
              onClick={() => {
                setPlan(null);
                setProbes(null);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
