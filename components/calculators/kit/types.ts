import type { CalculatorSlug } from '@/lib/calculators/registry';
import type { Draft, FieldIssue } from '@/lib/calculators/state';
import type { FormStore } from './form-store';

/**
 * The messages namespaces a screen built from the kit reads its fields, results and warnings from: a calculator's
 * own (`Calculators.<slug>`), or the log forms' (`Log.form`). The keys under it are built at run time (kit-messages.ts).
 */
export type KitNamespace = `Calculators.${CalculatorSlug}` | 'Log.form';

/** The labels fields register while mounted, so the error summary can name them (field-labels.ts). */
export interface FieldLabels {
  set: (name: string, label: string) => void;
  remove: (name: string) => void;
  get: (name: string) => string | undefined;
  subscribe: (listener: () => void) => () => void;
  version: () => number;
}

/**
 * What every field of the kit reads (FormProvider): the draft as typed, how to change it, the schema's issues by
 * path, the labels registry and the messages namespace. A calculator provides more (CalculatorState); the log's
 * forms provide only this.
 */
export interface FormContext {
  draft: Draft;
  /** Sets one input (dotted path) to what the visitor typed, in canonical units. */
  set: (path: string, value: unknown) => void;
  /** Replaces several inputs at once. */
  update: (fn: (draft: Draft) => Draft) => void;
  issues: Record<string, FieldIssue>;
  /** labels of the fields on screen, by input path (the error summary names them) */
  labels: FieldLabels;
  /** messages namespace of the fields */
  namespace: KitNamespace;
  /**
   * The same form as a store of a stable identity (form-store.ts), which lets each field re-render alone; a form
   * without one (a log form) gives its fields a new snapshot on every render.
   */
  store?: FormStore;
}

/** The state of one calculator screen (use-calculator.ts): the form's, and what the calculator engine adds. */
export interface CalculatorState<R> extends FormContext {
  slug: CalculatorSlug;
  result: R | null;
  /** true once the browser has read the link and the saved inputs (before that, defaults show). */
  ready: boolean;
  /** true while the address carries inputs that the kit has not read yet: results show as pending, not the defaults */
  pending: boolean;
  /** the last valid result while an input is invalid (shown dimmed), else null */
  stale: R | null;
  reset: () => void;
  shareUrl: () => string;
}
