/**
 * Time limits for calls to an outside service (Supabase): an unreachable project must cost a page a few
 * seconds at most. supabase-js has no timeout of its own, and auth-js retries a failed token refresh with
 * back-off for up to 30 s.
 */

/** How long one call to Supabase may take, and how long the proxy waits for a session refresh in all. */
export const SUPABASE_TIMEOUT_MS = 3000;

/** `fetch` that aborts after `ms` (on top of the caller's own signal). */
export function fetchWithTimeout(ms: number = SUPABASE_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/** `promise`, or a DeadlineError after `ms` (the work itself is not cancelled). */
export function withDeadline<T>(promise: Promise<T>, ms: number = SUPABASE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
