'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { changesBefore, CHANGE_WINDOW_DAYS } from '@/lib/collection/changes';
import type { PhotoValues } from '@/lib/collection/model';
import { runtimeT } from '@/lib/i18n/runtime-key';
import type { LogEntry } from '@/lib/log/model';
import { formatNumber } from '@/lib/number/text';
import { shownDecimals } from '@/lib/log/params';
import { entryBody } from '@/lib/log/entry-text';
import { collectionLine } from '@/lib/collection/entry-text';
import { formatLogTime } from '@/lib/log/time';
import type { AlkalinityUnit } from '@/lib/units';

/**
 * "What changed before this": the log's events and parameter moves in the days before the photo, worked out when the
 * keeper opens it (a list of 1,000 photos reads the log for none of the closed ones).
 */
export function PhotoChanges(props: {
  photo: LogEntry;
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  labelOf: (id: string) => string;
}) {
  const t = useTranslations('Collection.photos');
  const [open, setOpen] = useState(false);
  return (
    <details className="text-xs" data-testid="photo-changes" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer">{t('before', { days: CHANGE_WINDOW_DAYS })}</summary>
      {open ? <ChangeList {...props} /> : null}
    </details>
  );
}

function ChangeList({
  photo,
  entries,
  alkUnit,
  labelOf,
}: {
  photo: LogEntry;
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  labelOf: (id: string) => string;
}) {
  const t = useTranslations('Collection.photos');
  const root = useTranslations();
  const tl = useTranslations('Log');
  const locale = useLocale();
  const rt = runtimeT(root);
  const units = runtimeT(root, 'Units');
  const { events, moves } = changesBefore(entries, (photo.values as PhotoValues).takenAt, alkUnit);
  const line = (e: LogEntry) =>
    e.kind === 'animal_event'
      ? collectionLine(rt, e, labelOf)
      : [tl(`entry.kinds.${e.kind}`), entryBody(rt, units, e, alkUnit, locale)].filter(Boolean).join(tl('entry.separator'));
  return (
    <>
      {events.length + moves.length === 0 ? <p>{t('nothing')}</p> : null}
      <ul className="list-disc pl-4">
        {moves.map((m) => (
          <li key={m.parameter}>
            {t('move', {
              parameter: tl(`parameters.${m.parameter}`),
              from: formatNumber(m.from, locale, shownDecimals(m.parameter, alkUnit)),
              to: formatNumber(m.to, locale, shownDecimals(m.parameter, alkUnit)),
            })}
          </li>
        ))}
        {events.map((e) => (
          <li key={e.id}>
            {formatLogTime(e.at, locale)}
            {tl('entry.separator')}
            {line(e)}
          </li>
        ))}
      </ul>
    </>
  );
}
