/** The sync's transport over supabase-js (PostgREST): the request shapes e2e/fake-supabase/rest.ts forwards. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACCOUNT_CHANGED_ERROR, OWNER_HEADER } from '@/lib/supabase/owner-guard';
import { SERVER_TABLE, type Cursor, type RowsOf, type SyncTable, type Upload } from './rows';
import { ACCOUNT_CHANGED, errorForStatus, type SyncTransport } from './transport';

interface Answer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

/** Every request gives up after this long: a server that never answers must not hold the sync lock in every tab. */
export const REQUEST_TIMEOUT_MS = 20_000;

function orThrow<R>(res: Answer): R {
  if (res.error) {
    const changed = res.status === 0 && res.error.message.startsWith(ACCOUNT_CHANGED_ERROR);
    throw errorForStatus(res.status, res.error.message, changed ? ACCOUNT_CHANGED : (res.error.code ?? null));
  }
  return res.data as R;
}

/**
 * `userId` is the account the sync works for: each request names it (OWNER_HEADER), and the browser client's
 * guarded fetch refuses to send it with another account's token.
 */
export function supabaseTransport(client: SupabaseClient, userId: string, timeoutMs = REQUEST_TIMEOUT_MS): SyncTransport {
  const signal = () => AbortSignal.timeout(timeoutMs);
  return {
    async upsert<T extends SyncTable>(table: T, rows: Upload<T>[]) {
      const res = await client
        .from(SERVER_TABLE[table])
        .upsert(rows as unknown as Record<string, unknown>[], { onConflict: 'id' })
        .select()
        .setHeader(OWNER_HEADER, userId)
        .abortSignal(signal())
        .retry(false);
      return orThrow<RowsOf[T]['server'][] | null>(res) ?? [];
    },
    async pull<T extends SyncTable>(table: T, after: Cursor | null, limit: number) {
      let q = client.from(SERVER_TABLE[table]).select('*');
      if (after) q = q.or(`updated_at.gt.${after.updatedAt},and(updated_at.eq.${after.updatedAt},id.gt.${after.id})`);
      const res = await q
        .order('updated_at', { ascending: true })
        .order('id', { ascending: true })
        .limit(limit)
        .setHeader(OWNER_HEADER, userId)
        .abortSignal(signal())
        .retry(false);
      return orThrow<RowsOf[T]['server'][] | null>(res) ?? [];
    },
    async fetch<T extends SyncTable>(table: T, ids: string[]) {
      if (!ids.length) return [];
      const res = await client
        .from(SERVER_TABLE[table])
        .select('*')
        .in('id', ids)
        .setHeader(OWNER_HEADER, userId)
        .abortSignal(signal())
        .retry(false);
      return orThrow<RowsOf[T]['server'][] | null>(res) ?? [];
    },
    async serverNow() {
      const res = await client.rpc('log_server_now').setHeader(OWNER_HEADER, userId).abortSignal(signal()).retry(false);
      return new Date(orThrow<string>(res)).toISOString();
    },
  };
}
