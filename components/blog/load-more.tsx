'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PostSummary } from '@/lib/blog/posts';
import { formatDate } from '@/lib/format';
import { PostCardView } from './post-card-view';

type State = { status: 'idle' | 'loading' | 'error'; posts: PostSummary[]; total: number | null };

/**
 * "Load More Posts": fetches the static list of the locale and shows the next page of the posts that are not
 * featured (the featured ones have their own section above, so no post is listed twice).
 */
export function LoadMore({ shown, pageSize, categoryNames }: { shown: number; pageSize: number; categoryNames: Record<string, string> }) {
  const t = useTranslations('Blog');
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: 'idle', posts: [], total: null });

  const load = async () => {
    setState((s) => ({ ...s, status: 'loading' }));
    try {
      const res = await fetch(`/api/blog/${locale}`);
      if (!res.ok) throw new Error(String(res.status));
      const all = (await res.json()) as { posts: PostSummary[] };
      if (!Array.isArray(all.posts)) throw new Error('bad list');
      const others = all.posts.filter((p) => !p.featured);
      setState((s) => {
        const next = others.slice(shown + s.posts.length, shown + s.posts.length + pageSize);
        return { status: 'idle', posts: [...s.posts, ...next], total: others.length };
      });
    } catch {
      setState((s) => ({ ...s, status: 'error' }));
    }
  };

  const done = state.total !== null && shown + state.posts.length >= state.total;
  return (
    <>
      {state.posts.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="more-posts">
          {state.posts.map((p) => (
            <PostCardView
              key={p.url}
              {...p}
              dateText={formatDate(p.date, locale)}
              categoryName={categoryNames[p.category]}
              readingText={t('readingTime', { minutes: p.readingMinutes })}
              separator={t('separator')}
            />
          ))}
        </ul>
      ) : null}
      {state.status === 'error' ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 dark:border-red-700 dark:bg-red-950"
          data-testid="load-error"
        >
          <p className="font-semibold">{t('loadFailed')}</p>
          <p className="mt-1 text-sm">{t('loadFailedText')}</p>
          <button type="button" onClick={() => void load()} className="mt-3 rounded-md border border-red-400 px-3 py-1 text-sm font-medium">
            {t('retry')}
          </button>
        </div>
      ) : null}
      {!done && state.status !== 'error' ? (
        <button
          type="button"
          onClick={() => void load()}
          disabled={state.status === 'loading'}
          className="mt-6 rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white hover:bg-cyan-800 disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950"
        >
          {state.status === 'loading' ? t('loading') : t('loadMore')}
        </button>
      ) : null}
    </>
  );
}
