/**
 * When the log syncs, and what the keeper is told: at start, when the browser comes online, when the page gets
 * focus or becomes visible, shortly after each local write (debounced), and on a slow timer while visible.
 * Failures wait with exponential back-off and jitter; a 401 refreshes the session, and a refresh that fails for
 * want of an answer (offline, 429, 5xx) is itself retried with back-off: only a refresh the server refuses asks to
 * sign in again. A pass that outlives `passTimeoutMs` lets go of the tabs' shared lock. When the browser's session
 * turns out to belong to another account (signed in again in another tab), the engine stops and says so.
 * Framework-free: the browser hooks are passed in (`env`), so tests drive it with fakes.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { LogDb } from '../db';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { pendingCounts, syncOnce, type SyncOptions, type SyncReport } from './core';
import { SyncError, type SyncTransport } from './transport';

export type SyncState = 'syncing' | 'synced' | 'pending' | 'offline' | 'error' | 'signed-out' | 'account-changed';

export interface SyncStatus {
  state: SyncState;
  /** changes not yet on the server */
  pending: number;
  /** changes the server refused (kept in this browser) */
  rejected: number;
  /** changes made on another device too, waiting for the keeper's choice */
  conflicts: number;
  /** rows the last pass pulled but did not store, as they lack a stored row's shape (listed in lastReport.invalid) */
  invalidPulled: number;
  /** when the next automatic try is due after a failure (ms since 1970), or null */
  retryAt: number | null;
  lastSyncedAt: number | null;
  lastReport: SyncReport | null;
}

export interface SyncAuth {
  /**
   * Refreshes the session: `ok` when a fresh access token is now in use, `refused` when the server refused the
   * refresh token (signed out for good), `failed` when there was no usable answer (retried with back-off).
   */
  refresh(): Promise<'ok' | 'refused' | 'failed'>;
}

/** What the engine needs from the browser (window, document, navigator.locks). */
export interface SyncEnv {
  isOnline(): boolean;
  isVisible(): boolean;
  /** subscribes to online/offline/focus/visibility changes; returns the unsubscribe */
  listen(on: { online: () => void; offline: () => void; wake: () => void }): () => void;
  /** runs `fn` while holding a lock shared by the tabs of this origin (so two tabs do not push at once) */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random: () => number;
  now: () => number;
}

export interface LogSyncOptions {
  sync?: Partial<SyncOptions>;
  backoff?: BackoffOptions;
  /** quiet time after a local write before pushing it */
  debounceMs?: number;
  /** the slow timer while the page is visible */
  intervalMs?: number;
  /** a pass still running after this long gives up the lock shared by the tabs (each request has its own timeout) */
  passTimeoutMs?: number;
  /** called once when the session turns out to belong to another account */
  onAccountChanged?: () => void;
}

export function browserEnv(): SyncEnv {
  return {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
    listen(on) {
      const vis = () => document.visibilityState === 'visible' && on.wake();
      window.addEventListener('online', on.online);
      window.addEventListener('offline', on.offline);
      window.addEventListener('focus', on.wake);
      document.addEventListener('visibilitychange', vis);
      return () => {
        window.removeEventListener('online', on.online);
        window.removeEventListener('offline', on.offline);
        window.removeEventListener('focus', on.wake);
        document.removeEventListener('visibilitychange', vis);
      };
    },
    withLock: (fn) => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('reefcalc-log-sync', fn) : fn()),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    random: Math.random,
    now: Date.now,
  };
}

export class LogSync {
  private status: SyncStatus = {
    state: 'syncing',
    pending: 0,
    rejected: 0,
    conflicts: 0,
    invalidPulled: 0,
    retryAt: null,
    lastSyncedAt: null,
    lastReport: null,
  };
  private listeners = new Set<(s: SyncStatus) => void>();
  private timer: unknown = null;
  private failures = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private unlisten: (() => void) | null = null;
  private outboxWatch: Subscription | null = null;
  private lastPending = -1;

  constructor(
    private readonly db: LogDb,
    private readonly transport: SyncTransport,
    private readonly userId: string,
    private readonly auth: SyncAuth,
    private readonly env: SyncEnv = browserEnv(),
    private readonly options: LogSyncOptions = {},
  ) {}

  getStatus(): SyncStatus {
    return this.status;
  }

