import { describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX, REPORT_REASONS, reportOutcome, reportRow } from './report';

describe('reportRow', () => {
  it('is the granted columns only, the note trimmed and null when empty', () => {
    expect(reportRow('tank', 'c0ffee00-0000-4000-8000-000000000001', 'spam', '  ')).toEqual({
      ok: true,
      row: { target_kind: 'tank', target: 'c0ffee00-0000-4000-8000-000000000001', reason: 'spam', note: null },
    });
    expect(reportRow('profile', 'coral_keeper', 'impersonation', ' pretends to be a shop ')).toEqual({
      ok: true,
      row: { target_kind: 'profile', target: 'coral_keeper', reason: 'impersonation', note: 'pretends to be a shop' },
    });
  });

  it('counts the note in characters and refuses one over the limit', () => {
    expect(reportRow('post', 'p', 'other', '🐠'.repeat(REPORT_NOTE_MAX)).ok).toBe(true);
    expect(reportRow('post', 'p', 'other', 'あ'.repeat(REPORT_NOTE_MAX + 1))).toEqual({ ok: false, error: 'noteTooLong' });
  });

  it('refuses a reason the table does not accept and an empty target', () => {
    expect(reportRow('tank', 't', 'boring', '')).toEqual({ ok: false, error: 'invalid' });
    expect(reportRow('tank', '', 'spam', '')).toEqual({ ok: false, error: 'invalid' });
    expect(REPORT_REASONS).toEqual(['spam', 'impersonation', 'harassment', 'inappropriate', 'other']);
  });
});

describe('reportOutcome', () => {
  it('tells the rate limit from other failures', () => {
    expect(reportOutcome(null, 201)).toBe('thanks');
    expect(reportOutcome({ code: 'PT429' }, 429)).toBe('tooMany');
    expect(reportOutcome(null, 429)).toBe('tooMany');
    expect(reportOutcome({ code: '42501' }, 403)).toBe('failed');
    expect(reportOutcome({ code: '' }, 0)).toBe('failed');
  });
});
