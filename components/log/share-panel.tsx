'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/inputs';
import { Link } from '@/lib/i18n/navigation';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { PUBLIC_SECTIONS, TANK_KINDS, type PublicSection, type TankKind } from '@/lib/public/types';
import { isSlug, slugFromName } from '@/lib/public/page-text';
import { revalidatePublicPages } from '@/lib/public/revalidate-client';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { ShareCopyReadings } from './share-copy';
import { copyInBackground } from './public-copies';

/** The share's description, as the table's check counts it (char_length). */
const DESCRIPTION_MAX = 2000;

interface ShareDraft {
  enabled: boolean;
  slug: string;
  sections: PublicSection[];
  kind: TankKind;
  description: string;
  coverPhotoId: string | null;
}
type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; username: string | null; shareId: string | null; draft: ShareDraft; saved: boolean; error: boolean };

const SHARE_COLUMNS =
  'id, slug, enabled, show_readings, show_trends, show_livestock, show_icp, show_journal, kind, description, cover_photo_id';
const linkClass = 'font-semibold text-cyan-800 underline dark:text-cyan-200';

/**
 * A tank's public page, switched on and off in the tank's settings: the address and the sections shown, written to
 * the keeper's own `tank_shares` row (docs/public-pages.md). Only for a signed-in keeper whose tank is on the server.
 */
