'use client';

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/inputs';
import { Link } from '@/lib/i18n/navigation';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  noteLength,
  reportOutcome,
  reportRow,
  type ReportOutcome,
  type ReportTargetKind,
} from '@/lib/public/report';
import { browserHasAuthCookie, getSupabaseBrowserClient } from '@/lib/supabase/client';
import { reportLinkClass } from './report-markup';
const noChange = () => () => {};

/**
 * "Report" on a public profile, tank page, journal post or photo: signed out, a link to sign in (none under a photo:
 * one per picture would crowd the page, and the tank's own link is near); signed in, a form (a reason
 * from the `reports` table's list and an optional note) that inserts the report through the browser's Supabase client
 * with the columns the migration grants (lib/public/report.ts). The rate limit (PT429) is said in the visitor's
 * language. Only this island hydrates; supabase-js loads on the first send. docs/public-pages.md "Reporting".
 */
export function ReportButton({
  kind,
  target,
  photo,
}: {
  kind: ReportTargetKind;
  target: string;
  /** under a photo: its description (the picture's alt text), so each photo's button says which photo it reports */
  photo?: string;
}) {
  const t = useTranslations('PublicShare.report');
  const id = useId();
  // the auth cookie is this browser's; the server renders the signed-out link
  const signedIn = useSyncExternalStore(noChange, browserHasAuthCookie, () => false);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const tooLong = noteLength(note) > REPORT_NOTE_MAX;

  async function send(e: FormEvent) {
    e.preventDefault();
    const made = reportRow(kind, target, reason, note);
    if (!made.ok) return;
    setSending(true);
    try {
      const db = await getSupabaseBrowserClient();
      if (!db) return setOutcome('failed');
      const { error, status } = await db.from('reports').insert(made.row);
      const result = reportOutcome(error, status);
      setOutcome(result);
      if (result === 'thanks') setOpen(false);
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  }

  const status = (
    <p role="status" aria-live="polite" className="text-sm">
      {outcome === 'tooMany' ? t('tooMany') : outcome ? t(outcome) : ''}
    </p>
  );
  if (!signedIn) {
    if (kind === 'photo') return null;
    return (
      <div data-testid={`report-${kind}`} className="mt-2">
        <Link href="/login" prefetch={false} className={reportLinkClass}>
          {t('signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div data-testid={`report-${kind}`} className="mt-2 flex flex-col gap-2">
      {open ? (
        <form
          onSubmit={(e) => void send(e)}
          className="flex max-w-md flex-col gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="font-semibold">{t('title', { target: t(`targets.${kind}`) })}</legend>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-reason`} className="text-sm font-medium">
                {t('reason')}
              </label>
              <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} className={inputClass}>
                {REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`reasons.${r}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                {t('note')}
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
                aria-invalid={tooLong}
                aria-describedby={`${id}-note-help`}
                className={inputClass}
              />
              <p
                id={`${id}-note-help`}
                className={tooLong ? 'text-sm font-semibold text-red-800 dark:text-red-300' : 'text-sm text-slate-600 dark:text-slate-400'}
              >
                {tooLong ? t('noteTooLong', { count: noteLength(note), max: REPORT_NOTE_MAX }) : t('noteHelp', { max: REPORT_NOTE_MAX })}
              </p>
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <Button variant="action" type="submit" disabled={sending || tooLong}>
              {t('send')}
            </Button>
            <Button variant="quiet" type="button" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button
            variant={kind === 'photo' ? 'link' : 'quiet'}
            className={kind === 'photo' ? 'py-1 font-semibold' : undefined}
            aria-label={kind === 'photo' && photo ? t('photoLabel', { photo }) : undefined}
            type="button"
            onClick={() => {
              setOutcome(null);
              setOpen(true);
            }}
          >
            {kind === 'photo' ? t('openPhoto') : t('open')}
          </Button>
        </div>
      )}
      {status}
    </div>
  );
}
