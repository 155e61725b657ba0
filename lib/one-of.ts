/** Whether `value` is one of `values` (an `as const` list), narrowing it to the list's members: the one membership guard. */
export const isOneOf = <T>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);
