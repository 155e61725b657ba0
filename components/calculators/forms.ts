import type { ComponentType } from 'react';
import type { CalculatorSlug } from '@/lib/calculators/registry';
import { DilutionForm } from './dilution/dilution-form';
import { DosingForm } from './dosing/dosing-form';
import { NutrientsForm } from './nutrients/nutrients-form';
import { ParDistributionForm } from './par-distribution/par-distribution-form';
import { RunningCostForm } from './running-cost/running-cost-form';
import { SalinityForm } from './salinity/salinity-form';
import { SaltmixForm } from './saltmix/saltmix-form';
import { ThicknessForm } from './thickness/thickness-form';
import { VolumeForm } from './volume/volume-form';

/** One form per registry slug: adding a slug without its screen fails the type check. */
export const calculatorForms: Record<CalculatorSlug, ComponentType> = {
  dilution: DilutionForm,
  dosing: DosingForm,
  nutrients: NutrientsForm,
  'par-distribution': ParDistributionForm,
  'running-cost': RunningCostForm,
  salinity: SalinityForm,
  saltmix: SaltmixForm,
  thickness: ThicknessForm,
  volume: VolumeForm,
};
