import type { ComponentType } from 'react';
import type { CalculatorSlug } from '@/lib/calculators/registry';
import { SalinityForm } from './salinity/salinity-form';

/** One form per registry slug: adding a slug without its screen fails the type check. */
export const calculatorForms: Record<CalculatorSlug, ComponentType> = {
  salinity: SalinityForm,
};
