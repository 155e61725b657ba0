'use client';

import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PhotoError, processPhoto, warmPhotoWorker, type PhotoProblem } from '@/lib/collection/photo';
import { addPhoto } from '@/lib/collection/repo';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { LogWriteError } from '@/lib/log/repo';

export type PhotoErrorKey = PhotoProblem | 'quota';

/**
 * A picture picked in a file input, made into a photo by the photo worker and stored for the tank (or one animal):
 * the shared part of the livestock section's photo series and the journal form. The worker starts when the form is
 * shown, not after a picture is picked. `onAdded` takes the stored photo and returns the status line to show.
 * `setStatus` and `setError` stay open to the form, for the messages of its other actions.
 */
export function usePhotoPick(db: LogDb, tankId: string, animalId: string | null, onAdded: (entry: LogEntry) => string) {
  const t = useTranslations('Collection.photos');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<PhotoErrorKey | null>(null);
  useEffect(() => warmPhotoWorker(), []);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    setStatus(t('processing'));
    try {
      const photo = await processPhoto(file);
      const takenAt = new Date(file.lastModified || Date.now()).toISOString();
      const entry = await addPhoto(db, { tankId, animalId, takenAt, ...photo });
      setStatus(onAdded(entry));
    } catch (err) {
      setStatus(null);
      setError(err instanceof PhotoError ? err.reason : err instanceof LogWriteError && err.reason === 'quota' ? 'quota' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  return { pick, busy, status, setStatus, error, setError };
}
