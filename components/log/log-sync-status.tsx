'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { LogDb } from '@/lib/log/db';
import type { AlkalinityUnit } from '@/lib/units';
import { HeldChanges } from './held-changes';
import { useLogSync } from './use-log-sync';

/**
 * The log's line about the account (signed in only): synced, pending N, offline, error with a retry, "sign in
 * again", or "signed in as another account in another tab"; the changes held for the keeper (refused, or changed on
 * another device too); rows pulled from the account that could not be read (lib/log/row-schema.ts), which are
 * left out; and, on the first sign-in in a browser holding rows made signed out, an offer to add them.
 */
export function LogSyncStatus({ db, userId, alkUnit }: { db: LogDb | null; userId: string; alkUnit: AlkalinityUnit }) {
  const t = useTranslations('Account.logSync');
  const sync = useLogSync(db, userId);
  const { status, offer, adopted, held } = sync;
  if (!status && !offer && !adopted && !held.length) return null;
  const waiting = status?.pending ?? 0;
  const line = !status
    ? null
    : status.state === 'signed-out'
      ? t('signedOut')
      : status.state === 'account-changed'
        ? t('accountChanged')
        : status.state === 'offline'
          ? t('offline', { count: waiting })
          : status.state === 'error'
            ? t('error', { count: waiting })
            : status.state === 'syncing'
              ? t('syncing')
              : waiting > 0
                ? t('pending', { count: waiting })
                : t('synced');
  return (
    <section aria-label={t('label')} className="space-y-2 text-sm" data-testid="log-sync">
      {line && (
        <p
          role="status"
          data-testid="log-sync-status"
          data-state={status?.state}
          className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300"
        >
          <span>{line}</span>
          {status?.state === 'error' && (
            <Button variant="outline" type="button" onClick={() => sync.retry()}>
              {t('retry')}
            </Button>
          )}
          {status?.state === 'signed-out' && (
            <Link
              href={{ pathname: '/login', query: { next: '/log' } }}
              className="font-semibold text-cyan-800 underline dark:text-cyan-200"
            >
              {t('signIn')}
            </Link>
          )}
        </p>
      )}
      {status && status.invalidPulled > 0 && (
        <p data-testid="log-sync-invalid" className="text-amber-800 dark:text-amber-200">
          {t('invalidPulled', { count: status.invalidPulled })}
        </p>
      )}
      <HeldChanges items={held} alkUnit={alkUnit} onResolve={(seq, choice) => void sync.resolve(seq, choice)} />
      {offer && (
        <div className="rounded-md border border-slate-300 p-3 dark:border-slate-600" data-testid="log-sync-offer">
          <p>{t('offer', { tanks: offer.tanks, entries: offer.entries })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="outline" type="button" onClick={() => void sync.adopt()}>
              {t('adopt')}
            </Button>
            <Button variant="outline" type="button" onClick={() => void sync.decline()}>
              {t('decline')}
            </Button>
          </div>
        </div>
      )}
      {adopted && (
        <p role="status" data-testid="log-sync-adopted">
          {t('adopted', { tanks: adopted.tanks, entries: adopted.entries })}
        </p>
      )}
    </section>
  );
}
