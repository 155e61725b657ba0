'use client';

import { useCalculatorContext } from '../kit/calculator-context';
import { useIssueText } from '../kit/fields';

/** The sump's own issue (all three fields or none), which belongs to no single field. */
export function SumpIssue() {
  const calc = useCalculatorContext();
  const text = useIssueText(calc.issues.sump);
  if (!text) return null;
  return (
    <p role="alert" data-testid="sump-issue" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-300">
      {text}
    </p>
  );
}
