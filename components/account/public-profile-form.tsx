'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { errorClass, Field, hintClass } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { Checkbox, TextArea } from '@/components/ui/inputs';
import { PhotoError, squarePicture } from '@/lib/collection/photo-process';
import { Link } from '@/lib/i18n/navigation';
import { revalidatePublicPages } from '@/lib/public/revalidate-client';
import { checkPublicProfile, draftFromRow, PUBLIC_PROFILE_LIMITS, type PublicProfileDraft } from '@/lib/public/profile-form';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { Avatar } from './avatar';

/** The public avatar's edge in pixels: a square, small enough to load at once on a profile page. */
const AVATAR_EDGE = 256;
const COLUMNS = 'display_name, bio, location, links, avatar_id, is_public';
type Client = NonNullable<Awaited<ReturnType<typeof getSupabaseBrowserClient>>>;
type Message = { ok: boolean; key: string } | null;

/**
 * The keeper's own `public_profiles` row has no column an API role may filter by except its username: with one, the
 * row is found by it; without, by `username is null` (another keeper's row without a username is never readable).
 * The row policies narrow every read and write to the keeper's own row (docs/public-pages.md).
 */
function readOwn(db: Client, username: string | null) {
  const q = db.from('public_profiles').select(COLUMNS);
  return (username ? q.eq('username', username) : q.is('username', null)).maybeSingle<Record<string, unknown>>();
}
function updateOwn(db: Client, username: string | null, values: Record<string, unknown>) {
  const q = db.from('public_profiles').update(values);
  return username ? q.eq('username', username) : q.is('username', null);
}

/**
 * "Public profile" on the profile page: the switch, display name, bio, location, links and a square avatar, written to
 * the keeper's own `public_profiles` row (columns as the migration grants, `Prefer: return=minimal`) and the avatar to
 * `avatars/public/<avatar_id>`, the one name the storage policies accept for it.
 */
