/**
 * When the log syncs, and what the keeper is told: at start, when the browser comes online, when the page gets
 * focus or becomes visible, shortly after each local write (debounced), and on a slow timer while visible.
 * Failures wait with exponential back-off and jitter; a 401 refreshes the session once, then asks to sign in.
 * Framework-free: the browser hooks are passed in (`env`), so tests drive it with fakes.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { LogDb } from '../db';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { pendingCounts, syncOnce, type SyncOptions, type SyncReport } from './core';
import { SyncError, type SyncTransport } from './transport';

export type SyncState = 'syncing' | 'synced' | 'pending' | 'offline' | 'error' | 'signed-out';

export interface SyncStatus {
  state: SyncState;
  /** changes not yet on the server */
  pending: number;
  /** changes the server refused (kept in this browser) */
  rejected: number;
  /** when the next automatic try is due after a failure (ms since 1970), or null */
  retryAt: number | null;
  lastSyncedAt: number | null;
  lastReport: SyncReport | null;
}

export interface SyncAuth {
  /** Refreshes the session; true when a fresh access token is now in use. */
  refresh(): Promise<boolean>;
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
  private status: SyncStatus = { state: 'syncing', pending: 0, rejected: 0, retryAt: null, lastSyncedAt: null, lastReport: null };
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
      next: ({ pending, rejected }) => {
        const grew = this.lastPending >= 0 && pending > this.lastPending;
        this.lastPending = pending;
        const busy =
          this.status.state === 'syncing' ||
          this.status.state === 'offline' ||
          this.status.state === 'error' ||
          this.status.state === 'signed-out';
        this.set({ pending, rejected, ...(busy ? {} : { state: pending - rejected > 0 ? 'pending' : 'synced' }) });
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
    if (this.stopped || this.status.state === 'signed-out') return;
    if (this.timer !== null) this.env.clearTimeout(this.timer);
    this.timer = this.env.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delayMs);
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

  private async pass(): Promise<void> {
    if (!this.env.isOnline()) {
      this.set({ state: 'offline' });
      return;
    }
    this.set({ state: 'syncing', retryAt: null });
    let refreshed = false;
    for (;;) {
      try {
        const report = await this.env.withLock(() =>
          syncOnce(this.db, this.transport, this.userId, { now: this.env.now, ...this.options.sync }),
        );
        this.failures = 0;
        const { pending, rejected } = await pendingCounts(this.db);
        this.set({
          state: pending - rejected > 0 ? 'pending' : 'synced',
          pending,
          rejected,
          lastSyncedAt: this.env.now(),
          lastReport: report,
          retryAt: null,
        });
        if (pending - rejected > 0) this.schedule(this.options.debounceMs ?? 1500);
        else if (this.env.isVisible()) this.schedule(this.options.intervalMs ?? 5 * 60_000);
        return;
      } catch (e) {
        if (e instanceof SyncError && e.failure === 'auth') {
          if (!refreshed && (await this.auth.refresh().catch(() => false))) {
            refreshed = true;
            continue;
          }
          this.set({ state: 'signed-out', retryAt: null });
          return;
        }
        const delay = backoffDelay(this.failures++, this.env.random, this.options.backoff ?? DEFAULT_BACKOFF);
        const offline = !this.env.isOnline() || (e instanceof SyncError && e.failure === 'offline');
        this.set({ state: offline && !this.env.isOnline() ? 'offline' : 'error', retryAt: this.env.now() + delay });
        this.schedule(delay);
        return;
      }
    }
  }
}
