/**
 * A token bucket per client address, in the server's memory (docs/schedule.md#feed): each address may make
 * `capacity` requests at once and then one every `refillMs`. Calendar apps poll a feed every 15 minutes to a few
 * hours, so the limits only ever stop guessing. Buckets live in one process; the map is bounded, dropping the
 * oldest address when full.
 */
export interface BucketLimits {
  capacity: number;
  refillMs: number;
  maxKeys: number;
}

/** 20 at once, then one every 30 s (120 an hour), per address; at most 10,000 addresses remembered. */
export const FEED_LIMITS: BucketLimits = { capacity: 20, refillMs: 30_000, maxKeys: 10_000 };

export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private limits: BucketLimits = FEED_LIMITS) {}

  /** Takes one token for `key` at `now`; returns 0 when allowed, else the milliseconds until the next token. */
  take(key: string, now: number): number {
    const { capacity, refillMs, maxKeys } = this.limits;
    const old = this.buckets.get(key);
    const tokens = old ? Math.min(capacity, old.tokens + (now - old.at) / refillMs) : capacity;
    this.buckets.delete(key);
    if (this.buckets.size >= maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) * refillMs);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return 0;
  }
}