export function PublicProfileForm({ username }: { username: string | null }) {
  const t = useTranslations('Account.profile.public');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [exists, setExists] = useState(false);
  const [draft, setDraft] = useState<PublicProfileDraft>(draftFromRow(null));
  const [avatarId, setAvatarId] = useState<string | null>(null);
  /** the avatars bucket's public address of `public/`: the bucket is public, and the address names no account */
  const [avatarBase, setAvatarBase] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [avatarMessage, setAvatarMessage] = useState<Message>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const db = await getSupabaseBrowserClient();
      if (!db) return live && setLoaded('failed');
      const { data, error } = await readOwn(db, username);
      if (!live) return;
      if (error) return setLoaded('failed');
      setAvatarBase(db.storage.from('avatars').getPublicUrl('public/').data.publicUrl);
      setExists(Boolean(data));
      setDraft(draftFromRow(data));
      setAvatarId(typeof data?.avatar_id === 'string' ? data.avatar_id : null);
      setLoaded('ready');
    })();
    return () => {
      live = false;
    };
  }, [username]);

  /** Inserts the row or updates it; true when written. */
  async function write(db: Client, values: Record<string, unknown>): Promise<boolean> {
    const { error } = exists ? await updateOwn(db, username, values) : await db.from('public_profiles').insert(values);
    if (!error) setExists(true);
    return !error;
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const checked = checkPublicProfile(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage({ ok: false, key: 'invalid' });
      return;
    }
    setErrors({});
    const db = await getSupabaseBrowserClient();
    if (!db) return setMessage({ ok: false, key: 'saveFailed' });
    setBusy(true);
    const ok = await write(db, { ...checked.values }).catch(() => false);
    // the cached public pages show the change on their next visit (docs/public-pages.md "Caching and revalidation")
    if (ok) await revalidatePublicPages();
    setBusy(false);
    setMessage({ ok, key: ok ? (checked.values.is_public ? 'savedOn' : 'savedOff') : 'saveFailed' });
  }

  /**
   * The storage policies accept `public/<avatar_id>` for the profile's current avatar_id only, so a new picture is
   * made first (nothing sent if it cannot be read), the old copy removed while its id still stands, then the new id
   * set and the picture uploaded; an upload that fails leaves no avatar rather than a broken one.
   */
  async function upload(file: File) {
    const db = await getSupabaseBrowserClient();
    if (!db) return setAvatarMessage({ ok: false, key: 'avatarFailed' });
    setBusy(true);
    setAvatarMessage(null);
    try {
      const blob = await squarePicture(file, AVATAR_EDGE);
      const bucket = db.storage.from('avatars');
      if (avatarId) await bucket.remove([`public/${avatarId}`]);
      const next = crypto.randomUUID();
      if (!(await write(db, { avatar_id: next }))) throw new Error('profile');
      setAvatarId(null);
      const { error } = await bucket.upload(`public/${next}`, blob, { contentType: 'image/jpeg', cacheControl: '3600' });
      if (error) {
        await write(db, { avatar_id: null });
        throw error;
      }
      setAvatarId(next);
      await revalidatePublicPages();
      setAvatarMessage({ ok: true, key: 'avatarSaved' });
    } catch (e) {
      setAvatarMessage({ ok: false, key: e instanceof PhotoError && e.reason !== 'failed' ? `photo.${e.reason}` : 'avatarFailed' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function removeAvatar() {
    const db = await getSupabaseBrowserClient();
    if (!db || !avatarId) return;
    setBusy(true);
    const { error } = await db.storage.from('avatars').remove([`public/${avatarId}`]);
    const ok = !error && (await write(db, { avatar_id: null }).catch(() => false));
    if (ok) await revalidatePublicPages();
    setBusy(false);
    if (ok) setAvatarId(null);
    setAvatarMessage({ ok, key: ok ? 'avatarRemoved' : 'avatarFailed' });
  }

  if (loaded === 'loading') return null;
  const error = (key: string) => (errors[key] ? t(`errors.${errors[key]}` as 'errors.httpsOnly') : null);
  const set = (next: Partial<PublicProfileDraft>) => {
    setDraft((old) => ({ ...old, ...next }));
    setMessage(null);
  };
  const setLink = (i: number, next: Partial<{ label: string; url: string }>) =>
    set({ links: draft.links.map((l, j) => (j === i ? { ...l, ...next } : l)) });
  const avatarUrl = avatarId && avatarBase ? `${avatarBase}${avatarId}` : null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="max-w-xl space-y-5 border-t border-slate-200 pt-8 dark:border-slate-700"
      data-testid="public-profile-form"
    >
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="public-profile-address">
          {username ? (
            <>
              {t('address')}{' '}
              <Link href={`/u/${username}`} prefetch={false} className="font-semibold text-cyan-800 underline dark:text-cyan-200">
                /u/{username}
              </Link>
            </>
          ) : (
            t('needsUsername')
          )}
        </p>
      </div>
      {loaded === 'failed' ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-4">
            <Avatar url={avatarUrl} name={draft.displayName || username || '?'} size={72} alt={t('avatarAlt')} />
            <div className="space-y-2">
              <p id={`${id}-avatar-help`} className={hintClass}>
                {t('avatarHelp')}
              </p>
              <div className="flex flex-wrap gap-3">
                <label
                  className={`${buttonClass('secondary')} cursor-pointer focus-within:ring-2 focus-within:ring-cyan-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
                >
                  {t('chooseAvatar')}
                  <input
                    ref={input}
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/heic"
                    className="sr-only"
                    aria-describedby={`${id}-avatar-help`}
                    disabled={busy}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) void upload(file);
                    }}
                    data-testid="public-avatar-input"
                  />
                </label>
                {avatarId ? (
                  <Button variant="secondary" onClick={() => void removeAvatar()} disabled={busy}>
                    {t('removeAvatar')}
                  </Button>
                ) : null}
              </div>
              <p
                role="status"
                className={`min-h-5 text-sm ${avatarMessage?.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
                data-testid="public-avatar-message"
              >
                {avatarMessage ? t(avatarMessage.key as 'avatarSaved') : null}
              </p>
            </div>
          </div>
          <form onSubmit={(e) => void save(e)} noValidate className="space-y-5">
            <Checkbox
              id={`${id}-public`}
              label={t('isPublic')}
              hint={t('isPublicHelp')}
              checked={draft.isPublic}
              onChange={(e) => set({ isPublic: e.target.checked })}
            />
            <InputField
              id={`${id}-name`}
              label={t('displayName')}
              value={draft.displayName}
              onChange={(e) => set({ displayName: e.target.value })}
              error={error('displayName')}
              hint={t('limit', { max: PUBLIC_PROFILE_LIMITS.displayName })}
            />
            <Field id={`${id}-bio`} label={t('bio')} error={error('bio')} hint={t('limit', { max: PUBLIC_PROFILE_LIMITS.bio })}>
              {(control) => <TextArea {...control} rows={4} value={draft.bio} onChange={(e) => set({ bio: e.target.value })} />}
            </Field>
            <InputField
              id={`${id}-location`}
              label={t('location')}
              value={draft.location}
              onChange={(e) => set({ location: e.target.value })}
              error={error('location')}
              hint={t('locationHelp')}
            />
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('links')}</legend>
              <p className={hintClass}>{t('linksHelp')}</p>
              {draft.links.map((l, i) => (
                <div key={i} className="flex flex-wrap items-end gap-2">
                  <div className="w-40">
                    <InputField
                      id={`${id}-link-${i}-label`}
                      label={t('linkLabel', { number: i + 1 })}
                      value={l.label}
                      onChange={(e) => setLink(i, { label: e.target.value })}
                      error={error(`links.${i}.label`)}
                    />
                  </div>
                  <div className="min-w-48 flex-1">
                    <InputField
                      id={`${id}-link-${i}-url`}
                      label={t('linkUrl', { number: i + 1 })}
                      value={l.url}
                      onChange={(e) => setLink(i, { url: e.target.value })}
                      error={error(`links.${i}.url`)}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                    />
                  </div>
                  <Button variant="secondary" className="mb-px" onClick={() => set({ links: draft.links.filter((_, j) => j !== i) })}>
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">{t('removeLink', { number: i + 1 })}</span>
                  </Button>
                </div>
              ))}
              {errors.links ? <p className={errorClass}>{t('errors.tooManyLinks')}</p> : null}
              <Button
                variant="secondary"
                disabled={draft.links.length >= PUBLIC_PROFILE_LIMITS.links}
                onClick={() => set({ links: [...draft.links, { label: '', url: '' }] })}
              >
                {t('addLink')}
              </Button>
            </fieldset>
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" disabled={busy}>
                {t('save')}
              </Button>
              <p
                role="status"
                className={`text-sm font-medium ${message?.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
                data-testid="public-profile-message"
              >
                {message ? t(message.key as 'savedOn') : null}
              </p>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
