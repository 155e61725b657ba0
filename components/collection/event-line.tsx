'use client';

import { useTranslations } from 'next-intl';
import { collectionLine } from '@/lib/collection/entry-text';
import { runtimeT } from '@/lib/i18n/runtime-key';
import type { LogEntry } from '@/lib/log/model';

/** An animal event or a photo in words (lib/collection/entry-text.ts). */
export function EventLine({ entry, labelOf }: { entry: LogEntry; labelOf: (id: string) => string }) {
  const root = useTranslations();
  return <>{collectionLine(runtimeT(root), entry, labelOf)}</>;
}
