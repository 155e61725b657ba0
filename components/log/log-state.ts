import type { TaskEntry } from '@/lib/schedule/model';

/** Kinds edited in the entry forms (a note is not; an ICP analysis is corrected in its preview before it is stored). */
export const FORM_KINDS = ['test', 'dose', 'water_change'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
/** The entry tabs: the three forms, and a test read from a kit in ten seconds. */
export const ENTRY_TABS = [...FORM_KINDS, 'kit'] as const;
export type EntryTab = (typeof ENTRY_TABS)[number];

/** Why the last write failed, a key of Log.errors (StorageNotices shows it); null once a write succeeds. */
export type WriteError = 'quota' | 'writeFailed';
/** The line under the entry forms after a save, a key under Log.entry. */
export type EntryNotice = 'taskDone' | 'taskStillDue' | 'updated';

/** The entry editor's state: the tab shown, the entry being edited, the task being completed, the line after a save. */
export interface EntryEditorState {
  kind: EntryTab;
  /** the entry open in its form (it may have left the tank's entries: then the tabs show) */
  editingId: string | null;
  /** the task being completed: its test or water change is the next entry saved, with a task_done beside it */
  completing: TaskEntry | null;
  notice: EntryNotice | null;
}

/** The reef log screen's state (components/log/log-app.tsx); what it reads from IndexedDB is not here. */
export interface LogState {
  /** the tank picked; null or a tank no longer shown: the first tank shown */
  chosenTank: string | null;
  /** the tank form: a new tank, or the shown tank's settings */
  tankForm: 'new' | 'edit' | null;
  showArchived: boolean;
  writeError: WriteError | null;
  editor: EntryEditorState;
  icpOpen: boolean;
  livestockOpen: boolean;
  journalOpen: boolean;
}

export const initialLogState: LogState = {
  chosenTank: null,
  tankForm: null,
  showArchived: false,
  writeError: null,
  editor: { kind: 'test', editingId: null, completing: null, notice: null },
  icpOpen: false,
  livestockOpen: false,
  journalOpen: false,
};

export type LogAction =
  | { type: 'chooseTank'; id: string }
  | { type: 'openTankForm'; mode: 'new' | 'edit' }
  | { type: 'closeTankForm' }
  /** `created`: the new tank's id, which is then shown; null when the shown tank's settings were saved */
  | { type: 'tankSaved'; created: string | null }
  | { type: 'showArchived'; show: boolean }
  | { type: 'written' }
  | { type: 'writeFailed'; error: WriteError }
  | { type: 'chooseKind'; kind: EntryTab }
  /** "Done" on a due test or water change: its form opens (any other task is done at once, without the editor) */
  | { type: 'completeTask'; task: TaskEntry }
  | { type: 'cancelCompleting' }
  /** a new entry was saved; `completedTask`: with the task_done of the task being completed */
  /** `completedTask`: with the task_done of the task being completed; `missedTask`: its form saved without doing it */
  | { type: 'entrySaved'; completedTask: boolean; missedTask?: boolean }
  | { type: 'startEdit'; id: string }
  | { type: 'closeEdit' }
  | { type: 'editSaved' }
  | { type: 'entryDeleted'; id: string }
  | { type: 'toggle'; section: 'icpOpen' | 'livestockOpen' | 'journalOpen' };

/** The form a due task opens: a test or a water change; null for a task done at once (a filter, a dose refill...). */
export function taskForm(task: TaskEntry): 'test' | 'water_change' | null {
  const k = task.values.taskKind;
  return k === 'test' || k === 'water_change' ? k : null;
}

/**
 * The task a new entry of `kind` completes in `tankId`: the one being completed, when it is that tank's and of that
 * kind (a dose saved while a test task is open, or after switching tank, completes nothing).
 */
export function completionFor(editor: EntryEditorState, tankId: string, input: { kind: string; values: unknown }): TaskEntry | null {
  const task = editor.completing;
  if (!task || task.tankId !== tankId || task.values.taskKind !== input.kind) return null;
  // a test task is done by a test that carries its parameter, as the schedule counts it (lastDoneAt, lib/schedule/due.ts)
  const parameter = task.values.taskKind === 'test' ? task.values.parameter : null;
  if (!parameter) return task;
  const values = input.values as Record<string, unknown> | null;
  return typeof values === 'object' && values !== null && typeof values[parameter] === 'number' ? task : null;
}

const withEditor = (state: LogState, patch: Partial<EntryEditorState>): LogState => {
  const changed = (Object.keys(patch) as (keyof EntryEditorState)[]).some((k) => patch[k] !== state.editor[k]);
  return changed ? { ...state, editor: { ...state.editor, ...patch } } : state;
};

const withField = <K extends Exclude<keyof LogState, 'editor'>>(state: LogState, key: K, value: LogState[K]): LogState =>
  state[key] === value ? state : { ...state, [key]: value };

/**
 * The screen's transitions. Pure: focus, scrolling and writes stay in the components. A transition that changes
 * nothing returns the same state, so React skips the render, as it did for a setter given the value it held.
 */
export function logReducer(state: LogState, action: LogAction): LogState {
  switch (action.type) {
    case 'chooseTank':
      return withField(state, 'chosenTank', action.id);
    case 'openTankForm':
      return withField(state, 'tankForm', action.mode);
    case 'closeTankForm':
      return withField(state, 'tankForm', null);
    case 'tankSaved': {
      const closed = withField(state, 'tankForm', null);
      return action.created === null ? closed : withField(closed, 'chosenTank', action.created);
    }
    case 'showArchived':
      return withField(state, 'showArchived', action.show);
    case 'written':
      return withField(state, 'writeError', null);
    case 'writeFailed':
      return withField(state, 'writeError', action.error);
    case 'chooseKind':
      return withEditor(state, { kind: action.kind });
    case 'completeTask': {
      const kind = taskForm(action.task);
      return kind ? withEditor(state, { completing: action.task, kind, editingId: null }) : state;
    }
    case 'cancelCompleting':
      return withEditor(state, { completing: null });
    case 'entrySaved':
      if (action.completedTask) return withEditor(state, { completing: null, notice: 'taskDone' });
      return withEditor(state, { notice: action.missedTask ? 'taskStillDue' : null });
    case 'startEdit':
      return withEditor(state, { editingId: action.id, notice: null });
    case 'closeEdit':
      return withEditor(state, { editingId: null });
    case 'editSaved':
      return withEditor(state, { editingId: null, notice: 'updated' });
    case 'entryDeleted':
      return action.id === state.editor.editingId ? withEditor(state, { editingId: null }) : state;
    case 'toggle':
      return { ...state, [action.section]: !state[action.section] };
  }
}
