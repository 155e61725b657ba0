/**
 * The browser's half of revalidation (docs/public-pages.md "Caching and revalidation"): after a keeper's write to
 * Supabase that a public page may show (a share saved, the profile saved, log entries pushed by the sync), the
 * cached public pages are made stale by POST /api/public/revalidate with the keeper's access token. Never throws:
 * a failed call only means the pages catch up within their 60-second ceiling.
 */
import type { SyncReport } from '@/lib/log/sync/core';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';

export const REVALIDATE_ROUTE = '/api/public/revalidate';
const TIMEOUT_MS = 5000;

/** Asks the server to render this keeper's public pages again on their next visit; resolves when it answered. */
export async function revalidatePublicPages(): Promise<void> {
  try {
    const db = await getSupabaseBrowserClient();
    const token = db ? (await db.auth.getSession()).data.session?.access_token : undefined;
    if (!token) return;
    await fetch(REVALIDATE_ROUTE, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    // the pages expire on their own (revalidate = 60)
  }
}

const seen = new WeakSet<SyncReport>();

/** For the sync's status listener: asks once per sync pass that uploaded something. */
export function revalidateAfterSync(report: SyncReport | null | undefined): void {
  if (!report || report.pushed === 0 || seen.has(report)) return;
  seen.add(report);
  void revalidatePublicPages();
}
