'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/number/text';
import type { LogEntry, LogTank, OutboxItem } from '@/lib/log/model';
import { heldReason } from '@/lib/log/sync/held';
import type { AlkalinityUnit } from '@/lib/units';
import { EntryLine } from './entry-line';

function RowText({ table, row, alkUnit }: { table: OutboxItem['table']; row: LogTank | LogEntry; alkUnit: AlkalinityUnit }) {
  const t = useTranslations('Account.logSync.held');
  const tu = useTranslations('Units');
  const sep = useTranslations('Log.entry')('separator');
  const locale = useLocale();
  if (row.deletedAt) return <span>{t('deleted')}</span>;
  if (table === 'entries') return <EntryLine entry={row as LogEntry} alkUnit={alkUnit} />;
  const tank = row as LogTank;
  return (
    <span>
      {tank.name}
      {sep}
      {formatNumber(tank.volumeL, locale, 'litresInText')} {tu('L')}
    </span>
  );
}

/**
 * Changes the sync holds for the keeper: refused by the server (with the reason, "try again" and "discard mine")
 * and changed on another device too (both versions side by side, "keep mine" and "keep the other device's").
 * Nothing here is dropped without the keeper's choice.
 */
export function HeldChanges({
  items,
  alkUnit,
  onResolve,
}: {
  items: OutboxItem[];
  alkUnit: AlkalinityUnit;
  onResolve: (seq: number, choice: 'mine' | 'theirs') => void;
}) {
  const t = useTranslations('Account.logSync.held');
  if (!items.length) return null;
  return (
    <section
      aria-labelledby="held-title"
      className="rounded-md border border-amber-700 p-3 dark:border-amber-300"
      data-testid="log-sync-held"
    >
      <h2 id="held-title" className="font-semibold">
        {t('title', { count: items.length })}
      </h2>
      <ul className="mt-2 space-y-3">
        {items.map((item) => {
          const conflict = item.conflict;
          const mine = (item.setAside?.mine ?? conflict?.mine)!;
          const what = item.table === 'tanks' ? t('tank') : t('entry');
          return (
            <li key={item.seq} className="space-y-1" data-testid="log-sync-held-item" data-held={conflict ? 'conflict' : 'set-aside'}>
              {conflict ? (
                <>
                  <p className="font-medium">{t('conflict', { what })}</p>
                  <dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-3">
                    <dt className="font-medium">{t('mine')}</dt>
                    <dd data-testid="held-mine">
                      <RowText table={item.table} row={mine} alkUnit={alkUnit} />
                    </dd>
                    <dt className="font-medium">{t('theirs')}</dt>
                    <dd data-testid="held-theirs">
                      {conflict.theirs ? <RowText table={item.table} row={conflict.theirs} alkUnit={alkUnit} /> : t('gone')}
                    </dd>
                  </dl>
                </>
              ) : (
                <>
                  <p className="font-medium">{t('refused', { what, reason: t(`reasons.${heldReason(item.setAside?.code ?? null)}`) })}</p>
                  <p data-testid="held-mine">
                    <RowText table={item.table} row={mine} alkUnit={alkUnit} />
                  </p>
                </>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="quiet" type="button" onClick={() => onResolve(item.seq!, 'mine')}>
                  {conflict ? t('keepMine') : t('tryAgain')}
                </Button>
                <Button variant="quiet" type="button" onClick={() => onResolve(item.seq!, 'theirs')}>
                  {conflict ? t('keepTheirs') : t('discard')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
