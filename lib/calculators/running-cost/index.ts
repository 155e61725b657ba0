/** Running cost: electricity, additives, food and salt a day, month and year (docs/methods.md#running-cost, methods.md#contract). */
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
