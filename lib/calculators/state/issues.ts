/** zod's issues as the fields show them: a message key of the Validation namespace and its bounds, by dotted path. */
import type * as z from 'zod/mini';

export interface FieldIssue {
  /** message key in the Validation namespace */
  key: string;
  minimum?: number;
  maximum?: number;
  /** false when the bound itself is not allowed (volumes must be above 0) */
  inclusive?: boolean;
}

/** zod issues by dotted path; the first issue of each path wins. */
export function issuesByPath(error: z.core.$ZodError | undefined): Record<string, FieldIssue> {
  const out: Record<string, FieldIssue> = {};
  if (!error) return out;
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (out[path]) continue;
    const extra = issue as { minimum?: unknown; maximum?: unknown; inclusive?: unknown };
    out[path] = {
      key: issue.message,
      minimum: typeof extra.minimum === 'number' ? extra.minimum : undefined,
      maximum: typeof extra.maximum === 'number' ? extra.maximum : undefined,
      ...(extra.inclusive === false ? { inclusive: false } : {}),
    };
  }
  return out;
}
