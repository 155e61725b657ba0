import type { DoseValues, LogEntry } from '@/lib/log/model';
import { nameUuid } from '@/lib/log/name-uuid';
import type { IcpProduct } from './products';

/**
 * A ticked day of the ICP plan as a log entry. Calcium, magnesium and alkalinity doses are `dose` entries with the
 * product's strength in canonical units per mL (or g) per litre, so the consumption analysis counts them like any
 * other dose of those three. Other elements (strontium, iodine, potassium …) have no column in the dose's values,
 * whose database check allows only the five kit parameters (supabase/migrations/20261124060000_reef_log.sql):
 * they are `note` entries naming the product and amount. Each carries `typed.icpPlan`, the plan's day it came from,
 * and a name-based id, so ticking the same day twice (or on two devices) logs it once.
 */
export const DOSE_PARAMETER_OF: Partial<Record<string, DoseValues['parameter']>> = { Ca: 'calcium', Mg: 'magnesium', KH: 'alkalinity' };

/** The key of one planned day: the analysis (its fingerprint), the element and the day. */
export const planDayKey = (fingerprint: string, element: string, day: number) => `${fingerprint}:${element}:${day}`;

export const planDayEntryId = (tankId: string, key: string) => nameUuid(['icp-plan', tankId, key].join('\n'));

/** Keys of the days already logged in this tank (live entries only). */
export function loggedPlanDays(entries: readonly LogEntry[]): Set<string> {
  const out = new Set<string>();
  for (const e of entries) if (!e.deletedAt && e.typed?.icpPlan) out.add(e.typed.icpPlan);
  return out;
}

/** The dose entry's values of a ticked day, or null when the element is logged as a note. */
export function planDoseValues(product: IcpProduct, ml: number): DoseValues | null {
  const parameter = DOSE_PARAMETER_OF[product.element];
  if (!parameter) return null;
  // raisesMgL per perMl in inL litres → canonical units per mL per litre
  const strength = (product.strength.raisesMgL * product.strength.inL) / product.strength.perMl;
  return { parameter, additiveId: null, strengthPerUnitPerL: strength, amount: ml, amountUnit: product.doseUnit === 'g' ? 'g' : 'ml' };
}
