'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { useAccount } from '@/components/account/use-account';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { PublicTankCard } from '@/lib/public/types';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { TankCard } from './tank-card';

/**
 * Following shared tanks (docs/public-pages.md "Follows"): the signed-in keeper's own `tank_follows` rows, read and
 * written in the browser with the keeper's session, as the database grants (insert and delete of one's own rows by
 * the share's id). The pages around these islands are anonymous server renders, so nothing about the reader is in
 * their HTML: which tanks the keeper follows is read here, once per page, and shared by every button.
 */
type Follows = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; ids: ReadonlySet<string> } | { status: 'failed' };

let follows: Follows = { status: 'idle' };
let loadedFor: string | null = null;
const listeners = new Set<() => void>();
function setFollows(next: Follows) {
  follows = next;
  listeners.forEach((l) => l());
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const IDLE: Follows = { status: 'idle' };

/** The keeper's follows, read once per account and page load. */
function useFollows(userId: string | null): Follows {
  useEffect(() => {
    if (!userId || loadedFor === userId) return;
    loadedFor = userId;
    setFollows({ status: 'loading' });
    void (async () => {
      const db = await getSupabaseBrowserClient();
      if (!db) return;
      const { data, error } = await db.from('tank_follows').select('share_id').overrideTypes<{ share_id: string }[], { merge: false }>();
      if (loadedFor !== userId) return;
      setFollows(error ? { status: 'failed' } : { status: 'ready', ids: new Set((data ?? []).map((r) => r.share_id)) });
    })();
  }, [userId]);
  return useSyncExternalStore(
    subscribe,
    () => follows,
    () => IDLE,
  );
}

/** Follows or unfollows; true when the database holds the wish (following twice is following). */
async function setFollowing(shareId: string, on: boolean): Promise<boolean> {
  const db = await getSupabaseBrowserClient();
  if (!db) return false;
  const { error } = on
    ? await db.from('tank_follows').insert({ share_id: shareId })
    : await db.from('tank_follows').delete().eq('share_id', shareId);
  if (error && !(on && error.code === '23505')) return false;
  if (follows.status === 'ready') {
    const ids = new Set(follows.ids);
    if (on) ids.add(shareId);
    else ids.delete(shareId);
    setFollows({ status: 'ready', ids });
  }
  return true;
}

/** Follow / Unfollow for one shared tank; signed out, a link to sign in that comes back here. */
export function FollowButton({ shareId, name }: { shareId: string; name: string }) {
  const t = useTranslations('Community.follow');
  const account = useAccount();
  const pathname = usePathname();
  const state = useFollows(account.status === 'signedIn' ? account.user.id : null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (account.status === 'signedOut') {
    return (
      <p>
        <Link href={{ pathname: '/login', query: { next: pathname } }} prefetch={false} className={buttonClass('link')}>
          {t('signIn')}
        </Link>
      </p>
    );
  }
  // the session or the follows are still being read: nothing to press yet (the box keeps the card's height)
  if (account.status !== 'signedIn' || state.status !== 'ready') return <div className="h-9" aria-hidden="true" />;
  const following = state.ids.has(shareId);

  async function toggle() {
    setBusy(true);
    setFailed(false);
    const ok = await setFollowing(shareId, !following);
    setBusy(false);
    setFailed(!ok);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={following ? 'secondary' : 'primary'}
        size="sm"
        type="button"
        onClick={() => void toggle()}
        disabled={busy}
        aria-label={t(following ? 'unfollowName' : 'followName', { name })}
        data-testid="follow-button"
      >
        {t(following ? 'unfollow' : 'follow')}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('failed')}
        </p>
      ) : null}
    </div>
  );
}

type Followed = { status: 'loading' } | { status: 'ready'; cards: PublicTankCard[] } | { status: 'failed' };

/**
 * "Tanks you follow", above the community listing for a signed-in keeper: the followed tanks that are still shared
 * (community_tanks shows enabled shares only, so a tank switched off is simply not there), newest change first.
 */
export function FollowedTanks() {
  const t = useTranslations('Community');
  const locale = useLocale();
  const account = useAccount();
  const state = useFollows(account.status === 'signedIn' ? account.user.id : null);
  const ids = state.status === 'ready' ? [...state.ids].sort().join(',') : null;
  const [followed, setFollowed] = useState<Followed>({ status: 'loading' });

  useEffect(() => {
    if (ids === null) return;
    let live = true;
    void (async () => {
      if (ids === '') {
        if (live) setFollowed({ status: 'ready', cards: [] });
        return;
      }
      const [db, { CARD_COLUMNS, mapCard }] = await Promise.all([getSupabaseBrowserClient(), import('@/lib/public/read')]);
      if (!db) return;
      const { data, error } = await db
        .from('community_tanks')
        .select(CARD_COLUMNS)
        .in('id', ids.split(','))
        .order('activity_at', { ascending: false })
        .order('id', { ascending: false })
        .overrideTypes<Parameters<typeof mapCard>[0][], { merge: false }>();
      if (!live) return;
      setFollowed(error ? { status: 'failed' } : { status: 'ready', cards: (data ?? []).map(mapCard) });
    })();
    return () => {
      live = false;
    };
  }, [ids]);

  if (account.status !== 'signedIn' || state.status === 'idle' || state.status === 'loading') return null;
  return (
    <section aria-labelledby="followed-tanks" className="mb-10" data-testid="followed-tanks">
      <h2 id="followed-tanks" className="mb-4 text-xl font-semibold">
        {t('following')}
      </h2>
      {state.status === 'failed' || followed.status === 'failed' ? (
        <p role="alert">{t('followingFailed')}</p>
      ) : followed.status === 'loading' ? null : followed.cards.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('followingEmpty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {followed.cards.map((card) => (
            <TankCard key={card.shareId} card={card} locale={locale} follow={<FollowButton shareId={card.shareId} name={card.name} />} />
          ))}
        </ul>
      )}
    </section>
  );
}
