/** What a session refresh's answer means for the sync (lib/log/sync/engine.ts SyncAuth). */

interface RefreshAnswer {
  error: { status?: number; code?: string; name?: string } | null;
}

/**
 * `ok`, or `refused` when Auth refused the refresh token (not found, already used, session gone: signed out for
 * good), or `failed` when there was no usable answer (offline, timeout, 429, 5xx), which the engine retries.
 */
export function refreshOutcome(answer: RefreshAnswer): 'ok' | 'refused' | 'failed' {
  const e = answer.error;
  if (!e) return 'ok';
  const status = e.status ?? 0;
  // supabase-js's "session missing" has no status: there is nothing to refresh
  if (e.name === 'AuthSessionMissingError') return 'refused';
  return status >= 400 && status < 500 && status !== 408 && status !== 429 ? 'refused' : 'failed';
}

/** Runs a refresh, giving up (`failed`) after `ms`: a token endpoint that never answers must not stall the sync. */
export function refreshWithin(refresh: () => Promise<RefreshAnswer>, ms = 20_000): Promise<'ok' | 'refused' | 'failed'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('failed'), ms);
    refresh().then(
      (a) => (clearTimeout(timer), resolve(refreshOutcome(a))),
      () => (clearTimeout(timer), resolve('failed')),
    );
  });
}
