import { routing } from '@/lib/i18n/routing';
import * as z from 'zod/mini';
import './zod';

/** Settings saved in an account: theme, language, units, precision. */

export const themes = ['system', 'light', 'dark'] as const;
export const unitSystems = ['metric', 'imperial'] as const;

export const settingsSchema = z.object({
  theme: z.enum(themes),
  language: z.enum(routing.locales),
  units: z.enum(unitSystems),
  /** decimals of results without a precision of their own (docs/methods.md#precision) */
  precision: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
});
export type AccountSettings = z.output<typeof settingsSchema>;

/** The settings saved in an account, field by field; unknown or broken fields are left out. */
export function settingsFromMetadata(meta: Record<string, unknown> | null | undefined): Partial<AccountSettings> {
  const saved = meta?.settings;
  if (!saved || typeof saved !== 'object') return {};
  const out: Partial<AccountSettings> = {};
  for (const key of Object.keys(settingsSchema.shape) as (keyof AccountSettings)[]) {
    const r = settingsSchema.shape[key].safeParse((saved as Record<string, unknown>)[key]);
    if (r.success) (out as Record<string, unknown>)[key] = r.data;
  }
  return out;
}
