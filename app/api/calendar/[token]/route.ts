import { getTranslations } from 'next-intl/server';
import { supabaseConfig } from '@/lib/env';
import { handleFeed, type FeedRow } from '@/lib/schedule/feed-route';
import { RateLimiter } from '@/lib/schedule/rate-limit';
import { site } from '@/lib/site';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const limiter = new RateLimiter();

/** calendar_feed(hash) as anon through PostgREST (supabase/migrations/20261126150300_care_schedule.sql). */
async function readFeed(hash: string): Promise<FeedRow[] | null> {
  if (!supabaseConfig) return null;
  const res = await fetch(`${supabaseConfig.url}/rest/v1/rpc/calendar_feed`, {
    method: 'POST',
    headers: { apikey: supabaseConfig.anonKey, Authorization: `Bearer ${supabaseConfig.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ token_hash: hash }),
    cache: 'no-store',
  });
  if (!res.ok) return null;
  const body: unknown = await res.json();
  return Array.isArray(body) ? (body as FeedRow[]) : null;
}

/** A keeper's care schedule as a calendar subscription (webcal://…/api/calendar/<token>.ics; docs/schedule.md#feed). */
export async function GET(req: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const locale = new URL(req.url).searchParams.get('lang') === 'ja' ? 'ja' : 'en';
  const [t, tl] = await Promise.all([getTranslations({ locale, namespace: 'Schedule' }), getTranslations({ locale, namespace: 'Log' })]);
  const logUrl = `${site.url}${locale === 'ja' ? '/ja' : ''}/log`;
  return handleFeed(req, token, {
    readFeed,
    limiter,
    now: Date.now,
    logUrl,
    host: new URL(site.url).host,
    text: {
      summary: (v, tank) => {
        const name =
          v.title.trim() ||
          (v.taskKind === 'test' && v.parameter ? t('testOf', { parameter: tl(`parameters.${v.parameter}`) }) : t(`kinds.${v.taskKind}`));
        return t('feed.summary', { task: name, tank });
      },
      description: t('feed.description', { url: logUrl }),
      calendarName: t('feed.feedName'),
    },
  });
}
