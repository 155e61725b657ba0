'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef, useState } from 'react';
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
  type EntryInput,
} from '@/lib/log/repo';
import type { LogTank } from '@/lib/log/model';
import { formatLogTime } from '@/lib/log/time';
import { dueCounts, DUE_META_PREFIX } from '@/lib/schedule/due-cache';
import type { TaskEntry } from '@/lib/schedule/model';
import { isOneOf } from '@/lib/one-of';
import { StorageNotices } from './storage-notices';
import { TankToolbar } from './tank-toolbar';
import type { TankSubmit } from './tank-form';
import { useAlkalinityUnit } from './use-alk-unit';
import { useLogStore, usePersistence } from './use-log-store';
import { useSgScale } from './use-sg-scale';
import { useTankEntries } from './use-tank-entries';

/*
 * Loaded on demand, so the page's first load carries only Dexie and this screen's frame (docs/reef-log.md):
 * each entry form (its schema, the calculator kit's fields, the dosing presets) when its tab is shown, the tank form,
 * what to dose (the consumption planner), the trends, the entry list (the presets and unit conversions it shows
 * with), export/import (CSV and JSON), and the sync (only signed in). The server renders the loading line only (the
 * log lives in IndexedDB), so none of these is needed to hydrate; those a keeper sees first are fetched while
 * IndexedDB opens.
 */
const formPlaceholder = () => <div className="h-96 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />;
const loadTestForm = () => import('./test-form');
const loadTankForm = () => import('./tank-form');
const loadTrends = () => import('./trends');
const loadEntryList = () => import('./entry-list');
const SgReread = dynamic(() => import('./sg-reread').then((m) => m.SgReread), { ssr: false });
const SharePanel = dynamic(() => import('./share-panel').then((m) => m.SharePanel), { ssr: false });
const TestForm = dynamic(() => loadTestForm().then((m) => m.TestForm), { ssr: false, loading: formPlaceholder });
const DoseForm = dynamic(() => import('./dose-form').then((m) => m.DoseForm), { ssr: false, loading: formPlaceholder });
const WaterChangeForm = dynamic(() => import('./water-change-form').then((m) => m.WaterChangeForm), {
  ssr: false,
  loading: formPlaceholder,
});
const TankForm = dynamic(() => loadTankForm().then((m) => m.TankForm), { ssr: false, loading: formPlaceholder });
const EntryList = dynamic(() => loadEntryList().then((m) => m.EntryList), { ssr: false });
const Trends = dynamic(() => loadTrends().then((m) => m.Trends), { ssr: false });
const DoseAdvice = dynamic(() => import('./dose-advice').then((m) => m.DoseAdvice), { ssr: false });
const KitEntry = dynamic(() => import('./kit-entry').then((m) => m.KitEntry), { ssr: false, loading: formPlaceholder });
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

