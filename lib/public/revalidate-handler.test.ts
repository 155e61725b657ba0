import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/lib/schedule/rate-limit';
import { handleRevalidate, REVALIDATE_LIMITS, type RevalidateDeps } from './revalidate-handler';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.signature-part';

interface FakeOptions {
  user?: { id: string; user_metadata?: Record<string, unknown> } | null;
  authError?: { message: string; status?: number } | null;
  authThrows?: boolean;
  tanks?: { id: string }[];
  /** every share the fake database holds, with the tank each belongs to */
  shares?: { tank_id: string; username: string | null; slug: string }[];
  readError?: boolean;
}

/** A stand-in for supabase-js: getUser checks the token, reads see only the rows the token's keeper may read. */
function fakeClient(o: FakeOptions, seen: { tokens: string[]; queries: string[] }) {
  return {
    auth: {
      getUser(token: string) {
        seen.tokens.push(token);
        if (o.authThrows) return Promise.reject(new Error('network down'));
        if (o.authError) return Promise.resolve({ data: { user: null }, error: o.authError });
        return Promise.resolve({ data: { user: o.user ?? null }, error: null });
      },
    },
    from(table: string) {
      return {
        select(columns: string) {
          seen.queries.push(`${table}: ${columns}`);
          if (table === 'log_tanks')
            return Promise.resolve(o.readError ? { data: null, error: { message: 'boom' } } : { data: o.tanks ?? [], error: null });
          return {
            in(column: string, ids: string[]) {
              seen.queries.push(`${table}.${column} in ${ids.join(',')}`);
              const rows = (o.shares ?? []).filter((s) => ids.includes(s.tank_id)).map(({ username, slug }) => ({ username, slug }));
              return Promise.resolve({ data: rows, error: null });
            },
          };
        },
      };
    },
  } as unknown as Pick<SupabaseClient, 'auth' | 'from'>;
}

function setup(o: FakeOptions, extra: Partial<RevalidateDeps> = {}) {
  const seen = { tokens: [] as string[], queries: [] as string[] };
  const revalidated: string[] = [];
  const deps: RevalidateDeps = {
    client: () => fakeClient(o, seen),
    revalidate: (p) => revalidated.push(p),
    limiter: new RateLimiter(REVALIDATE_LIMITS),
    now: () => 0,
    ...extra,
  };
  const post = (auth: string | null = `Bearer ${TOKEN}`) =>
    handleRevalidate(new Request('http://x/api/public/revalidate', { method: 'POST', headers: auth ? { authorization: auth } : {} }), deps);
  return { seen, revalidated, post, deps };
}

const keeper = { id: 'user-a', user_metadata: { username: 'coral_keeper' } };

describe('POST /api/public/revalidate', () => {
  it("verifies the token and revalidates only the keeper's own pages", async () => {
    const { post, seen, revalidated } = setup({
      user: keeper,
      tanks: [{ id: 't1' }],
      shares: [
        { tank_id: 't1', username: 'coral_keeper', slug: 'reef' },
        { tank_id: 'other', username: 'someone_else', slug: 'theirs' },
      ],
    });
    const res = await post();
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(seen.tokens).toEqual([TOKEN]);
    expect(seen.queries).toEqual(['log_tanks: id', 'tank_shares: username, slug', 'tank_shares.tank_id in t1']);
    expect(revalidated).toContain('/en/u/coral_keeper/reef');
    expect(revalidated).toContain('/ja/u/coral_keeper/reef');
    expect(revalidated).toContain('/ja/community');
    expect(revalidated.some((p) => p.includes('someone_else'))).toBe(false);
  });

  it('revalidates the profile of a keeper without tanks', async () => {
    const { post, revalidated } = setup({ user: keeper, tanks: [] });
    expect((await post()).status).toBe(204);
    expect(revalidated.sort()).toEqual(['/en/community', '/en/u/coral_keeper', '/ja/community', '/ja/u/coral_keeper']);
  });

  it.each([null, 'Bearer', 'Basic abc', `Bearer ${TOKEN} extra`, 'Bearer <script>alert(1)</script>'])(
    'answers 401 without a well-formed token (%s), asking nothing',
    async (auth) => {
      const { post, seen, revalidated } = setup({ user: keeper });
      expect((await post(auth)).status).toBe(401);
      expect(seen.tokens).toEqual([]);
      expect(revalidated).toEqual([]);
    },
  );

  it('answers 401 when Supabase refuses the token, 503 when it fails, never 500', async () => {
    expect((await setup({ authError: { message: 'invalid JWT', status: 403 } }).post()).status).toBe(401);
    expect((await setup({ user: null }).post()).status).toBe(401);
    expect((await setup({ authError: { message: 'upstream', status: 502 } }).post()).status).toBe(503);
    expect((await setup({ authThrows: true }).post()).status).toBe(503);
    const failedRead = setup({ user: keeper, readError: true });
    expect((await failedRead.post()).status).toBe(503);
    expect(failedRead.revalidated).toEqual([]);
  });

  it('answers 404 on a site without Supabase', async () => {
    expect((await setup({ user: keeper }, { client: () => null }).post()).status).toBe(404);
  });

  it('limits each account to a burst, then one call every few seconds', async () => {
    const { post, deps } = setup({ user: keeper, tanks: [] });
    for (let i = 0; i < REVALIDATE_LIMITS.capacity; i++) expect((await post()).status).toBe(204);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    deps.now = () => REVALIDATE_LIMITS.refillMs;
    expect((await post()).status).toBe(204);
  });
});
