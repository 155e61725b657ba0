'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ConfirmDelete } from '@/components/collection/confirm-delete';
import { LocalPhoto, PhotoFileInput } from '@/components/collection/local-photo';
import { PhotoFetcherContext } from '@/components/collection/photo-sync-context';
import { usePhotoPick } from '@/components/collection/use-photo-pick';
import { usePhotoFetcher } from '@/components/collection/use-photo-sync';
import { inputClass } from '@/components/log/log-styles';
import { Button } from '@/components/ui/button';
import type { PhotoValues } from '@/lib/collection/model';
import { journalIssues, journalValues, type JournalDraft } from '@/lib/journal/form';
import { charCount, journalPosts, MAX_JOURNAL_BODY_CHARS, MAX_JOURNAL_PHOTOS, postPhotos, type JournalEntry } from '@/lib/journal/model';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { addEntry, deleteEntry, LogWriteError, updateEntry } from '@/lib/log/repo';
import { formatLogTime } from '@/lib/log/time';

/** Tank photos offered in the editor at first (newest first); older ones on request, so 1,000 photos are not read at once. */
const PHOTO_PAGE = 24;
const EMPTY: JournalDraft = { title: '', body: '', photoIds: [], published: false };
const errorClass = 'text-sm font-medium text-red-700 dark:text-red-300';
const helpClass = 'text-xs text-slate-600 dark:text-slate-400';

/**
 * A tank's journal (docs/reef-log.md#journal-posts): writing a post with its photos, and the posts newest first, each
 * editable and deletable. Loaded by the log only when opened. Signed in, photos this browser lacks are fetched from
 * the account, as in the livestock section.
 */
export function Journal({ db, tank, entries, owner }: { db: LogDb; tank: LogTank; entries: readonly LogEntry[]; owner: string | null }) {
  const fetcher = usePhotoFetcher(db, owner);
  return (
    <PhotoFetcherContext.Provider value={fetcher}>
      <JournalSection db={db} tank={tank} entries={entries} />
    </PhotoFetcherContext.Provider>
  );
}

