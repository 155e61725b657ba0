'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useAccount } from '@/components/account/use-account';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  addEntries,
  addEntry,
  archiveTank,
  createTank,
  deleteEntry,
  loadRowCheck,
  readTanks,
  LogWriteError,
  updateEntries,
  updateEntry,
  updateTank,
} from '@/lib/log/repo';
import type { LogTank } from '@/lib/log/model';
import { dueCounts, DUE_META_PREFIX } from '@/lib/schedule/due-cache';
import type { TaskEntry } from '@/lib/schedule/model';
import { EntryEditor, loadTestForm } from './entry-editor';
import { initialLogState, logReducer, taskForm } from './log-state';
import { StorageNotices } from './storage-notices';
import { TankToolbar } from './tank-toolbar';
import type { TankSubmit } from './tank-form';
import { useAlkalinityUnit } from './use-alk-unit';
import { useLogStore, usePersistence } from './use-log-store';
import { useSgScale } from './use-sg-scale';
import { useTankEntries } from './use-tank-entries';

/*
 * Loaded on demand, so the page's first load carries only Dexie and this screen's frame (docs/reef-log.md):
 * each entry form when its tab is shown (components/log/entry-editor.tsx), the tank form,
 * what to dose (the consumption planner), the trends, the entry list (the presets and unit conversions it shows
 * with), export/import (CSV and JSON), and the sync (only signed in). The server renders the loading line only (the
 * log lives in IndexedDB), so none of these is needed to hydrate; those a keeper sees first are fetched while
 * IndexedDB opens.
 */
const formPlaceholder = () => <div className="h-96 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />;
const loadTankForm = () => import('./tank-form');
const loadTrends = () => import('./trends');
const loadEntryList = () => import('./entry-list');
const SgReread = dynamic(() => import('./sg-reread').then((m) => m.SgReread), { ssr: false });
const SharePanel = dynamic(() => import('./share-panel').then((m) => m.SharePanel), { ssr: false });
const TankForm = dynamic(() => loadTankForm().then((m) => m.TankForm), { ssr: false, loading: formPlaceholder });
const EntryList = dynamic(() => loadEntryList().then((m) => m.EntryList), { ssr: false });
const Trends = dynamic(() => loadTrends().then((m) => m.Trends), { ssr: false });
const DoseAdvice = dynamic(() => import('./dose-advice').then((m) => m.DoseAdvice), { ssr: false });
const TransferPanel = dynamic(() => import('./transfer-panel').then((m) => m.TransferPanel), { ssr: false });
// a tank's ICP tests: the importer, histories and plan (and pdf.js only when a PDF is given) load when opened
const IcpPanel = dynamic(() => import('@/components/icp/icp-panel').then((m) => m.IcpPanel), { ssr: false, loading: formPlaceholder });
const LogSyncStatus = dynamic(() => import('./log-sync-status').then((m) => m.LogSyncStatus), { ssr: false });
// the tank's livestock and the species catalogue: only when the keeper opens them
const Livestock = dynamic(() => import('@/components/collection/livestock-root').then((m) => m.LivestockRoot), { ssr: false });
// a tank's journal posts (their editor, the photo pipeline): only when the keeper opens them
const Journal = dynamic(() => import('@/components/journal/journal').then((m) => m.Journal), { ssr: false });
const PhotoUploads = dynamic(() => import('@/components/collection/use-photo-sync').then((m) => m.PhotoUploads), { ssr: false });
const PublicCopyWatcher = dynamic(() => import('./public-copy-watcher').then((m) => m.PublicCopyWatcher), { ssr: false });
// the care schedule (its due dates use the consumption planner): fetched with the trends, after the first paint
const loadDueList = () => import('@/components/schedule/due-list');
const DueList = dynamic(() => loadDueList().then((m) => m.DueList), { ssr: false });
const TaskManager = dynamic(() => import('@/components/schedule/task-manager').then((m) => m.TaskManager), { ssr: false });

