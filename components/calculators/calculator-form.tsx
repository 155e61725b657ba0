'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { CalculatorSlug } from '@/lib/calculators/registry';

/**
 * One form per registry slug: adding a slug without its screen fails the type check.
 * The map lives in a client module so that each form is an async chunk of its own: the page's HTML names the
 * chunk of the form it renders (next/dynamic still renders it on the server) and no other. From a server
 * module the `import()`s would all become client references of the one `[slug]` route, and every
 * calculator page would load every form.
 */
const forms: Record<CalculatorSlug, ComponentType> = {
  consumption: dynamic(() => import('./consumption/consumption-form').then((m) => m.ConsumptionForm)),
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

export function CalculatorForm({ slug }: { slug: CalculatorSlug }) {
  const Form = forms[slug];
  return <Form />;
}
