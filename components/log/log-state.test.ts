import { describe, expect, it } from 'vitest';
import type { TaskEntry, TaskKind } from '@/lib/schedule/model';
import { completionFor, initialLogState, logReducer, taskForm, type EntryEditorState, type LogAction, type LogState } from './log-state';

// only what the reducer reads of a task: its id, tank and kind
const task = (taskKind: TaskKind, tankId = 'tank-a', id = `task-${taskKind}`) =>
  ({ id, tankId, kind: 'task', values: { taskKind } }) as TaskEntry;

const withEditor = (editor: Partial<EntryEditorState>, rest: Partial<LogState> = {}): LogState => ({
  ...initialLogState,
  ...rest,
  editor: { ...initialLogState.editor, ...editor },
});

const run = (state: LogState, ...actions: LogAction[]) => actions.reduce(logReducer, state);

describe('the log screen’s reducer', () => {
  it('starts on the first tank shown, the test tab, nothing open', () => {
    const { chosenTank, tankForm, showArchived, writeError, editor, icpOpen, livestockOpen, journalOpen } = initialLogState;
    expect([chosenTank, tankForm, writeError, editor.editingId, editor.completing, editor.notice]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(editor.kind).toBe('test');
    expect([showArchived, icpOpen, livestockOpen, journalOpen]).toEqual([false, false, false, false]);
  });

  it('chooses a tank and shows archived tanks, leaving the rest', () => {
    const s = run(initialLogState, { type: 'chooseTank', id: 'tank-b' }, { type: 'showArchived', show: true });
    expect(s).toEqual({ ...initialLogState, chosenTank: 'tank-b', showArchived: true });
    expect(logReducer(s, { type: 'showArchived', show: false }).showArchived).toBe(false);
  });

  it('opens the tank form for a new tank or the shown one, and closes it', () => {
    expect(logReducer(initialLogState, { type: 'openTankForm', mode: 'new' }).tankForm).toBe('new');
    const editing = logReducer(initialLogState, { type: 'openTankForm', mode: 'edit' });
    expect(editing.tankForm).toBe('edit');
    expect(logReducer(editing, { type: 'closeTankForm' })).toEqual(initialLogState);
  });

  it('closes the tank form on a save, and shows a tank just created', () => {
    const open = { ...initialLogState, chosenTank: 'tank-a', tankForm: 'new' as const };
    expect(logReducer(open, { type: 'tankSaved', created: 'tank-new' })).toEqual({ ...open, tankForm: null, chosenTank: 'tank-new' });
    const edit = { ...open, tankForm: 'edit' as const };
    expect(logReducer(edit, { type: 'tankSaved', created: null })).toEqual({ ...edit, tankForm: null, chosenTank: 'tank-a' });
  });

  it('keeps the last write’s error until a write succeeds', () => {
    const quota = logReducer(initialLogState, { type: 'writeFailed', error: 'quota' });
    expect(quota.writeError).toBe('quota');
    expect(logReducer(quota, { type: 'writeFailed', error: 'writeFailed' }).writeError).toBe('writeFailed');
    expect(logReducer(quota, { type: 'written' })).toEqual(initialLogState);
  });

  it('switches the entry tab', () => {
    expect(logReducer(initialLogState, { type: 'chooseKind', kind: 'kit' }).editor).toEqual({ ...initialLogState.editor, kind: 'kit' });
  });

  it('opens a due test or water change in its form, closing an entry being edited', () => {
    const wc = task('water_change');
    const s = logReducer(withEditor({ kind: 'dose', editingId: 'e1', notice: 'updated' }), { type: 'completeTask', task: wc });
    expect(s.editor).toEqual({ kind: 'water_change', editingId: null, completing: wc, notice: 'updated' });
    expect(logReducer(initialLogState, { type: 'completeTask', task: task('test') }).editor.kind).toBe('test');
  });

  it('cancels the task being completed, keeping the tab', () => {
    const s = run(initialLogState, { type: 'completeTask', task: task('water_change') }, { type: 'cancelCompleting' });
    expect(s.editor).toEqual({ ...initialLogState.editor, kind: 'water_change' });
  });

  it('after a new entry: says the task is done when it completed one, else clears the line', () => {
    const completing = withEditor({ completing: task('test'), notice: 'updated' });
    expect(logReducer(completing, { type: 'entrySaved', completedTask: true }).editor).toEqual({
      ...initialLogState.editor,
      notice: 'taskDone',
    });
    // a dose saved while a test task is open: the task stays open
    expect(logReducer(completing, { type: 'entrySaved', completedTask: false }).editor).toEqual({ ...completing.editor, notice: null });
  });

  it('opens an entry for editing and clears the last save’s line; closes it, or saves it with its own line', () => {
    const s = logReducer(withEditor({ notice: 'taskDone', kind: 'dose' }), { type: 'startEdit', id: 'e1' });
    expect(s.editor).toEqual({ ...initialLogState.editor, kind: 'dose', editingId: 'e1' });
    expect(logReducer(s, { type: 'closeEdit' }).editor).toEqual({ ...s.editor, editingId: null });
    expect(logReducer(s, { type: 'editSaved' }).editor).toEqual({ ...s.editor, editingId: null, notice: 'updated' });
  });

  it('closes the entry being edited when it is deleted', () => {
    const s = withEditor({ editingId: 'e1' });
    expect(logReducer(s, { type: 'entryDeleted', id: 'e1' }).editor.editingId).toBeNull();
  });

  it('toggles each section on its own', () => {
    const icp = logReducer(initialLogState, { type: 'toggle', section: 'icpOpen' });
    expect(icp).toEqual({ ...initialLogState, icpOpen: true });
    const both = logReducer(icp, { type: 'toggle', section: 'journalOpen' });
    expect(both).toEqual({ ...initialLogState, icpOpen: true, journalOpen: true });
    expect(logReducer(both, { type: 'toggle', section: 'icpOpen' })).toEqual({ ...initialLogState, journalOpen: true });
    expect(logReducer(initialLogState, { type: 'toggle', section: 'livestockOpen' }).livestockOpen).toBe(true);
  });

  describe('returns the same state when nothing changes (React then skips the render)', () => {
    const editing = withEditor({ editingId: 'e1', kind: 'dose' }, { chosenTank: 'tank-a', showArchived: true, writeError: 'quota' });
    it.each<[string, LogState, LogAction]>([
      ['deleting an entry other than the one edited', editing, { type: 'entryDeleted', id: 'e2' }],
      ['deleting while nothing is edited', initialLogState, { type: 'entryDeleted', id: 'e1' }],
      ['"Done" on a task done at once (not a test or water change)', editing, { type: 'completeTask', task: task('filter') }],
      ['choosing the tank shown', editing, { type: 'chooseTank', id: 'tank-a' }],
      ['choosing the tab shown', editing, { type: 'chooseKind', kind: 'dose' }],
      ['the archived switch set as it is', editing, { type: 'showArchived', show: true }],
      ['a write failing as the last one did', editing, { type: 'writeFailed', error: 'quota' }],
      ['a write succeeding with no error shown', initialLogState, { type: 'written' }],
      ['closing a tank form that is not open', initialLogState, { type: 'closeTankForm' }],
      ['cancelling when no task is being completed', editing, { type: 'cancelCompleting' }],
      ['closing when nothing is edited', initialLogState, { type: 'closeEdit' }],
      ['opening the entry already edited', editing, { type: 'startEdit', id: 'e1' }],
      ['a new entry saved with no line shown', initialLogState, { type: 'entrySaved', completedTask: false }],
    ])('%s', (_, state, action) => {
      expect(logReducer(state, action)).toBe(state);
    });
  });
});

describe('the form a due task opens', () => {
  it('is the test or water change form; other tasks open none', () => {
    expect(taskForm(task('test'))).toBe('test');
    expect(taskForm(task('water_change'))).toBe('water_change');
    for (const k of ['dose_refill', 'filter', 'skimmer', 'pump', 'stock', 'quarantine', 'custom'] as const)
      expect(taskForm(task(k))).toBeNull();
  });
});

describe('the task a new entry completes', () => {
  const editor = withEditor({ completing: task('test', 'tank-a') }).editor;
  const test = { kind: 'test', values: { alkalinity: 8.1 } };
  it('is the task being completed, for an entry of its kind in its tank', () => {
    expect(completionFor(editor, 'tank-a', test)).toBe(editor.completing);
  });
  it('is none for another kind, another tank, or when no task is open', () => {
    expect(completionFor(editor, 'tank-a', { kind: 'dose', values: {} })).toBeNull();
    expect(completionFor(editor, 'tank-b', test)).toBeNull();
    expect(completionFor(initialLogState.editor, 'tank-a', test)).toBeNull();
  });
  it('is a test task only for a test that carries its parameter', () => {
    const alk = { id: 't-alk', tankId: 'tank-a', kind: 'task', values: { taskKind: 'test', parameter: 'alkalinity' } } as TaskEntry;
    const open = withEditor({ completing: alk }).editor;
    expect(completionFor(open, 'tank-a', test)).toBe(alk);
    expect(completionFor(open, 'tank-a', { kind: 'test', values: { calcium: 430 } })).toBeNull();
    expect(completionFor(open, 'tank-a', { kind: 'test', values: { alkalinity: null } })).toBeNull();
  });
  it('a test saved without it keeps the task open and says so', () => {
    const alk = { id: 't-alk', tankId: 'tank-a', kind: 'task', values: { taskKind: 'test', parameter: 'alkalinity' } } as TaskEntry;
    const after = run(withEditor({ completing: alk }), { type: 'entrySaved', completedTask: false, missedTask: true });
    expect(after.editor).toMatchObject({ completing: alk, notice: 'taskStillDue' });
    expect(run(after, { type: 'entrySaved', completedTask: true }).editor).toMatchObject({ completing: null, notice: 'taskDone' });
  });
});