/** The reef log screen: storage notices, tanks, the entry forms, what to dose, trends, the entries and export/import. */
export function LogApp() {
  const t = useTranslations('Log');
  const tc = useTranslations('Collection');
  const tj = useTranslations('Journal');
  const locale = useLocale();
  const account = useAccount();
  // each account has its own log in this browser, and so has the signed-out visitor (lib/log/accounts.ts)
  const owner = account.status === 'signedIn' ? account.user.id : account.status === 'signedOut' ? null : undefined;
  const { db, storage } = useLogStore(owner);
  const [alkUnit, setAlkUnit] = useAlkalinityUnit();
  // the screen's transitions: components/log/log-state.ts
  const [state, dispatch] = useReducer(logReducer, initialLogState);
  const { chosenTank, tankForm, showArchived, writeError } = state;
  const editingNoticeRef = useRef<HTMLParagraphElement>(null);

  // what is shown first (a tank's test form, or the tank form on a first visit; the trends and the entries) is
  // fetched while IndexedDB opens
  useEffect(() => {
    void loadTestForm();
    void loadTankForm();
    void loadTrends();
    void loadEntryList();
    void loadDueList();
    // the check of rows read (lib/log/row-check.ts, with zod): the first read waits for it
    void loadRowCheck();
  }, []);

  // rows that do not have a stored row's shape are left out and counted (lib/log/row-check.ts); they stay stored
  const tankRead = useLiveQuery(() => (db ? readTanks(db) : undefined), [db]);
  const tanks = tankRead?.tanks;
  const visible = tanks?.filter((x) => showArchived || !x.archivedAt) ?? [];
  // typed by hand: with noUncheckedIndexedAccess off, `visible[0]` reads as a LogTank even when there is none
  const tank: LogTank | null = visible.find((x) => x.id === chosenTank) ?? visible[0] ?? null;
  // kept in memory and patched from this screen's own writes (an added test shows without reading 2,000 rows back)
  const { entries: allEntries, unreadable: unreadableEntries, write: writeEntries } = useTankEntries(db, tank?.id ?? null);
  // the care schedule's tasks and completions are entries too; the water-chemistry screens read the rest
  // kept as the same array while the entries stay: every section memoises on it, so opening one (the livestock of
  // 1,300 entries) does not make the others work their lists out again
  const entries = useMemo(() => allEntries?.filter((e) => e.kind !== 'task' && e.kind !== 'task_done'), [allEntries]);
  const dueMeta = useLiveQuery(async () => (db ? await db.meta.where('key').startsWith(DUE_META_PREFIX).toArray() : undefined), [db]);
  const [countAt] = useState(() => Date.now());
  const due = dueMeta ? dueCounts(dueMeta, countAt) : null;
  const sgScale = useSgScale(db, tank?.id ?? null, locale);
  const persist = usePersistence((entries?.length ?? 0) > 0, storage);

  // every hook is above: from here on the log's database is open and its tanks read
  if (!db || tanks === undefined) return <p role="status">{t('loading')}</p>;

  async function write(fn: () => Promise<unknown>): Promise<boolean> {
    try {
      await fn();
      dispatch({ type: 'written' });
      return true;
    } catch (e) {
      dispatch({ type: 'writeFailed', error: e instanceof LogWriteError && e.reason === 'quota' ? 'quota' : 'writeFailed' });
      return false;
    }
  }
  const saveTank = (v: TankSubmit) =>
    write(async () => {
      if (tankForm === 'edit' && tank) {
        await updateTank(db, tank.id, v);
        dispatch({ type: 'tankSaved', created: null });
      } else dispatch({ type: 'tankSaved', created: (await createTank(db, v)).id });
    });
  /** "Done" on a due task: a test or a water change opens its form; any other task is done at once. */
  const completeTask = (task: TaskEntry) => {
    if (taskForm(task)) {
      dispatch({ type: 'completeTask', task });
      requestAnimationFrame(() => document.getElementById('entry-title')?.scrollIntoView({ block: 'start' }));
      return;
    }
    const doneId = crypto.randomUUID();
    void write(() =>
      writeEntries([doneId], () =>
        addEntry(db, {
          id: doneId,
          tankId: task.tankId,
          kind: 'task_done',
          at: new Date().toISOString(),
          values: { taskId: task.id, entryId: null },
        }),
      ),
    );
  };
  const taskWrites = {
    add: (tasks: { values: TaskEntry['values']; note: string | null }[]) => {
      if (!tank) return Promise.resolve(false);
      const rows = tasks.map(({ values, note }) => ({
        id: crypto.randomUUID(),
        tankId: tank.id,
        kind: 'task' as const,
        at: new Date().toISOString(),
        values,
        note,
      }));
      return write(() =>
        writeEntries(
          rows.map((r) => r.id),
          () => addEntries(db, rows),
        ),
      );
    },
    update: (id: string, values: TaskEntry['values'], note: string | null) =>
      write(() => writeEntries([id], () => updateEntry(db, id, { values, note }))),
    remove: (id: string) => write(() => writeEntries([id], () => deleteEntry(db, id))),
  };
  const startEdit = (id: string) => {
    dispatch({ type: 'startEdit', id });
    requestAnimationFrame(() => {
      editingNoticeRef.current?.scrollIntoView({ block: 'start' });
      editingNoticeRef.current?.focus();
    });
  };
  return (
    <div className="flex flex-col gap-8" data-testid="log-app" data-storage={storage}>
      <StorageNotices
        storage={storage}
        persist={persist}
        writeError={writeError}
        unreadable={(tankRead?.unreadable ?? 0) + (tank ? unreadableEntries : 0)}
      />
      {owner ? <LogSyncStatus db={db} userId={owner} alkUnit={alkUnit} /> : null}
      {owner ? <PhotoUploads db={db} owner={owner} /> : null}
      {owner ? <PublicCopyWatcher db={db} owner={owner} /> : null}
      <TankToolbar
        tanks={tanks}
        visible={visible}
        tank={tank}
        due={due}
        alkUnit={alkUnit}
        onAlkUnit={setAlkUnit}
        showArchived={showArchived}
        onShowArchived={(show) => dispatch({ type: 'showArchived', show })}
        onChoose={(id) => dispatch({ type: 'chooseTank', id })}
        onNew={() => dispatch({ type: 'openTankForm', mode: 'new' })}
        onEdit={() => dispatch({ type: 'openTankForm', mode: 'edit' })}
        onArchive={(x) => void write(() => archiveTank(db, x.id, !x.archivedAt))}
      />
      {tank && allEntries ? <DueList db={db} tank={tank} entries={allEntries} alkUnit={alkUnit} onComplete={completeTask} /> : null}
      {tankForm || !tank ? (
        <TankForm
          key={`${tankForm}-${tank?.id}-${alkUnit}`}
          tank={tankForm === 'edit' ? tank : null}
          alkUnit={alkUnit}
          onSubmit={saveTank}
          onCancel={tank ? () => dispatch({ type: 'closeTankForm' }) : undefined}
        />
      ) : null}
      {tankForm === 'edit' && tank && owner ? (
        <SharePanel db={db} userId={owner} tankId={tank.id} tankName={tank.name} entries={allEntries ?? []} />
      ) : null}
      {tank && entries ? (
        <>
          <EntryEditor
            db={db}
            tank={tank}
            entries={entries}
            alkUnit={alkUnit}
            sgScale={sgScale}
            state={state.editor}
            dispatch={dispatch}
            write={write}
            writeEntries={writeEntries}
            noticeRef={editingNoticeRef}
          />
          <section aria-labelledby="icp-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h2 id="icp-title" className="text-xl font-semibold">
              {t('icp.title')}
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('icp.intro')}</p>
            <Button
              variant="quiet"
              type="button"
              className="self-start"
              aria-expanded={state.icpOpen}
              aria-controls="icp-region"
              onClick={() => dispatch({ type: 'toggle', section: 'icpOpen' })}
            >
              {state.icpOpen ? t('icp.close') : t('icp.open', { count: entries.filter((e) => e.kind === 'icp').length })}
            </Button>
            <div id="icp-region">
              {state.icpOpen ? (
                <IcpPanel
                  db={db}
                  tank={tank}
                  // with the schedule's tasks: the plan's retest says when it is already in the schedule
                  entries={allEntries!}
                  onAdd={({ id, ...input }) => write(() => writeEntries([id], () => addEntry(db, { ...input, id, tankId: tank.id })))}
                />
              ) : null}
            </div>
          </section>
          <OpenSection
            open={state.livestockOpen}
            label={tc(state.livestockOpen ? 'close' : 'open')}
            onToggle={() => dispatch({ type: 'toggle', section: 'livestockOpen' })}
          >
            <Livestock db={db} tank={tank} entries={entries} alkUnit={alkUnit} owner={owner ?? null} />
          </OpenSection>
          <OpenSection
            open={state.journalOpen}
            label={tj(state.journalOpen ? 'close' : 'open')}
            onToggle={() => dispatch({ type: 'toggle', section: 'journalOpen' })}
          >
            <Journal db={db} tank={tank} entries={entries} owner={owner ?? null} />
          </OpenSection>
          <DoseAdvice tank={tank} entries={entries} alkUnit={alkUnit} />
          <TaskManager tank={tank} entries={allEntries!} writes={taskWrites} />
          <Trends tank={tank} entries={entries} alkUnit={alkUnit} />
          <SgReread
            key={`${tank.id}-${sgScale.scale}`}
            entries={entries}
            scale={sgScale.scale}
            onApply={(rows) =>
              write(() =>
                writeEntries(
                  rows.map((r) => r.entry.id),
                  () =>
                    updateEntries(
                      db,
                      rows.map((r) => ({ id: r.entry.id, patch: { values: r.values, typed: r.typed } })),
                    ),
                ),
              )
            }
          />
          <EntryList
            entries={entries}
            alkUnit={alkUnit}
            onEdit={startEdit}
            onDelete={(id) => {
              dispatch({ type: 'entryDeleted', id });
              void write(() => writeEntries([id], () => deleteEntry(db, id)));
            }}
          />
        </>
      ) : null}
      <TransferPanel db={db} tankId={tank?.id ?? null} />
    </div>
  );
}

/** A section of the log loaded only while open (livestock, journal): its button says what a click does. */
function OpenSection({ open, label, onToggle, children }: { open: boolean; label: string; onToggle: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <Button variant="quiet" type="button" className="self-start" aria-expanded={open} onClick={onToggle}>
        {label}
      </Button>
      {open ? children : null}
    </div>
  );
}
