'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getLogDb, removeAccountLog } from '@/lib/log/accounts';
import { syncOnce, pendingCounts } from '@/lib/log/sync/core';
import { supabaseTransport } from '@/lib/log/sync/supabase-transport';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';

/**
 * Before signing out of a browser that holds the account's reef log: changes not yet uploaded are never lost
 * silently. With unsent changes: upload them first, keep them on this device for the next sign-in, or discard them.
 * Without: keep the log on this device (only this account sees it again, after signing in) or remove it.
 */
export function SignOutDialog({
  userId,
  unsent,
  onSignOut,
  onCancel,
}: {
  userId: string;
  unsent: number;
  onSignOut: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('Account.signOutLog');
  const ref = useRef<HTMLDialogElement>(null);
  const [left, setLeft] = useState(unsent);
  const [busy, setBusy] = useState<null | 'upload' | 'out'>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  async function upload() {
    setBusy('upload');
    setFailed(false);
    try {
      const client = await getSupabaseBrowserClient();
      const { db } = await getLogDb(userId);
      if (client) {
        const run = () => syncOnce(db, supabaseTransport(client, userId), userId);
        // the same lock as the log's sync, so a pass running in another tab finishes first
        await (navigator.locks ? navigator.locks.request('reefcalc-log-sync', run) : run());
      }
      const { pending, rejected, conflicts } = await pendingCounts(db);
      const still = pending + rejected + conflicts;
      setLeft(still);
      if (still === 0) return await out(false);
    } catch {
      const { db } = await getLogDb(userId);
      const c = await pendingCounts(db).catch(() => null);
      if (c) setLeft(c.pending + c.rejected + c.conflicts);
    }
    setFailed(true);
    setBusy(null);
  }

  async function out(remove: boolean) {
    setBusy('out');
    if (remove) await removeAccountLog(userId).catch(() => {});
    await onSignOut();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="sign-out-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto max-w-md rounded-lg border border-slate-300 bg-white p-5 text-slate-900 backdrop:bg-slate-950/50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      data-testid="sign-out-dialog"
    >
      <h2 id="sign-out-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm" data-testid="sign-out-unsent" data-count={left}>
        {left > 0 ? t('unsent', { count: left }) : t('saved')}
      </p>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {t('uploadFailed', { count: left })}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        {left > 0 ? (
          <>
            <Button variant="action" size="sm" type="button" disabled={!!busy} onClick={() => void upload()}>
              {busy === 'upload' ? t('uploading') : t('upload')}
            </Button>
            <Button variant="plain" type="button" disabled={!!busy} onClick={() => void out(false)}>
              {t('keepUnsent')}
            </Button>
            <Button variant="plain" type="button" disabled={!!busy} onClick={() => void out(true)}>
              {t('discardUnsent', { count: left })}
            </Button>
          </>
        ) : (
          <>
            <Button variant="action" size="sm" type="button" disabled={!!busy} onClick={() => void out(false)}>
              {t('keep')}
            </Button>
            <Button variant="plain" type="button" disabled={!!busy} onClick={() => void out(true)}>
              {t('remove')}
            </Button>
          </>
        )}
        <Button variant="plain" type="button" disabled={!!busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </dialog>
  );
}
