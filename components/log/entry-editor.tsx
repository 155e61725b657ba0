'use client';

import dynamic from 'next/dynamic';
import type { Dispatch, RefObject } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { addEntries, addEntry, updateEntry, type EntryInput } from '@/lib/log/repo';
import { formatLogTime } from '@/lib/log/time';
import { isOneOf } from '@/lib/one-of';
import type { AlkalinityUnit } from '@/lib/units';
import type { Save } from './entry-frame';
import { completionFor, ENTRY_TABS, FORM_KINDS, type EntryEditorState, type FormKind, type LogAction } from './log-state';
import type { useSgScale } from './use-sg-scale';
import type { useTankEntries } from './use-tank-entries';

/*
 * Each entry form (its schema, the calculator kit's fields, the dosing presets) is loaded when its tab is shown
 * (docs/reef-log.md); the test form, shown first, is fetched by the log screen while IndexedDB opens.
 */
const formPlaceholder = () => <div className="h-96 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />;
export const loadTestForm = () => import('./test-form');
const TestForm = dynamic(() => loadTestForm().then((m) => m.TestForm), { ssr: false, loading: formPlaceholder });
const DoseForm = dynamic(() => import('./dose-form').then((m) => m.DoseForm), { ssr: false, loading: formPlaceholder });
const WaterChangeForm = dynamic(() => import('./water-change-form').then((m) => m.WaterChangeForm), {
  ssr: false,
  loading: formPlaceholder,
});
const KitEntry = dynamic(() => import('./kit-entry').then((m) => m.KitEntry), { ssr: false, loading: formPlaceholder });

const isFormKind = (k: string): k is FormKind => isOneOf(FORM_KINDS, k);

/**
 * Adding and editing a tank's entries: the kind tabs and their forms, an entry opened from the list in its form, the
 * due task being completed, and the line after a save. Its state is the log screen's (components/log/log-state.ts):
 * the due list and the entry list open a task or an entry in it.
 */
export function EntryEditor({
  db,
  tank,
  entries,
  alkUnit,
  sgScale,
  state,
  dispatch,
  write,
  writeEntries,
  noticeRef,
}: {
  db: LogDb;
  tank: LogTank;
  /** the tank's entries the forms edit (not its tasks) */
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  sgScale: ReturnType<typeof useSgScale>;
  state: EntryEditorState;
  dispatch: Dispatch<LogAction>;
  /** runs a write and reports whether it succeeded (its error is shown with the storage notices) */
  write: (fn: () => Promise<unknown>) => Promise<boolean>;
  writeEntries: ReturnType<typeof useTankEntries>['write'];
  /** the "Editing …" line, focused when an entry is opened from the list */
  noticeRef: RefObject<HTMLParagraphElement | null>;
}) {
  const t = useTranslations('Log');
  const locale = useLocale();
  const { kind, completing } = state;

  const saveEntry: Save = (input) =>
    write(async () => {
      const id = crypto.randomUUID();
      const task = completionFor(state, tank.id, input);
      const open = state.completing;
      const missedTask = task === null && open !== null && open.tankId === tank.id && open.values.taskKind === input.kind;
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
      } else {
        await writeEntries([id], () => addEntry(db, { ...input, id, tankId: tank.id }));
      }
      dispatch({ type: 'entrySaved', completedTask: task !== null, missedTask });
    });
  const focusParameter = completing?.values.taskKind === 'test' ? (completing.values.parameter ?? undefined) : undefined;
  const editingEntry = (state.editingId && entries.find((e) => e.id === state.editingId)) || null;
  /** Closes the entry being edited and gives focus back to its Edit button. */
  const closeEdit = (id: string, saved: boolean) => {
    dispatch({ type: saved ? 'editSaved' : 'closeEdit' });
    requestAnimationFrame(() => document.getElementById(`edit-${id}`)?.focus());
  };
  const saveEdit =
    (id: string): Save =>
    (input) =>
      write(async () => {
        const note = input.note?.trim() ? input.note.trim() : null;
        await writeEntries([id], () => updateEntry(db, id, { at: input.at, values: input.values, typed: input.typed ?? {}, note }));
        closeEdit(id, true);
      });
  const entryForm = (k: FormKind, props: { entry?: LogEntry | null; onCancel?: () => void; onSave: Save }) =>
    k === 'test' ? (
      <TestForm
        key={props.entry?.id ?? `new-${tank.id}-${sgScale.loaded}-${completing?.id ?? ''}`}
        focusParameter={props.entry ? undefined : focusParameter}
        alkUnit={alkUnit}
        sgScale={sgScale.scale}
        sgChosen={sgScale.chosen}
        onSgScale={sgScale.set}
        {...props}
      />
    ) : k === 'dose' ? (
      <DoseForm key={props.entry?.id ?? tank.id} alkUnit={alkUnit} tank={tank} {...props} />
    ) : (
      <WaterChangeForm key={props.entry?.id ?? `${tank.id}-${completing?.id ?? ''}`} alkUnit={alkUnit} tank={tank} {...props} />
    );

  return (
    <section aria-labelledby="entry-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="entry-title" className="text-xl font-semibold">
        {editingEntry ? t('entry.editTitle', { tank: tank.name }) : t('entry.title', { tank: tank.name })}
      </h2>
      {completing && completing.tankId === tank.id && !editingEntry ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="task-completing">
          {t('entry.completing')}
          <Button variant="quiet" type="button" onClick={() => dispatch({ type: 'cancelCompleting' })}>
            {t('cancel')}
          </Button>
        </p>
      ) : null}
      {editingEntry && isFormKind(editingEntry.kind) ? (
        <>
          <p ref={noticeRef} tabIndex={-1} className="scroll-mt-24 text-sm" data-testid="entry-editing">
            {t('entry.editing', { kind: t(`entry.kinds.${editingEntry.kind}`), time: formatLogTime(editingEntry.at, locale) })}
          </p>
          {entryForm(editingEntry.kind, {
            entry: editingEntry,
            onSave: saveEdit(editingEntry.id),
            onCancel: () => closeEdit(editingEntry.id, false),
          })}
        </>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('entry.kindLabel')}
            className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
          >
            {ENTRY_TABS.map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                id={`tab-${k}`}
                aria-selected={kind === k}
                aria-controls={kind === k ? `panel-${k}` : undefined}
                onClick={() => dispatch({ type: 'chooseKind', kind: k })}
                className="rounded-md px-3 py-1.5 text-sm aria-selected:bg-white aria-selected:font-semibold aria-selected:text-cyan-800 dark:aria-selected:bg-slate-950 dark:aria-selected:text-cyan-200"
              >
                {k === 'kit' ? t('kits.tab') : t(`entry.kinds.${k}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${kind}`} aria-labelledby={`tab-${kind}`}>
            {kind === 'kit' ? <KitEntry onSave={saveEntry} /> : entryForm(kind, { onSave: saveEntry })}
          </div>
        </>
      )}
      <p role="status" className="text-sm text-emerald-800 empty:hidden dark:text-emerald-300" data-testid="entry-notice">
        {state.notice === 'taskDone'
          ? t('entry.taskDone')
          : state.notice === 'taskStillDue' && completing?.values.parameter
            ? t('entry.taskStillDue', { parameter: t(`parameters.${completing.values.parameter}`) })
            : state.notice === 'updated'
              ? t('entry.updated')
              : ''}
      </p>
    </section>
  );
}
