'use client';

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getAt, type FieldIssue } from '@/lib/calculators/state';
import { snapshotStore, type FormStore } from './form-store';
import type { CalculatorState, FormContext } from './types';

const FormCtx = createContext<FormContext | null>(null);
const StoreCtx = createContext<FormStore | null>(null);
const CalculatorCtx = createContext<CalculatorState<unknown> | null>(null);

/**
 * The narrow context every field reads: a log form provides only this. Without a store of its own, the form's
 * fields get a new snapshot of it on every render of the form.
 */
export function FormProvider({ value, children }: { value: FormContext; children: ReactNode }) {
  const store = useMemo(() => value.store ?? snapshotStore(value), [value]);
  return (
    <FormCtx.Provider value={value}>
      <StoreCtx.Provider value={store}>{children}</StoreCtx.Provider>
    </FormCtx.Provider>
  );
}

/** A calculator's state: its fields read it as their form, its own pieces (cost, export) as the calculator. */
export function CalculatorProvider({ value, children }: { value: CalculatorState<unknown>; children: ReactNode }) {
  // A screen that builds its own state (the PAR map's, over its preview draft) has no store: its fields follow that state.
  const store = useMemo(() => value.store ?? snapshotStore(value), [value]);
  return (
    <CalculatorCtx.Provider value={value}>
      <FormCtx.Provider value={value}>
        <StoreCtx.Provider value={store}>{children}</StoreCtx.Provider>
      </FormCtx.Provider>
    </CalculatorCtx.Provider>
  );
}

/**
 * The form a field belongs to (set by <CalculatorFrame> or a log form's <FormProvider>). Its value changes with
 * every change of the draft, so everything that reads it re-renders on every keystroke: the kit's fields read the
 * store instead (useFormStore, useDraftAt, useIssueAt).
 */
export function useFormContext(): FormContext {
  const ctx = useContext(FormCtx);
  if (!ctx) throw new Error('Kit fields must be rendered inside <CalculatorFrame> or a <FormProvider>');
  return ctx;
}

/** The form a field belongs to, as a store of a stable identity (form-store.ts). */
export function useFormStore(): FormStore {
  const store = useContext(StoreCtx);
  if (!store) throw new Error('Kit fields must be rendered inside <CalculatorFrame> or a <FormProvider>');
  return store;
}

/** The draft's value at one dotted path: the caller re-renders when that value changes, not on every keystroke. */
export function useDraftAt(path: string): unknown {
  const store = useFormStore();
  const read = () => getAt(store.get().draft, path);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The schema's issue at one dotted path (form-store.ts keeps an unchanged issue the same object). */
export function useIssueAt(path: string): FieldIssue | undefined {
  const store = useFormStore();
  const read = () => store.get().issues[path];
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The calculator a piece of a calculator screen belongs to (set by <CalculatorFrame>). */
export function useCalculatorContext(): CalculatorState<unknown> {
  const ctx = useContext(CalculatorCtx);
  if (!ctx) throw new Error('Calculator pieces must be rendered inside <CalculatorFrame>');
  return ctx;
}
