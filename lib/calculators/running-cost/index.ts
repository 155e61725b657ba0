import type { CalculatorModule } from '@/lib/calculators/types';
import { compute, type RunningCostResult } from './compute';
import { defaults, schema } from './schema';

export {
  compute,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  INTERVAL_DAYS,
  type AdditiveDetail,
  type DeviceDetail,
  type FoodDetail,
  type RunningCostResult,
  type SaltDetail,
} from './compute';
export {
  defaults,
  FOOD_TYPES,
  MAX_NAME_CHARS,
  MAX_ROWS,
  SALT_FREQUENCIES,
  schema,
  type RunningCostInput,
  type SaltFrequency,
} from './schema';

/** Type check of the methods.md#contract contract. */
export const runningCostCalculator = { schema, defaults, compute } satisfies CalculatorModule<typeof schema, RunningCostResult>;
