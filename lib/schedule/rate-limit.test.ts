import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';
import { feedAddress, newFeedToken, tokenHash, TOKEN_PATTERN } from './token';

describe('the feed rate limit', () => {
  it('allows a burst, then one request per refill interval, per address', () => {
    const r = new RateLimiter({ capacity: 3, refillMs: 1000, maxKeys: 10 });
    expect([r.take('a', 0), r.take('a', 0), r.take('a', 0)]).toEqual([0, 0, 0]);
    expect(r.take('a', 0)).toBe(1000);
    expect(r.take('b', 0)).toBe(0);
    expect(r.take('a', 500)).toBe(500);
    expect(r.take('a', 1000)).toBe(0);
  });
  it('forgets the oldest address when full', () => {
    const r = new RateLimiter({ capacity: 1, refillMs: 60_000, maxKeys: 2 });
    r.take('a', 0);
    r.take('b', 0);
    r.take('c', 0);
    expect(r.take('a', 1)).toBe(0); // a was dropped, so it starts with a full bucket
    expect(r.take('c', 1)).toBeGreaterThan(0);
  });
});

describe('feed tokens', () => {
  it('are 256 random bits in base64url, hashed as hex SHA-256', async () => {
    const a = newFeedToken();
    expect(a).toMatch(TOKEN_PATTERN);
    expect(newFeedToken()).not.toBe(a);
    // SHA-256("abc"), FIPS 180-2 appendix B.1
    expect(await tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('make a webcal address with the language', () => {
    expect(feedAddress('https://reef.example', 'T', 'ja')).toBe('webcal://reef.example/api/calendar/T.ics?lang=ja');
    expect(feedAddress('http://127.0.0.1:3341', 'T', 'en')).toBe('webcal://127.0.0.1:3341/api/calendar/T.ics');
  });
});
