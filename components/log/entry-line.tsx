'use client';

import { useLocale, useTranslations } from 'next-intl';
import { runtimeT } from '@/lib/i18n/runtime-key';
import type { LogEntry } from '@/lib/log/model';
import { collectionLine } from '@/lib/collection/entry-text';
import { isCollectionKind } from '@/lib/collection/model';
import { entryBody } from '@/lib/log/entry-text';
import { formatLogTime } from '@/lib/log/time';
import { sourceOf } from '@/lib/log/source';
import type { AlkalinityUnit } from '@/lib/units';

/** One entry in words: its time, kind and values in the units the keeper reads, in the reader's language (lib/log/entry-text.ts). */
export function EntryLine({
  entry,
  alkUnit,
  labelOf,
}: {
  entry: LogEntry;
  alkUnit: AlkalinityUnit;
  labelOf?: (animalId: string) => string;
}) {
  const t = useTranslations('Log');
  const root = useTranslations();
  const rt = runtimeT(root);
  const units = runtimeT(root, 'Units');
  const locale = useLocale();
  const separator = t('entry.separator');
  // an animal's event or a photo names the animal (the list passes its names)
  const body = isCollectionKind(entry.kind)
    ? collectionLine(rt, entry, labelOf ?? (() => ''))
    : entryBody(rt, units, entry, alkUnit, locale);
  // where a test came from: the format or kit by name when the messages know it, else its kind
  const src = sourceOf(entry.typed);
  const named = src ? (src.kind === 'kit' ? `Log.kits.names.${src.id}` : `Log.imports.sources.${src.id}`) : '';
  const from = src ? (rt.has(named) ? rt(named) : t(`imports.sourceKinds.${src.kind}`)) : '';
  return (
    <span>
      <time dateTime={entry.at} className="font-medium">
        {formatLogTime(entry.at, locale)}
      </time>
      {separator}
      {t(`entry.kinds.${entry.kind}`)}
      {body ? `${separator}${body}` : ''}
      {from ? <span data-testid="entry-source">{`${separator}${from}`}</span> : null}
      {entry.note ? `${separator}${entry.note}` : ''}
    </span>
  );
}
