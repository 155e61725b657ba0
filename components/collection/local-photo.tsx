'use client';

import { useContext, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { PhotoValues } from '@/lib/collection/model';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { PhotoFetcherContext } from './photo-sync-context';
import { usePhotoUrl } from './use-photo-url';

/**
 * A photo entry's picture as this browser holds it (signed in: fetched from the account when missing, through the
 * surrounding `PhotoFetcherContext`): "missing", a pulsing placeholder while it is read, or the picture. The livestock's
 * photo series and the journal show their photos through this one component; `box` sizes all three states.
 */
export function LocalPhoto({
  db,
  photo,
  which,
  alt,
  box,
  missingClassName = `${box} text-xs`,
  testId,
}: {
  db: LogDb;
  photo: LogEntry;
  which: 'full' | 'thumb';
  alt: string;
  box: string;
  missingClassName?: string;
  testId: string;
}) {
  const t = useTranslations('Collection.photos');
  const fetcher = useContext(PhotoFetcherContext);
  const { url, missing } = usePhotoUrl(db, photo.id, which, fetcher ?? undefined);
  const v = photo.values as PhotoValues;
  if (missing) return <p className={missingClassName}>{t('missing')}</p>;
  if (!url) return <div className={`${box} animate-pulse rounded bg-slate-100 dark:bg-slate-800`} aria-hidden="true" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- object URLs of local blobs, not files next/image can serve
    <img
      src={url}
      alt={alt}
      width={v.width}
      height={v.height}
      decoding="async"
      className={`${box} rounded object-cover`}
      data-testid={testId}
    />
  );
}

/** The file field that adds a photo through the photo pipeline (`usePhotoPick`), with the formats it reads. */
export function PhotoFileInput({
  id,
  busy,
  onPick,
}: {
  id: string;
  busy: boolean;
  onPick: (e: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  return (
    <input
      id={id}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
      disabled={busy}
      onChange={(e) => void onPick(e)}
      className="text-sm"
    />
  );
}
