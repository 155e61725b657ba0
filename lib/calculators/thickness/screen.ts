import * as z from 'zod/mini';
import type { Draft } from '@/lib/calculators/state';
import type { CalculatorScreen } from '../types';
import { compute, type ThicknessResult } from './compute';
import { acrylicStressRule, defaults, fields } from './schema';
import { ALLOWABLE_KEY, allowableIssue } from './strength';

/**
 * The glass screen leads with the allowable bending stress (lib/calculators/thickness/strength.ts): its own input,
 * checked here like any other, so a bad value holds the result back and names the field. It runs whatever else
 * failed, so its message shows beside the others.
 */
const allowableRule = z.superRefine(
  (v: Record<string, unknown>, ctx) => {
    if (v.material === 'acrylic') return;
    const issue = allowableIssue(v as Draft);
    if (!issue) return;
    const { key, ...bounds } = issue;
    ctx.addIssue({ code: 'custom', path: [ALLOWABLE_KEY], message: key, input: v[ALLOWABLE_KEY], ...bounds });
  },
  { when: () => true },
);

export const screenSchema = z.extend(fields, { [ALLOWABLE_KEY]: z.optional(z.unknown()) }).check(acrylicStressRule, allowableRule);

/** The thickness screen: the contract's compute, with the allowable stress field of the glass screen in its schema. */
export const screen = { schema: screenSchema, defaults: () => defaults, compute } satisfies CalculatorScreen<
  typeof screenSchema,
  ThicknessResult
>;