  subscribe(fn: (s: SyncStatus) => void): () => void {
    this.listeners.add(fn);
    fn(this.status);
    return () => this.listeners.delete(fn);
  }

  private set(patch: Partial<SyncStatus>) {
    this.status = { ...this.status, ...patch };
    for (const fn of this.listeners) fn(this.status);
  }

  /** Starts syncing: one pass now, then on the triggers above. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = this.env.listen({
      online: () => this.request(0),
      offline: () => this.set({ state: 'offline' }),
      wake: () => this.request(0),
    });
    // A local write adds an outbox item (in this tab or another): push it once the keeper pauses.
    this.outboxWatch = liveQuery(() => pendingCounts(this.db)).subscribe({
      next: ({ pending, rejected, conflicts }) => {
        const grew = this.lastPending >= 0 && pending > this.lastPending;
        this.lastPending = pending;
        const busy = this.status.state !== 'synced' && this.status.state !== 'pending';
        this.set({ pending, rejected, conflicts, ...(busy ? {} : { state: pending > 0 ? 'pending' : 'synced' }) });
        if (grew) this.request(this.options.debounceMs ?? 1500);
      },
      error: () => {},
    });
    this.request(0);
  }

  stop(): void {
    this.stopped = true;
    this.unlisten?.();
    this.unlisten = null;
    this.outboxWatch?.unsubscribe();
    this.outboxWatch = null;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Asks for a pass after `delayMs` (replacing a later scheduled one). The retry button calls it with 0. */
  request(delayMs = 0): void {
    if (this.status.state === 'signed-out' || this.status.state === 'account-changed') return;
    this.schedule(delayMs);
  }

  /** Runs a pass now (or right after the one under way); resolves when done. */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.run();
      }
    });
    return this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  /** The pass under the tabs' shared lock, let go after passTimeoutMs even if a request never answers. */
  private locked(): Promise<SyncReport> {
    const limit = this.options.passTimeoutMs ?? 120_000;
    return this.env.withLock(
      () =>
        new Promise<SyncReport>((resolve, reject) => {
          const timer = this.env.setTimeout(() => reject(new SyncError('offline', 'the sync pass timed out')), limit);
          syncOnce(this.db, this.transport, this.userId, this.options.sync).then(
            (r) => (this.env.clearTimeout(timer), resolve(r)),
            (e: unknown) => (this.env.clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
          );
        }),
    );
  }

  private async pass(): Promise<void> {
    if (!this.env.isOnline()) {
      this.set({ state: 'offline' });
      return;
    }
    this.set({ state: 'syncing', retryAt: null });
    let refreshed = false;
    for (;;) {
      try {
        const report = await this.locked();
        this.failures = 0;
        const counts = await pendingCounts(this.db);
        this.set({
          state: counts.pending > 0 ? 'pending' : 'synced',
          ...counts,
          lastSyncedAt: this.env.now(),
          lastReport: report,
          invalidPulled: report.invalid.length,
          retryAt: null,
        });
        if (counts.pending > 0) this.schedule(this.options.debounceMs ?? 1500);
        else if (this.env.isVisible()) this.schedule(this.options.intervalMs ?? 5 * 60_000);
        return;
      } catch (e) {
        if (e instanceof SyncError && e.failure === 'account') {
          this.set({ state: 'account-changed', retryAt: null });
          this.stop();
          this.options.onAccountChanged?.();
          return;
        }
        if (e instanceof SyncError && e.failure === 'auth' && !refreshed) {
          const outcome = await this.auth.refresh().catch(() => 'failed' as const);
          if (outcome === 'ok') {
            refreshed = true;
            continue;
          }
          if (outcome === 'refused') {
            this.set({ state: 'signed-out', retryAt: null });
            return;
          }
          // no usable answer to the refresh: wait and try the whole pass again
        } else if (e instanceof SyncError && e.failure === 'auth') {
          this.set({ state: 'signed-out', retryAt: null });
          return;
        }
        const delay = backoffDelay(this.failures++, this.env.random, this.options.backoff ?? DEFAULT_BACKOFF);
        const offline = !this.env.isOnline();
        this.set({
          state: offline ? 'offline' : 'error',
          retryAt: this.env.now() + delay,
          ...(await pendingCounts(this.db).catch(() => ({}))),
        });
        this.schedule(delay);
        return;
      }
    }
  }
}
