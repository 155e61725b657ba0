'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { isSupabaseConfigured } from '@/lib/env';
import { feedAddress, newFeedToken, tokenHash } from '@/lib/schedule/token';
import { browserZone } from '@/lib/schedule/zone';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { useAccount } from './use-account';

type Status = { live: string | null } | null;

/**
 * The care schedule's private calendar address (docs/schedule.md#feed): made here with a random token, shown once
 * (only its SHA-256 is stored), replaceable and revocable. Without Supabase the section says accounts are off.
 */
export function CalendarSubscription() {
  const t = useTranslations('Schedule');
  const locale = useLocale();
  const format = useFormatter();
  const account = useAccount();
  const [status, setStatus] = useState<Status>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [notice, setNotice] = useState<'revoked' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = account.status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void (async () => {
      const supabase = await getSupabaseBrowserClient()!;
      const { data, error } = await supabase
        .from('calendar_feeds')
        .select('created_at')
        .is('revoked_at', null)
        .order('created_at', { ascending: false })
        .limit(1);
      if (live) setStatus(error ? { live: null } : { live: (data?.[0] as { created_at?: string } | undefined)?.created_at ?? null });
    })();
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!isSupabaseConfigured) return <p data-testid="calendar-subscription">{t('subscription.off')}</p>;
  if (!signedIn) return <p data-testid="calendar-subscription">{t('subscription.signIn')}</p>;

  async function run(fn: () => Promise<void>) {
    setBusy(true);
    setNotice(null);
    try {
      await fn();
    } catch {
      setNotice('failed');
    } finally {
      setBusy(false);
    }
  }
  const make = () =>
    run(async () => {
      const supabase = await getSupabaseBrowserClient()!;
      const token = newFeedToken();
      const res = await supabase.rpc('calendar_feed_replace', { token_hash: await tokenHash(token) });
      if (res.error) throw res.error;
      const data: unknown = res.data;
      setAddress(feedAddress(window.location.origin, token, locale));
      setStatus({ live: typeof data === 'string' ? data : new Date().toISOString() });
    });
  const revoke = () =>
    run(async () => {
      const supabase = await getSupabaseBrowserClient()!;
      const { error } = await supabase.rpc('calendar_feed_revoke');
      if (error) throw error;
      setAddress(null);
      setStatus({ live: null });
      setNotice('revoked');
    });

  return (
    <div className="flex flex-col gap-3" data-testid="calendar-subscription">
      <p className="text-slate-700 dark:text-slate-300">{t('subscription.intro')}</p>
      {status === null ? null : status.live ? (
        <p>
          {t('subscription.active', {
            date: format.dateTime(new Date(status.live), { dateStyle: 'medium', timeStyle: 'short', timeZone: browserZone() }),
          })}
        </p>
      ) : (
        <p>{t('subscription.none')}</p>
      )}
      {address ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="calendar-address" className="text-sm font-medium">
            {t('subscription.made')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="calendar-address"
              readOnly
              value={address}
              className="w-full max-w-xl rounded-md border border-slate-400 px-2 py-1 font-mono text-xs dark:bg-slate-900"
            />
            <Button variant="quiet" type="button" onClick={() => void navigator.clipboard?.writeText(address).catch(() => {})}>
              {t('subscription.copy')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="quiet" type="button" disabled={busy || status === null} onClick={() => void make()}>
          {status?.live ? t('subscription.replace') : t('subscription.create')}
        </Button>
        {status?.live ? (
          <Button variant="quiet" type="button" disabled={busy} onClick={() => void revoke()}>
            {t('subscription.revoke')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm empty:hidden">
        {notice === 'revoked' ? t('subscription.revoked') : notice === 'failed' ? t('subscription.failed') : ''}
      </p>
    </div>
  );
}
