/**
 * POST /api/public/revalidate (docs/public-pages.md "Caching and revalidation"): the browser writes a share, a
 * profile or log entries straight to Supabase, then asks here that the cached public pages showing them be
 * rendered again. The keeper's access token comes in `Authorization: Bearer …`; Supabase Auth verifies it, and the
 * keeper's own rows are read with it (row-level security as that keeper), so a caller can only make stale the
 * pages of their own account. Answers: 204 done, 401 no valid token, 429 too often, 503 Supabase unreachable.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { RateLimiter, type BucketLimits } from '@/lib/schedule/rate-limit';
import { revalidationPaths, type KeeperShare } from './revalidate-paths';

/** 10 at once, then one every 6 s, per account: a save or a sync pass each ask once. */
export const REVALIDATE_LIMITS: BucketLimits = { capacity: 10, refillMs: 6_000, maxKeys: 10_000 };

export interface RevalidateDeps {
  /** a Supabase client that sends `token` as the caller's (null when the site has no Supabase) */
  client(token: string): Pick<SupabaseClient, 'auth' | 'from'> | null;
  revalidate(path: string): void;
  limiter: RateLimiter;
  now(): number;
}

const TOKEN = /^Bearer ([A-Za-z0-9._~+/=-]{16,4096})$/;

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

class Unavailable extends Error {}

/** The keeper's own shares: their tanks' ids (the log is owner-only), then the shares of those tanks. */
async function ownShares(db: Pick<SupabaseClient, 'from'>): Promise<KeeperShare[]> {
  const tanks = await db.from('log_tanks').select('id');
  if (tanks.error) throw new Unavailable(tanks.error.message);
  const ids = (tanks.data as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  const shares = await db.from('tank_shares').select('username, slug').in('tank_id', ids);
  if (shares.error) throw new Unavailable(shares.error.message);
  return shares.data;
}

export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  const token = TOKEN.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return answer(401);
  const db = deps.client(token);
  if (!db) return answer(404);
  try {
    const { data, error } = await db.auth.getUser(token);
    if (error || !data.user) return error && (error.status ?? 0) >= 500 ? answer(503) : answer(401);
    const wait = deps.limiter.take(data.user.id, deps.now());
    if (wait > 0) return answer(429, { 'Retry-After': String(Math.ceil(wait / 1000)) });
    const shares = await ownShares(db);
    // The profile form keeps the claimed name in the account's metadata; a keeper without shares has no other.
    const claimed: unknown = data.user.user_metadata?.username;
    const names = [...new Set([...shares.map((s) => s.username), typeof claimed === 'string' ? claimed : null])];
    for (const path of revalidationPaths(names, shares)) deps.revalidate(path);
    return answer(204);
  } catch {
    return answer(503);
  }
}