export function SharePanel({
  db: logDb,
  userId,
  tankId,
  tankName,
  entries,
}: {
  db: LogDb;
  userId: string;
  tankId: string;
  tankName: string;
  /** the tank's entries (its photos are the cover's choices, and the public copies follow them) */
  entries: readonly LogEntry[];
}) {
  const t = useTranslations('Log.share');
  const id = useId();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      const db = await getSupabaseBrowserClient();
      if (!db) return;
      // the username the profile form claimed, as the account holds it (no API role reads the usernames table)
      const [u, s] = await Promise.all([
        db.auth.getUser(),
        db.from('tank_shares').select(SHARE_COLUMNS).eq('tank_id', tankId).maybeSingle<Record<string, string | boolean>>(),
      ]);
      if (!live) return;
      if (u.error || s.error || u.data.user?.id !== userId) return setState({ status: 'failed' });
      const row = s.data;
      const username: unknown = u.data.user.user_metadata?.username;
      setState({
        status: 'ready',
        username: typeof username === 'string' && username !== '' ? username : null,
        shareId: row ? String(row.id) : null,
        draft: {
          enabled: row?.enabled === true,
          slug: row ? String(row.slug) : slugFromName(tankName),
          sections: row ? PUBLIC_SECTIONS.filter((x) => row[`show_${x}`] === true) : ['readings', 'livestock', 'journal'],
          kind: row && (TANK_KINDS as readonly unknown[]).includes(row.kind) ? (row.kind as TankKind) : 'mixed_reef',
          description: typeof row?.description === 'string' ? row.description : '',
          coverPhotoId: typeof row?.cover_photo_id === 'string' ? row.cover_photo_id : null,
        },
        saved: false,
        error: false,
      });
    })();
    return () => {
      live = false;
    };
  }, [userId, tankId, tankName]);

  if (state.status === 'loading') return null;
  if (state.status === 'failed') return <p role="alert">{t('loadFailed')}</p>;
  const { username, shareId, draft } = state;
  const change = (next: Partial<ShareDraft>) => setState({ ...state, draft: { ...draft, ...next }, saved: false, error: false });
  const slugOk = isSlug(draft.slug);
  const descriptionOk = [...draft.description.trim()].length <= DESCRIPTION_MAX;
  const photos = entries.filter((e) => e.kind === 'photo' && !e.deletedAt);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (state.status !== 'ready' || !slugOk || !descriptionOk) return;
    const db = await getSupabaseBrowserClient();
    if (!db) return;
    const values = {
      slug: draft.slug,
      enabled: draft.enabled,
      ...Object.fromEntries(PUBLIC_SECTIONS.map((x) => [`show_${x}`, draft.sections.includes(x)])),
      kind: draft.kind,
      description: draft.description.trim() || null,
      cover_photo_id: draft.coverPhotoId && photos.some((p) => p.id === draft.coverPhotoId) ? draft.coverPhotoId : null,
    };
    let newId = shareId;
    const { error } = shareId
      ? await db.from('tank_shares').update(values).eq('id', shareId)
      : await db.from('tank_shares').insert({ tank_id: tankId, ...values });
    if (!error && !shareId) {
      const r = await db.from('tank_shares').select('id').eq('tank_id', tankId).maybeSingle<{ id: string }>();
      newId = r.data?.id ?? null;
    }
    if (!error) await revalidatePublicPages(); // the cached public pages show the change on their next visit
    setState({ ...state, shareId: newId, saved: !error, error: Boolean(error) });
    // the photos a visitor may now see get their public copies, and the others lose theirs (in the background)
    if (!error) copyInBackground(logDb, userId, { ...draft, coverPhotoId: values.cover_photo_id }, entries);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      {!username ? (
        <p>
          {t('needsUsername')}{' '}
          <Link href="/profile" prefetch={false} className={linkClass}>
            {t('toProfile')}
          </Link>
        </p>
      ) : (
        <form onSubmit={(e) => void save(e)} className="flex flex-col gap-3" data-testid="share-form">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(e) => change({ enabled: e.target.checked })}
              className="h-4 w-4 accent-cyan-700"
            />
            {t('enabled')}
          </label>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-slug`} className="font-medium">
              {t('slug')}
            </label>
            <input
              id={`${id}-slug`}
              value={draft.slug}
              onChange={(e) => change({ slug: e.target.value.trim().toLowerCase() })}
              aria-invalid={!slugOk}
              aria-describedby={`${id}-slug-help`}
              className={inputClass}
            />
            <p id={`${id}-slug-help`} className="text-sm text-slate-600 dark:text-slate-400">
              {slugOk ? t('address', { path: `/u/${username}/${draft.slug}` }) : t('slugHelp')}
            </p>
          </div>
          <fieldset>
            <legend className="font-medium">{t('sections')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {PUBLIC_SECTIONS.map((x) => (
                <label key={x} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={draft.sections.includes(x)}
                    onChange={(e) =>
                      change({ sections: e.target.checked ? [...draft.sections, x] : draft.sections.filter((y) => y !== x) })
                    }
                    className="h-4 w-4 accent-cyan-700"
                  />
                  {t(`sectionNames.${x}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-kind`} className="font-medium">
              {t('kind')}
            </label>
            <select
              id={`${id}-kind`}
              value={draft.kind}
              onChange={(e) => change({ kind: e.target.value as TankKind })}
              className={inputClass}
            >
              {TANK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-description`} className="font-medium">
              {t('description')}
            </label>
            <textarea
              id={`${id}-description`}
              rows={4}
              value={draft.description}
              onChange={(e) => change({ description: e.target.value })}
              aria-invalid={!descriptionOk}
              aria-describedby={`${id}-description-help`}
              className={inputClass}
            />
            <p
              id={`${id}-description-help`}
              className={
                descriptionOk ? 'text-sm text-slate-600 dark:text-slate-400' : 'text-sm font-medium text-red-700 dark:text-red-300'
              }
            >
              {t('descriptionHelp', { count: [...draft.description.trim()].length, max: DESCRIPTION_MAX })}
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-cover`} className="font-medium">
              {t('cover')}
            </label>
            <select
              id={`${id}-cover`}
              value={draft.coverPhotoId ?? ''}
              onChange={(e) => change({ coverPhotoId: e.target.value || null })}
              aria-describedby={`${id}-cover-help`}
              className={inputClass}
            >
              <option value="">{t('noCover')}</option>
              {photos.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('coverPhoto', { date: ((p.values as { takenAt?: string }).takenAt ?? p.at).slice(0, 10) })}
                </option>
              ))}
            </select>
            <p id={`${id}-cover-help`} className="text-sm text-slate-600 dark:text-slate-400">
              {photos.length > 0 ? t('coverHelp') : t('noPhotos')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="action" type="submit" disabled={!slugOk || !descriptionOk}>
              {t('save')}
            </Button>
            <p role="status" className="text-sm">
              {state.saved ? t(draft.enabled ? 'savedOn' : 'savedOff') : ''}
            </p>
          </div>
          {state.error ? <p role="alert">{t('saveFailed')}</p> : null}
          {state.saved && draft.enabled ? (
            <Link href={`/u/${username}/${draft.slug}`} prefetch={false} className={linkClass}>
              {t('open')}
            </Link>
          ) : null}
        </form>
      )}
      {username && shareId && draft.enabled && slugOk ? (
        <ShareCopyReadings userId={userId} tankId={tankId} tankName={tankName} username={username} slug={draft.slug} />
      ) : null}
    </section>
  );
}
