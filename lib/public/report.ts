/**
 * Reporting a public profile, tank, journal post or photo (components/public/report-button.tsx), without React: the reasons
 * the `reports` table accepts, the row a signed-in keeper inserts (exactly the columns the migration grants:
 * target_kind, target, reason, note) and what the answer means for the visitor. The database sets the reporter and
 * the time and refuses a report beyond its limits with SQLSTATE PT429 (HTTP 429)
 * (supabase/migrations/20261126170000_public_pages.sql, docs/public-pages.md "Follows and reports").
 */

/** The `reports.reason` check's values, in the order the form lists them. */
export const REPORT_REASONS = ['spam', 'impersonation', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** What the public pages let a visitor report: a profile, a tank, a journal post or one photo (by its entry id). */
export type ReportTargetKind = 'profile' | 'tank' | 'post' | 'photo';
/** The form's limit on the note (the table allows more; a short note is easier to review). */
export const REPORT_NOTE_MAX = 500;

export interface ReportRow {
  target_kind: ReportTargetKind;
  target: string;
  reason: ReportReason;
  note: string | null;
}

export const isReportReason = (s: string): s is ReportReason => (REPORT_REASONS as readonly string[]).includes(s);
/** The note's length as a reader counts characters (an emoji is one). */
export const noteLength = (note: string) => [...note.trim()].length;

/** The row to insert, or why the form cannot send it. */
export function reportRow(
  kind: ReportTargetKind,
  target: string,
  reason: string,
  note: string,
): { ok: true; row: ReportRow } | { ok: false; error: 'noteTooLong' | 'invalid' } {
  if (!isReportReason(reason) || target.length < 1 || target.length > 100) return { ok: false, error: 'invalid' };
  if (noteLength(note) > REPORT_NOTE_MAX) return { ok: false, error: 'noteTooLong' };
  const trimmed = note.trim();
  return { ok: true, row: { target_kind: kind, target, reason, note: trimmed === '' ? null : trimmed } };
}

export type ReportOutcome = 'thanks' | 'tooMany' | 'failed';

/** The insert's answer as the visitor is told it: PT429 / HTTP 429 is the rate limit, any other error a failure. */
export function reportOutcome(error: { code?: string } | null, status: number): ReportOutcome {
  if (status === 429 || error?.code === 'PT429') return 'tooMany';
  return error || status >= 300 ? 'failed' : 'thanks';
}
