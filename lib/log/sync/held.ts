/** Why the server refused a change, as a message key under Account.logSync.held.reasons (from the PostgreSQL code). */
export const HELD_REASONS = ['invalid', 'tooLarge', 'otherAccount', 'other'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export function heldReason(code: string | null): HeldReason {
  // 22001 value too long, 54000 program limit (a jsonb over its bound is a check: 23514 with the bound's name)
  if (code === '22001' || code === '54000') return 'tooLarge';
  if (code === '42501') return 'otherAccount';
  if (code && (code.startsWith('22') || code.startsWith('23'))) return 'invalid';
  return 'other';
}