function JournalSection({ db, tank, entries }: { db: LogDb; tank: LogTank; entries: readonly LogEntry[] }) {
  const t = useTranslations('Journal');
  const locale = useLocale();
  const posts = useMemo(() => journalPosts(entries), [entries]);
  const photos = useMemo(
    () =>
      entries
        .filter((e) => e.kind === 'photo' && !e.deletedAt)
        .sort((a, b) => (b.values as PhotoValues).takenAt.localeCompare((a.values as PhotoValues).takenAt)),
    [entries],
  );
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const editing = editingId ? posts.find((p) => p.id === editingId) : undefined;
  const deleting = deletingId ? posts.find((p) => p.id === deletingId) : undefined;
  const dateOf = (p: LogEntry) => formatLogTime(p.at, locale);
  const refocus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  async function remove(post: JournalEntry) {
    try {
      await deleteEntry(db, post.id);
      setDeletingId(null);
      if (editingId === post.id) setEditingId(null);
      setNotice(t('deleted'));
      refocus('journal-title');
    } catch {
      setNotice(null);
    }
  }

  return (
    <section
      aria-labelledby="journal-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid="journal"
    >
      <h2 id="journal-title" tabIndex={-1} className="text-xl font-semibold">
        {t('title', { tank: tank.name })}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <p role="status" className="text-sm text-emerald-800 empty:hidden dark:text-emerald-300" data-testid="journal-notice">
        {notice ?? ''}
      </p>
      <JournalEditor
        key={editing?.id ?? `new-${tank.id}`}
        db={db}
        tank={tank}
        post={editing}
        heading={editing ? t('editing', { date: dateOf(editing) }) : t('newPost')}
        photos={photos}
        onSaved={(id, updated) => {
          setEditingId(null);
          setNotice(t(updated ? 'updated' : 'saved'));
          if (updated) refocus(`journal-edit-${id}`);
        }}
        onCancel={
          editing
            ? () => {
                const id = editing.id;
                setEditingId(null);
                refocus(`journal-edit-${id}`);
              }
            : undefined
        }
      />
      <h3 className="text-lg font-semibold">{t('posts', { count: posts.length })}</h3>
      <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700" data-testid="journal-posts">
        {posts.map((p) => (
          <li key={p.id} className="flex flex-col gap-2 py-3" data-testid="journal-post">
            <article aria-labelledby={`journal-post-${p.id}`} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h4 id={`journal-post-${p.id}`} className="font-semibold">
                  {p.values.title?.trim() || t('untitled', { date: dateOf(p) })}
                </h4>
                <time dateTime={p.at} className="text-sm text-slate-700 dark:text-slate-300">
                  {dateOf(p)}
                </time>
                <span
                  className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                  data-testid="journal-state"
                >
                  {p.values.published ? t('publishedBadge') : t('draft')}
                </span>
              </div>
              {/* the keeper's words as typed: plain text, line breaks and spaces kept, never read as HTML */}
              <p className="text-sm break-words whitespace-pre-wrap" data-testid="journal-body">
                {p.values.body}
              </p>
              <PostPhotos db={db} photos={postPhotos(p, entries)} />
            </article>
            <div className="flex gap-2">
              <Button
                variant="quiet"
                type="button"
                id={`journal-edit-${p.id}`}
                aria-label={t('editLabel', { date: dateOf(p) })}
                onClick={() => {
                  setEditingId(p.id);
                  setDeletingId(null);
                  setNotice(null);
                  requestAnimationFrame(() => document.getElementById('journal-form-title')?.focus());
                }}
              >
                {t('edit')}
              </Button>
              <Button
                variant="quiet"
                type="button"
                id={`journal-delete-${p.id}`}
                aria-label={t('deleteLabel', { date: dateOf(p) })}
                onClick={() => {
                  setDeletingId(p.id);
                  setNotice(null);
                }}
              >
                {t('delete')}
              </Button>
            </div>
            {deleting?.id === p.id ? (
              <ConfirmDelete
                question={t('deleteAsk', { date: dateOf(p) })}
                onConfirm={() => void remove(p)}
                onCancel={() => {
                  setDeletingId(null);
                  refocus(`journal-delete-${p.id}`);
                }}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type FieldError = { key: string; max?: number; count?: number };

/** Writing or editing a post. The draft lives in state: a refused save keeps every character typed. */
function JournalEditor({
  db,
  tank,
  post,
  heading,
  photos,
  onSaved,
  onCancel,
}: {
  db: LogDb;
  tank: LogTank;
  post?: JournalEntry;
  heading: string;
  photos: readonly LogEntry[];
  onSaved: (id: string, updated: boolean) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('Journal');
  const tp = useTranslations('Collection.photos');
  const tl = useTranslations('Log');
  const locale = useLocale();
  const [draft, setDraft] = useState<JournalDraft>(() =>
    post
      ? {
          title: post.values.title ?? '',
          body: post.values.body,
          photoIds: post.values.photoIds ?? [],
          published: post.values.published === true,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<'title' | 'body' | 'photoIds', FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState(PHOTO_PAGE);
  // a picked picture is a tank photo like any other (the livestock section shows it too), ticked for this post
  const {
    pick,
    busy,
    status: photoStatus,
    error: photoError,
  } = usePhotoPick(db, tank.id, null, (entry) => {
    setDraft((d) => ({ ...d, photoIds: [entry.id, ...d.photoIds] }));
    setShown((n) => n + 1);
    return t('photoAdded');
  });
  const formRef = useRef<HTMLFormElement>(null);
  const id = post ? `journal-form-${post.id}` : 'journal-form';
  const set = (patch: Partial<JournalDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const message = (e: FieldError) => t(`errors.${e.key as 'tooLong'}`, { max: e.max ?? 0, count: e.count ?? 0 });

  // the ticked photos first (in the order ticked), then the tank's newest
  const offered = useMemo(() => {
    const byId = new Map(photos.map((p) => [p.id, p]));
    const ticked = draft.photoIds.map((x) => byId.get(x)).filter((p): p is LogEntry => !!p);
    return [...ticked, ...photos.filter((p) => !draft.photoIds.includes(p.id)).slice(0, Math.max(0, shown - ticked.length))];
    // the list keeps its order while photos are ticked; it is rebuilt when more are shown or photos change
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ticking a photo must not move it under the pointer
  }, [photos, shown]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // ids of photos deleted since they were ticked are dropped, not refused
    const live = new Set(photos.map((p) => p.id));
    const d = { ...draft, photoIds: draft.photoIds.filter((x) => live.has(x)) };
    const issues = journalIssues(d);
    setErrors(issues);
    const first = (['title', 'body', 'photoIds'] as const).find((k) => issues[k]);
    if (first) {
      setFormError(t('errors.summary'));
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    setFormError(null);
    try {
      const values = journalValues(d);
      if (post) {
        await updateEntry(db, post.id, { values });
        onSaved(post.id, true);
      } else {
        const saved = await addEntry(db, { tankId: tank.id, kind: 'journal', at: new Date().toISOString(), values });
        setDraft(EMPTY);
        onSaved(saved.id, false);
      }
    } catch (err) {
      setFormError(t(err instanceof LogWriteError && err.reason === 'quota' ? 'errors.quota' : 'errors.failed'));
    }
  }

  const described = (field: string, help?: boolean) =>
    [help ? `${id}-${field}-help` : '', errors[field as 'title'] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="journal-form"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) onCancel();
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h3>
      {formError ? (
        <p role="alert" className={errorClass} data-testid="journal-error">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="journal-form-title" className="text-sm font-medium">
          {t('titleLabel')}
        </label>
        <input
          id="journal-form-title"
          name="title"
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title', true)}
          className={inputClass}
        />
        <p id={`${id}-title-help`} className={helpClass}>
          {t('titleHelp')}
        </p>
        {errors.title ? (
          <p id={`${id}-title-error`} className={errorClass}>
            {message(errors.title)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-body`} className="text-sm font-medium">
          {t('bodyLabel')}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={8}
          value={draft.body}
          onChange={(e) => set({ body: e.target.value })}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={described('body', true)}
          className={`${inputClass} min-h-40`}
        />
        <p id={`${id}-body-help`} className={helpClass}>
          {t('bodyCount', { count: charCount(draft.body.trimEnd()), max: MAX_JOURNAL_BODY_CHARS })}
        </p>
        {errors.body ? (
          <p id={`${id}-body-error`} className={errorClass}>
            {message(errors.body)}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={described('photoIds', true)}>
        <legend className="text-sm font-medium">{t('photosLegend')}</legend>
        <p id={`${id}-photoIds-help`} className={helpClass}>
          {photos.length ? t('photosHelp', { max: MAX_JOURNAL_PHOTOS }) : t('noPhotos')}
        </p>
        {errors.photoIds ? (
          <p id={`${id}-photoIds-error`} className={errorClass}>
            {message(errors.photoIds)}
          </p>
        ) : null}
        {offered.length ? (
          <ul className="flex flex-wrap gap-2" data-testid="journal-photo-choices">
            {offered.map((p, i) => (
              <li key={p.id}>
                <label className="flex cursor-pointer flex-col items-start gap-1 text-xs">
                  <Thumb db={db} photo={p} alt={t('photoAlt', { date: formatLogTime((p.values as PhotoValues).takenAt, locale) })} />
                  <span className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      name={i === 0 ? 'photoIds' : undefined}
                      checked={draft.photoIds.includes(p.id)}
                      onChange={(e) =>
                        set({ photoIds: e.target.checked ? [...draft.photoIds, p.id] : draft.photoIds.filter((x) => x !== p.id) })
                      }
                      className="h-4 w-4 accent-cyan-700"
                    />
                    {formatLogTime((p.values as PhotoValues).takenAt, locale)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length > offered.length ? (
          <Button variant="quiet" type="button" className="self-start" onClick={() => setShown((n) => n + PHOTO_PAGE)}>
            {t('morePhotos')}
          </Button>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-photo-file`} className="text-sm font-medium">
            {t('addPhoto')}
          </label>
          <PhotoFileInput id={`${id}-photo-file`} busy={busy} onPick={pick} />
          <div role="status" className="text-sm" data-testid="journal-photo-status">
            {photoStatus ?? ''}
          </div>
          {photoError ? (
            <p role="alert" className={errorClass}>
              {tp(`errors.${photoError}`)}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="published"
            checked={draft.published}
            onChange={(e) => set({ published: e.target.checked })}
            aria-describedby={`${id}-published-help`}
            className="h-4 w-4 accent-cyan-700"
          />
          {t('published')}
        </label>
        <p id={`${id}-published-help`} className={helpClass}>
          {t('publishedHelp')}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="action" type="submit" disabled={busy}>
          {post ? t('saveChanges') : t('save')}
        </Button>
        {onCancel ? (
          <Button variant="quiet" type="button" onClick={onCancel}>
            {tl('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A post's photos as thumbnails. */
function PostPhotos({ db, photos }: { db: LogDb; photos: readonly LogEntry[] }) {
  const t = useTranslations('Journal');
  const locale = useLocale();
  if (!photos.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="journal-post-photos">
      {photos.map((p) => (
        <li key={p.id}>
          <Thumb db={db} photo={p} alt={t('photoAlt', { date: formatLogTime((p.values as PhotoValues).takenAt, locale) })} />
        </li>
      ))}
    </ul>
  );
}

/** A photo's thumbnail from this browser (signed in: fetched from the account when missing). */
function Thumb({ db, photo, alt }: { db: LogDb; photo: LogEntry; alt: string }) {
  return (
    <LocalPhoto
      db={db}
      photo={photo}
      which="thumb"
      alt={alt}
      box="h-24 w-32"
      missingClassName="flex h-24 w-32 items-center text-xs"
      testId="journal-thumb"
    />
  );
}
