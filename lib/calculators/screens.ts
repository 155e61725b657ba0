import type * as z from 'zod/mini';
import { screen as consumption } from './consumption/screen';
import { screen as dilution } from './dilution/screen';
import { screen as dosing } from './dosing/screen';
import { screen as nutrients } from './nutrients/screen';
import { screen as parDistribution } from './par-distribution/screen';
import type { CalculatorSlug } from './registry';
import { screen as runningCost } from './running-cost/screen';
import { screen as salinity } from './salinity/screen';
import { screen as saltmix } from './saltmix/screen';
import { screen as thickness } from './thickness/screen';
import type { CalculatorScreen } from './types';
import { screen as volume } from './volume/screen';

/**
 * Every calculator's screen by slug (each `lib/calculators/<slug>/screen.ts`). The contract test iterates it; each
 * form imports its own screen directly, so a page loads only its calculator. A new calculator is one registry line,
 * one screen here and one form line (components/calculators/calculator-form.tsx).
 */
export const screens = {
  consumption,
  dilution,
  dosing,
  nutrients,
  'par-distribution': parDistribution,
  'running-cost': runningCost,
  salinity,
  saltmix,
  thickness,
  volume,
} satisfies Record<CalculatorSlug, CalculatorScreen<z.ZodMiniType, { warnings: string[] }>>;
