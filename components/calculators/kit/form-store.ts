import { setAt, type Draft, type FieldIssue } from '@/lib/calculators/state';
import type { FieldLabels, KitNamespace } from './types';

/** What a form's fields read: the draft as typed and the schema's issues by path. */
export interface FormSnapshot {
  draft: Draft;
  issues: Record<string, FieldIssue>;
}

/**
 * The form as the kit's fields read it: a store whose identity does not change while the form is on screen, so a
 * field subscribes to its own path (useSyncExternalStore) and a keystroke re-renders the fields whose value or issue
 * changed, not every field, label and hint of the form (docs/performance.md, "Keystroke to result").
 */
export interface FormStore {
  get: () => FormSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Sets one input (dotted path) to what the visitor typed, in canonical units. */
  set: (path: string, value: unknown) => void;
  /** Replaces several inputs at once. */
  update: (fn: (draft: Draft) => Draft) => void;
  labels: FieldLabels;
  namespace: KitNamespace;
}

/** A store that also keeps what validating the draft gave (a calculator's parse result, for its compute). */
export interface DraftStore<V> extends FormStore {
  get: () => FormSnapshot & { validation: V };
  /** Replaces the whole draft (the link's or saved inputs after hydration, Reset). */
  replace: (draft: Draft) => void;
}

const sameIssue = (a: FieldIssue | undefined, b: FieldIssue) =>
  a !== undefined && a.key === b.key && a.minimum === b.minimum && a.maximum === b.maximum && a.inclusive === b.inclusive;

/** The new issues, keeping the previous object of every path whose issue did not change (a field re-renders on a new one). */
export function keepSameIssues(prev: Record<string, FieldIssue>, next: Record<string, FieldIssue>): Record<string, FieldIssue> {
  const out: Record<string, FieldIssue> = {};
  for (const [path, issue] of Object.entries(next)) out[path] = sameIssue(prev[path], issue) ? prev[path] : issue;
  return out;
}

/**
 * The draft of one form: every change is validated at once (`validate`, then `issuesOf` its result) and heard by
 * the subscribers in the same event, so the form and its fields render from one snapshot.
 */
export function createDraftStore<V>(
  initial: Draft,
  validate: (draft: Draft) => V,
  issuesOf: (validation: V) => Record<string, FieldIssue>,
  labels: FieldLabels,
  namespace: KitNamespace,
): DraftStore<V> {
  const snap = (draft: Draft, prev: Record<string, FieldIssue>) => {
    const validation = validate(draft);
    return { draft, validation, issues: keepSameIssues(prev, issuesOf(validation)) };
  };
  let current = snap(initial, {});
  const listeners = new Set<() => void>();
  const replace = (draft: Draft) => {
    if (draft === current.draft) return;
    current = snap(draft, current.issues);
    listeners.forEach((l) => l());
  };
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (path, value) => replace(setAt(current.draft, path, value)),
    update: (fn) => replace(fn(current.draft)),
    replace,
    labels,
    namespace,
  };
}

const noSubscribe = () => () => {};

/**
 * A form that keeps its state in React (a log form's useLogForm) as a store: a new one per render of the form, so
 * every field re-renders with it, as such a form always did.
 */
export function snapshotStore(form: FormSnapshot & Omit<FormStore, 'get' | 'subscribe'>): FormStore {
  const snapshot: FormSnapshot = { draft: form.draft, issues: form.issues };
  return {
    get: () => snapshot,
    subscribe: noSubscribe,
    set: form.set,
    update: form.update,
    labels: form.labels,
    namespace: form.namespace,
  };
}
