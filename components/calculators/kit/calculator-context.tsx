'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { CalculatorState, FormContext } from './types';

const FormCtx = createContext<FormContext | null>(null);
const CalculatorCtx = createContext<CalculatorState<unknown> | null>(null);

/** The narrow context every field reads: a log form provides only this. */
export const FormProvider = FormCtx.Provider;

/** A calculator's state: its fields read it as their form, its own pieces (cost, export) as the calculator. */
export function CalculatorProvider({ value, children }: { value: CalculatorState<unknown>; children: ReactNode }) {
  return (
    <CalculatorCtx.Provider value={value}>
      <FormCtx.Provider value={value}>{children}</FormCtx.Provider>
    </CalculatorCtx.Provider>
  );
}

/** The form a field belongs to (set by <CalculatorFrame> or a log form's <FormProvider>). */
export function useFormContext(): FormContext {
  const ctx = useContext(FormCtx);
  if (!ctx) throw new Error('Kit fields must be rendered inside <CalculatorFrame> or a <FormProvider>');
  return ctx;
}

/** The calculator a piece of a calculator screen belongs to (set by <CalculatorFrame>). */
export function useCalculatorContext(): CalculatorState<unknown> {
  const ctx = useContext(CalculatorCtx);
  if (!ctx) throw new Error('Calculator pieces must be rendered inside <CalculatorFrame>');
  return ctx;
}
