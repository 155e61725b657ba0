'use client';

import { useCallback, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { createFieldLabels } from '@/components/calculators/kit/field-labels';
import type { FormContext } from '@/components/calculators/kit/types';
import { issuesByPath, setAt, type Draft } from '@/lib/calculators/state';

/**
 * A log form's state as the calculator kit's fields read it (FormProvider, the kit's narrow context): the draft as typed,
 * validated with the form's schema on every change; field messages under `Log.form`. A field's message shows once
 * it was changed, or every message after a refused submit (an empty new form does not open full of errors).
 */
export function useLogForm<S extends z.ZodMiniType>(schema: S, initial: () => Draft) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [labels] = useState(createFieldLabels);
  const parsed = useMemo(() => schema.safeParse(draft), [schema, draft]);
  const set = useCallback((path: string, value: unknown) => {
    setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));
    setDraft((d) => setAt(d, path, value));
  }, []);
  const reset = useCallback(() => {
    setDraft(initial());
    setTouched(new Set());
    setShowAll(false);
  }, [initial]);
  const all = issuesByPath(parsed.error);
  const issues = showAll ? all : Object.fromEntries(Object.entries(all).filter(([path]) => touched.has(path)));
  const state: FormContext = { namespace: 'Log.form', draft, set, update: setDraft, issues, labels };
  return { state, parsed, draft, set, reset, revealIssues: () => setShowAll(true) };
}
