'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { saveAvatar } from '@/lib/account/actions';
import { AVATAR, avatarPath, checkAvatarFile, type AvatarType } from '@/lib/account/avatar';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { Avatar } from './avatar';
import { resizeAvatar, UnreadableImageError } from './resize-image';
import { reloadAccount } from './use-account';

type Message = { ok: boolean; key: string } | null;

/**
 * Choose → checked (type, 5 MB) → resized in the browser → uploaded to Storage at `<userId>/avatar` (upsert, the one
 * name the storage policies accept) with the user's own session → the account points at it. The bytes never pass
 * through our server.
 */
export function AvatarEditor({ userId, initialUrl, name }: { userId: string; initialUrl: string | null; name: string }) {
  const t = useTranslations('Account.profile');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  async function upload(file: File) {
    const bad = checkAvatarFile(file);
    if (bad) return setMessage({ ok: false, key: `errors.${bad}` });
    const loading = getSupabaseBrowserClient();
    if (!loading) return setMessage({ ok: false, key: 'avatarFailed' });
    setBusy(true);
    setMessage(null);
    try {
      const supabase = await loading;
      const type = file.type as AvatarType;
      const blob = await resizeAvatar(file, type);
      const path = avatarPath(userId);
      const bucket = supabase.storage.from(AVATAR.bucket);
      // storage-js sends a Blob as multipart and Storage keeps the part's type as the object's content type (the
      // name has no extension to tell it). A browser that cannot encode the chosen type gives a PNG blob instead,
      // and blob.type says so.
      const contentType = blob.type || type;
      const { error } = await bucket.upload(path, blob, { upsert: true, contentType, cacheControl: '3600' });
      if (error) throw error;
      // The file name stays the same on every upload; ?v= makes browsers and CDNs fetch the new picture.
      const next = `${bucket.getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
      const saved = await saveAvatar(next);
      if (!saved.ok) throw new Error(saved.error);
      setUrl(next);
      setMessage({ ok: true, key: 'avatarSaved' });
      void reloadAccount();
    } catch (e) {
      setMessage({ ok: false, key: e instanceof UnreadableImageError ? 'errors.avatarUnreadable' : 'avatarFailed' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  async function reset() {
    setBusy(true);
    setMessage(null);
    const saved = await saveAvatar(null).catch(() => ({ ok: false }) as const);
    setBusy(false);
    if (!saved.ok) return setMessage({ ok: false, key: 'avatarFailed' });
    setUrl(null);
    setMessage({ ok: true, key: 'avatarReset' });
    void reloadAccount();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-wrap items-center gap-6" data-testid="avatar-editor">
      <Avatar url={url} name={name} size={96} alt={t('avatarAlt')} />
      <div className="space-y-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('avatar')}
        </h2>
        <p id={`${id}-help`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('avatarHelp')}
        </p>
        <div className="flex flex-wrap gap-3">
          <label
            className={`${buttonClass('secondary')} cursor-pointer focus-within:ring-2 focus-within:ring-cyan-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            {busy ? t('avatarUploading') : t('chooseImage')}
            <input
              ref={input}
              type="file"
              accept={AVATAR.types.join(',')}
              className="sr-only"
              aria-describedby={`${id}-help`}
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
              data-testid="avatar-input"
            />
          </label>
          {url ? (
            <Button variant="secondary" onClick={() => void reset()} disabled={busy}>
              {t('resetAvatar')}
            </Button>
          ) : null}
        </div>
        <p
          role="status"
          className={`min-h-5 text-sm ${message?.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
          data-testid="avatar-message"
        >
          {message ? t(message.key as 'avatarSaved') : null}
        </p>
      </div>
    </section>
  );
}