const KINDS = ['test', 'dose', 'water_change'] as const;
/** Kinds edited in the entry forms (a note is not; an ICP analysis is corrected in its preview before it is stored). */
const isFormKind = (k: string): k is (typeof KINDS)[number] => isOneOf(KINDS, k);
/** The entry tabs: the three forms, and a test read from a kit in ten seconds. */
const TABS = [...KINDS, 'kit'] as const;

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
  const [chosenTank, setChosenTank] = useState<string | null>(null);
  const [editing, setEditing] = useState<'new' | 'edit' | null>(null);
  const [kind, setKind] = useState<(typeof TABS)[number]>('test');
  const [editingEntryId, setEditingEntryId] = useState<string | null>(null);
  const [entryNotice, setEntryNotice] = useState<string | null>(null);
  const [writeError, setWriteError] = useState<string | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [icpOpen, setIcpOpen] = useState(false);
  const [livestock, setLivestock] = useState(false);
  const [journal, setJournal] = useState(false);
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
  /** the task being completed: its test or water change is the next entry saved, with a task_done beside it */
  const [completing, setCompleting] = useState<TaskEntry | null>(null);
  const sgScale = useSgScale(db, tank?.id ?? null, locale);
  const persist = usePersistence((entries?.length ?? 0) > 0, storage);

  // every hook is above: from here on the log's database is open and its tanks read
  if (!db || tanks === undefined) return <p role="status">{t('loading')}</p>;

  async function write(fn: () => Promise<unknown>): Promise<boolean> {
    try {
      await fn();
      setWriteError(null);
      return true;
    } catch (e) {
      setWriteError(e instanceof LogWriteError && e.reason === 'quota' ? 'quota' : 'writeFailed');
      return false;
    }
  }
  const saveTank = (v: TankSubmit) =>
    write(async () => {
      if (editing === 'edit' && tank) await updateTank(db, tank.id, v);
      else setChosenTank((await createTank(db, v)).id);
      setEditing(null);
    });
  const saveEntry = (input: Omit<EntryInput, 'tankId'>): Promise<boolean> =>
    !tank
      ? Promise.resolve(false)
      : write(async () => {
          const id = crypto.randomUUID();
          const task = completing && completing.tankId === tank.id && completing.values.taskKind === input.kind ? completing : null;
          if (task) {
            const doneId = crypto.randomUUID();
            const done: EntryInput = {
              id: doneId,
              tankId: tank.id,
              kind: 'task_done',
              at: input.at,
              values: { taskId: task.id, entryId: id },
            };
            await writeEntries([id, doneId], () => addEntries(db, [{ ...input, id, tankId: tank.id }, done]));
            setCompleting(null);
            setEntryNotice(t('entry.taskDone'));
          } else {
            await writeEntries([id], () => addEntry(db, { ...input, id, tankId: tank.id }));
            setEntryNotice(null);
          }
        });
  /** "Done" on a due task: a test or a water change opens its form; any other task is done at once. */
  const completeTask = (task: TaskEntry) => {
    const k = task.values.taskKind;
    if (k === 'test' || k === 'water_change') {
      setCompleting(task);
      setKind(k);
      setEditingEntryId(null);
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
  const focusParameter = completing?.values.taskKind === 'test' ? (completing.values.parameter ?? undefined) : undefined;
  const editingEntry = (editingEntryId && entries?.find((e) => e.id === editingEntryId)) || null;
  /** Closes the entry being edited and gives focus back to its Edit button. */
  const closeEdit = (id: string) => {
    setEditingEntryId(null);
    requestAnimationFrame(() => document.getElementById(`edit-${id}`)?.focus());
  };
  const startEdit = (id: string) => {
    setEditingEntryId(id);
    setEntryNotice(null);
    requestAnimationFrame(() => {
      editingNoticeRef.current?.scrollIntoView({ block: 'start' });
      editingNoticeRef.current?.focus();
    });
  };
  const saveEdit = (input: Omit<EntryInput, 'tankId'>) =>
    write(async () => {
      const id = editingEntryId!;
      const note = input.note?.trim() ? input.note.trim() : null;
      await writeEntries([id], () => updateEntry(db, id, { at: input.at, values: input.values, typed: input.typed ?? {}, note }));
      setEntryNotice(t('entry.updated'));
      closeEdit(id);
    });
  const entryForm = (
    shownTank: LogTank,
    k: (typeof KINDS)[number],
    props: { entry?: typeof editingEntry; onCancel?: () => void; onSave: typeof saveEntry },
  ) =>
    k === 'test' ? (
      <TestForm
        key={props.entry?.id ?? `new-${shownTank.id}-${sgScale.loaded}-${completing?.id ?? ''}`}
        focusParameter={props.entry ? undefined : focusParameter}
        alkUnit={alkUnit}
        sgScale={sgScale.scale}
        sgChosen={sgScale.chosen}
        onSgScale={sgScale.set}
        {...props}
      />
    ) : k === 'dose' ? (
      <DoseForm key={props.entry?.id ?? shownTank.id} alkUnit={alkUnit} tank={shownTank} {...props} />
    ) : (
      <WaterChangeForm key={props.entry?.id ?? `${shownTank.id}-${completing?.id ?? ''}`} alkUnit={alkUnit} tank={shownTank} {...props} />
    );

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
        onShowArchived={setShowArchived}
        onChoose={setChosenTank}
        onNew={() => setEditing('new')}
        onEdit={() => setEditing('edit')}
        onArchive={(x) => void write(() => archiveTank(db, x.id, !x.archivedAt))}
      />
      {tank && allEntries ? <DueList db={db} tank={tank} entries={allEntries} alkUnit={alkUnit} onComplete={completeTask} /> : null}
      {editing || !tank ? (
        <TankForm
          key={`${editing}-${tank?.id}-${alkUnit}`}
          tank={editing === 'edit' ? tank : null}
          alkUnit={alkUnit}
          onSubmit={saveTank}
          onCancel={tank ? () => setEditing(null) : undefined}
        />
      ) : null}
      {editing === 'edit' && tank && owner ? (
        <SharePanel db={db} userId={owner} tankId={tank.id} tankName={tank.name} entries={allEntries ?? []} />
      ) : null}
      {tank && entries ? (
        <>
          <section
            aria-labelledby="entry-title"
            className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <h2 id="entry-title" className="text-xl font-semibold">
              {editingEntry ? t('entry.editTitle', { tank: tank.name }) : t('entry.title', { tank: tank.name })}
            </h2>
            {completing && completing.tankId === tank.id && !editingEntry ? (
              <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="task-completing">
                {t('entry.completing')}
                <Button variant="quiet" type="button" onClick={() => setCompleting(null)}>
                  {t('cancel')}
                </Button>
              </p>
            ) : null}
            {editingEntry && isFormKind(editingEntry.kind) ? (
              <>
                <p ref={editingNoticeRef} tabIndex={-1} className="scroll-mt-24 text-sm" data-testid="entry-editing">
                  {t('entry.editing', { kind: t(`entry.kinds.${editingEntry.kind}`), time: formatLogTime(editingEntry.at, locale) })}
                </p>
                {entryForm(tank, editingEntry.kind, {
                  entry: editingEntry,
                  onSave: saveEdit,
                  onCancel: () => closeEdit(editingEntry.id),
                })}
              </>
            ) : (
              <>
                <div
                  role="tablist"
                  aria-label={t('entry.kindLabel')}
                  className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
                >
                  {TABS.map((k) => (
                    <button
                      key={k}
                      type="button"
                      role="tab"
                      id={`tab-${k}`}
                      aria-selected={kind === k}
                      aria-controls={kind === k ? `panel-${k}` : undefined}
                      onClick={() => setKind(k)}
                      className="rounded-md px-3 py-1.5 text-sm aria-selected:bg-white aria-selected:font-semibold aria-selected:text-cyan-800 dark:aria-selected:bg-slate-950 dark:aria-selected:text-cyan-200"
                    >
                      {k === 'kit' ? t('kits.tab') : t(`entry.kinds.${k}`)}
                    </button>
                  ))}
                </div>
                <div role="tabpanel" id={`panel-${kind}`} aria-labelledby={`tab-${kind}`}>
                  {kind === 'kit' ? <KitEntry onSave={saveEntry} /> : entryForm(tank, kind, { onSave: saveEntry })}
                </div>
              </>
            )}
            <p role="status" className="text-sm text-emerald-800 empty:hidden dark:text-emerald-300" data-testid="entry-notice">
              {entryNotice ?? ''}
            </p>
          </section>
          <section aria-labelledby="icp-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <h2 id="icp-title" className="text-xl font-semibold">
              {t('icp.title')}
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('icp.intro')}</p>
            <Button
              variant="quiet"
              type="button"
              className="self-start"
              aria-expanded={icpOpen}
              aria-controls="icp-region"
              onClick={() => setIcpOpen((o) => !o)}
            >
              {icpOpen ? t('icp.close') : t('icp.open', { count: entries.filter((e) => e.kind === 'icp').length })}
            </Button>
            <div id="icp-region">
              {icpOpen ? (
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
          <div className="flex flex-col gap-3">
            <Button variant="quiet" type="button" className="self-start" aria-expanded={livestock} onClick={() => setLivestock(!livestock)}>
              {tc(livestock ? 'close' : 'open')}
            </Button>
            {livestock ? <Livestock db={db} tank={tank} entries={entries} alkUnit={alkUnit} owner={owner ?? null} /> : null}
          </div>
          <div className="flex flex-col gap-3">
            <Button variant="quiet" type="button" className="self-start" aria-expanded={journal} onClick={() => setJournal(!journal)}>
              {tj(journal ? 'close' : 'open')}
            </Button>
            {journal ? <Journal db={db} tank={tank} entries={entries} owner={owner ?? null} /> : null}
          </div>
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
              if (id === editingEntryId) setEditingEntryId(null);
              void write(() => writeEntries([id], () => deleteEntry(db, id)));
            }}
          />
        </>
      ) : null}
      <TransferPanel db={db} tankId={tank?.id ?? null} />
    </div>
  );
}
