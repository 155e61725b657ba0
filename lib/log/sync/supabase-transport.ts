/** The sync's transport over supabase-js (PostgREST): the request shapes e2e/fake-supabase/rest.ts forwards. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SERVER_TABLE, type Cursor, type RowsOf, type SyncTable, type Upload } from './rows';
import { errorForStatus, type SyncTransport } from './transport';

interface Answer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

function rowsOrThrow<R>(res: Answer): R[] {
  if (res.error) throw errorForStatus(res.status, res.error.message, res.error.code ?? null);
  return (res.data ?? []) as R[];
}

export function supabaseTransport(client: SupabaseClient): SyncTransport {
  return {
    async upsert<T extends SyncTable>(table: T, rows: Upload<T>[]) {
      const res = await client
        .from(SERVER_TABLE[table])
        .upsert(rows as unknown as Record<string, unknown>[], { onConflict: 'id' })
        .select()
        .retry(false);
      return rowsOrThrow<RowsOf[T]['server']>(res);
    },
    async pull<T extends SyncTable>(table: T, after: Cursor | null, limit: number) {
      let q = client.from(SERVER_TABLE[table]).select('*');
      if (after) q = q.or(`updated_at.gt.${after.updatedAt},and(updated_at.eq.${after.updatedAt},id.gt.${after.id})`);
      const res = await q.order('updated_at', { ascending: true }).order('id', { ascending: true }).limit(limit).retry(false);
      return rowsOrThrow<RowsOf[T]['server']>(res);
    },
  };
}
