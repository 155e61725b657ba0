import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { CalculatorSlug } from '@/lib/calculators/registry';

/**
 * One form per registry slug: adding a slug without its screen fails the type check.
 * Each form is its own chunk (next/dynamic, still rendered on the server), so a calculator page
 * loads its own form only, not all nine.
 */
export const calculatorForms: Record<CalculatorSlug, ComponentType> = {
  dilution: dynamic(() => import('./dilution/dilution-form').then((m) => m.DilutionForm)),
  dosing: dynamic(() => import('./dosing/dosing-form').then((m) => m.DosingForm)),
  nutrients: dynamic(() => import('./nutrients/nutrients-form').then((m) => m.NutrientsForm)),
  'par-distribution': dynamic(() => import('./par-distribution/par-distribution-form').then((m) => m.ParDistributionForm)),
  'running-cost': dynamic(() => import('./running-cost/running-cost-form').then((m) => m.RunningCostForm)),
  salinity: dynamic(() => import('./salinity/salinity-form').then((m) => m.SalinityForm)),
  saltmix: dynamic(() => import('./saltmix/saltmix-form').then((m) => m.SaltmixForm)),
  thickness: dynamic(() => import('./thickness/thickness-form').then((m) => m.ThicknessForm)),
  volume: dynamic(() => import('./volume/volume-form').then((m) => m.VolumeForm)),
};
