import { defaultCurrency } from '@/lib/money';
import type { CalculatorScreen } from '../types';
import { computeScreen, formDefaults, formSchema, type ScreenResult } from './form';

/** The dosing screen: the label fields and the locale's currency around the contract (lib/calculators/dosing/form.ts). */
export const screen = {
  schema: formSchema,
  defaults: (locale: string) => formDefaults(defaultCurrency(locale)),
  compute: computeScreen,
} satisfies CalculatorScreen<typeof formSchema, ScreenResult>;
