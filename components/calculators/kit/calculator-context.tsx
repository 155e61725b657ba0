'use client';

import { createContext, useContext } from 'react';
import type { CalculatorState } from './use-calculator';

const CalculatorContext = createContext<CalculatorState<unknown> | null>(null);

export const CalculatorProvider = CalculatorContext.Provider;

/** The calculator a field or result belongs to (set by <CalculatorFrame>). */
export function useCalculatorContext(): CalculatorState<unknown> {
  const ctx = useContext(CalculatorContext);
  if (!ctx) throw new Error('Calculator fields must be rendered inside <CalculatorFrame>');
  return ctx;
}
