/**
 * The care schedule on a real PostgreSQL (supabase/migrations/20261126150300_care_schedule.sql): task and completion
 * values are checked, only their owner reads or writes them, and the calendar feed answers through a token's hash
 * only — exactly its keeper's live tasks, nothing for a wrong or revoked token.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import ICAL from 'ical.js';
import type { LogEntry } from '@/lib/log/model';
import { lastDoneAt } from '@/lib/schedule/due';
import { handleFeed, type FeedRow } from '@/lib/schedule/feed-route';
import { taskDoneValuesProblem, taskValuesProblem, type TaskEntry } from '@/lib/schedule/model';
import { RateLimiter } from '@/lib/schedule/rate-limit';
import { asRole, createAuthUser, createSupabaseDatabase, type TestDatabase } from './harness';

let db: TestDatabase;
let a: string;
let b: string;
const tankA = randomUUID();
const archivedA = randomUUID();
const tankB = randomUUID();
const taskA = randomUUID();
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const asUser = <T>(uid: string, fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: uid, role: 'authenticated' }, fn);
const asAnon = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { role: 'anon' }, fn);
const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );

const TASK = {
  taskKind: 'test',
  title: 'Alk',
  parameter: 'alkalinity',
  rhythm: { every: 3, unit: 'day' },
  time: '09:00',
  timeZone: 'Asia/Tokyo',
  start: '2027-03-01',
  mode: 'data',
};
const insertEntry = (c: pg.PoolClient, userId: string, tankId: string, kind: string, values: unknown, id = randomUUID()) =>
  c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, $4, now(), $5)`, [
    id,
    userId,
    tankId,
    kind,
    JSON.stringify(values),
  ]);
const insertTank = (c: pg.PoolClient, id: string, userId: string, name: string) =>
  c.query(`insert into public.log_tanks (id, user_id, name, volume_l, targets) values ($1, $2, $3, 300, '{}')`, [id, userId, name]);
/** The feed for `token`, asked as anon (or as the keeper with id `as`). */
const feed = (token: string, as: string = 'anon') =>
  (as === 'anon' ? asAnon : (fn: (c: pg.PoolClient) => Promise<unknown>) => asUser(as, fn))((c) =>
    c.query<{ r: { id: string; tankName: string; lastDone: string | null; values: unknown }[] }>(`select public.calendar_feed($1) as r`, [
      hash(token),
    ]),
  ).then(
    (r) => (r as pg.QueryResult<{ r: { id: string; tankName: string; lastDone: string | null; values: unknown }[] | null }>).rows[0].r,
  );

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_schedule');
  a = await createAuthUser(db.pool, 'a@reef.example');
  b = await createAuthUser(db.pool, 'b@reef.example');
  await asUser(a, async (c) => {
    await insertTank(c, tankA, a, 'Display');
    await insertTank(c, archivedA, a, 'Old nano');
    await insertEntry(c, a, tankA, 'task', TASK, taskA);
    await insertEntry(c, a, archivedA, 'task', { ...TASK, title: 'Archived' });
    await insertEntry(c, a, tankA, 'task_done', { taskId: taskA, entryId: null });
    await c.query(`update public.log_tanks set archived_at = now(), base_version = version where id = $1`, [archivedA]);
  });
  await asUser(b, async (c) => {
    await insertTank(c, tankB, b, 'Frag tank');
    await insertEntry(c, b, tankB, 'task', { ...TASK, title: 'B task' });
  });
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('task values', () => {
  const bad: [string, unknown][] = [
    ['unknown kind', { ...TASK, taskKind: 'feed' }],
    ['bad rhythm unit', { ...TASK, rhythm: { every: 3, unit: 'month' } }],
    ['fractional every', { ...TASK, rhythm: { every: 1.5, unit: 'day' } }],
    ['weekday 7', { ...TASK, rhythm: { weekdays: [1, 7] } }],
    ['repeated weekday', { ...TASK, rhythm: { weekdays: [1, 1] } }],
    ['two rhythms at once', { ...TASK, rhythm: { every: 3, unit: 'day', once: '2027-01-01' } }],
    ['bad time', { ...TASK, time: '24:00' }],
    ['unknown zone', { ...TASK, timeZone: 'Mars/Olympus' }],
    ['zone in lower case', { ...TASK, timeZone: 'asia/tokyo' }],
    ['start on 31 February', { ...TASK, start: '2027-02-31' }],
    ['start on 29 February of a common year', { ...TASK, start: '2027-02-29' }],
    ['once on 31 April', { ...TASK, rhythm: { once: '2027-04-31' } }],
    ['bad mode', { ...TASK, mode: 'auto' }],
    ['extra key', { ...TASK, colour: 'red' }],
    ['bottle without size', { ...TASK, bottle: { unit: 'ml', parameter: 'alkalinity' } }],
    ['title not text', { ...TASK, title: 3 }],
  ];
  it.each(bad)('the database and the browser refuse a task with %s', async (_, values) => {
    expect(taskValuesProblem(values)).not.toBeNull();
    expect(await sqlState(asUser(a, (c) => insertEntry(c, a, tankA, 'task', values)))).toBe('23514');
  });
  it('both accept every rhythm and a bottle', async () => {
    for (const v of [
      TASK,
      { ...TASK, rhythm: { weekdays: [0, 6] }, parameter: null, paused: true },
      { ...TASK, rhythm: { once: '2027-12-31' }, timeZone: 'America/New_York' },
      { ...TASK, rhythm: { once: '2028-02-29' }, start: '2028-02-29' },
      { ...TASK, taskKind: 'stock', mode: 'data', bottle: { size: 500, unit: 'ml', parameter: 'calcium' } },
    ]) {
      expect(taskValuesProblem(v)).toBeNull();
      expect(await sqlState(asUser(a, (c) => insertEntry(c, a, tankA, 'task', v)))).toBe('ok');
    }
  });
  it('completions carry a task id and the id of the entry they produced', async () => {
    const good = { taskId: taskA, entryId: randomUUID() };
    expect(taskDoneValuesProblem(good)).toBeNull();
    expect(await sqlState(asUser(a, (c) => insertEntry(c, a, tankA, 'task_done', good)))).toBe('ok');
    for (const v of [{ taskId: 'x', entryId: null }, { entryId: null }, { taskId: taskA, entryId: null, extra: 1 }]) {
      expect(taskDoneValuesProblem(v)).not.toBeNull();
      expect(await sqlState(asUser(a, (c) => insertEntry(c, a, tankA, 'task_done', v)))).toBe('23514');
    }
  });
});

describe('tasks belong to their keeper', () => {
  it('a second keeper and anon neither read nor write them', async () => {
    const seen = await asUser(b, (c) => c.query(`select id from public.log_entries where kind in ('task', 'task_done')`));
    expect(seen.rows).toHaveLength(1); // b's own task only
    expect(await sqlState(asUser(b, (c) => insertEntry(c, a, tankA, 'task', TASK)))).toBe('42501');
    const changed = await asUser(b, (c) => c.query(`update public.log_entries set note = 'x' where id = $1`, [taskA]));
    expect(changed.rowCount).toBe(0);
    expect(await sqlState(asAnon((c) => c.query(`select id from public.log_entries`)))).toBe('42501');
    expect(await sqlState(asAnon((c) => insertEntry(c, a, tankA, 'task', TASK)))).toBe('42501');
    const own = await asUser(a, (c) => c.query(`select id from public.log_entries where kind = 'task'`));
    expect(own.rows.length).toBeGreaterThanOrEqual(2);
  });
});

describe('calendar feeds', () => {
  it('a keeper makes, reads and revokes their own feed; others see nothing of it', async () => {
    await asUser(a, (c) => c.query(`select public.calendar_feed_replace($1)`, [hash('token-a-1')]));
    const mine = await asUser(a, (c) => c.query(`select token_hash, revoked_at from public.calendar_feeds`));
    expect(mine.rows).toEqual([{ token_hash: hash('token-a-1'), revoked_at: null }]);
    expect((await asUser(b, (c) => c.query(`select * from public.calendar_feeds`))).rows).toEqual([]);
    expect(await sqlState(asAnon((c) => c.query(`select * from public.calendar_feeds`)))).toBe('42501');
    expect(await sqlState(asAnon((c) => c.query(`select public.calendar_feed_replace($1)`, [hash('anon')])))).toBe('42501');
    // a keeper cannot plant a feed on another keeper, nor take over theirs
    expect(
      await sqlState(
        asUser(b, (c) => c.query(`insert into public.calendar_feeds (user_id, token_hash) values ($1, $2)`, [a, hash('planted')])),
      ),
    ).toBe('42501');
    const stolen = await asUser(b, (c) => c.query(`update public.calendar_feeds set revoked_at = now()`));
    expect(stolen.rowCount).toBe(0);
    expect(await sqlState(asUser(a, (c) => c.query(`update public.calendar_feeds set user_id = $1`, [b])))).toBe('42501');
    expect(await sqlState(asUser(a, (c) => c.query(`insert into public.calendar_feeds (token_hash) values ('not-a-hash')`)))).toBe('23514');
  });

  it("the token's feed is exactly that keeper's live tasks with tank names and last completion", async () => {
    const rows = (await feed('token-a-1'))!;
    expect(rows.map((r) => r.tankName)).toEqual(rows.map(() => 'Display')); // the archived tank's task is left out
    expect(rows.some((r) => r.id === taskA && r.lastDone !== null)).toBe(true);
    expect(rows.find((r) => r.id === taskA)?.values).toEqual(TASK);
    // through the same function, a signed-in second keeper gets a's tasks only with a's token
    expect(await feed('token-a-1', b)).toEqual(rows);
    await asUser(a, (c) => c.query(`update public.log_entries set deleted_at = now(), base_version = version where id = $1`, [taskA]));
    expect((await feed('token-a-1'))!.some((r) => r.id === taskA)).toBe(false);
  });

  it('a wrong, revoked or replaced token returns nothing', async () => {
    expect(await feed('wrong')).toBeNull();
    // a keeper with a live feed and no tasks gets an empty list, not null
    await asUser(b, (c) => c.query(`select public.calendar_feed_replace($1)`, [hash('token-b')]));
    await asUser(b, (c) => c.query(`update public.log_entries set deleted_at = now(), base_version = version where kind = 'task'`));
    expect(await feed('token-b')).toEqual([]);
    await asUser(a, (c) => c.query(`select public.calendar_feed_replace($1)`, [hash('token-a-2')]));
    expect(await feed('token-a-1')).toBeNull();
    expect((await feed('token-a-2'))!.length).toBeGreaterThan(0);
    const n = await asUser(a, (c) => c.query<{ n: number }>(`select public.calendar_feed_revoke() as n`));
    expect(n.rows[0].n).toBe(1);
    expect(await feed('token-a-2')).toBeNull();
    // a revoked feed stays revoked
    expect(await sqlState(asUser(a, (c) => c.query(`update public.calendar_feeds set revoked_at = null`)))).toBe('42501');
    expect(await feed('token-a-2')).toBeNull();
  });
});

describe('the feed route on the database', () => {
  const token = 'route-token-0123456789abcdefghijklmnopqrstu';
  const deps = (limiter = new RateLimiter()) => ({
    readFeed: (h: string) =>
      asAnon((c) => c.query<{ r: FeedRow[] | null }>(`select public.calendar_feed($1) as r`, [h])).then((r) => r.rows[0].r),
    limiter,
    now: () => Date.parse('2027-03-01T00:00:00Z'),
    text: {
      summary: (v: { title: string }, tank: string) => `${v.title} — ${tank}`,
      description: 'https://reef.example/log',
      calendarName: 'Care',
    },
    logUrl: 'https://reef.example/log',
    host: 'reef.example',
  });
  const get = (param: string, d = deps()) => handleFeed(new Request(`https://reef.example/api/calendar/${param}`), param, d);

  it('answers a live token with a calendar of its tasks, and the same 404 for wrong, malformed and revoked ones', async () => {
    const fresh = randomUUID();
    await asUser(a, (c) => insertEntry(c, a, tankA, 'task', { ...TASK, title: 'Route task', mode: 'calendar' }, fresh));
    await asUser(a, (c) => c.query(`select public.calendar_feed_replace($1)`, [hash(token)]));
    const ok = await get(`${token}.ics`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const cal = new ICAL.Component(ICAL.parse(await ok.text()) as unknown[]);
    const summaries = cal.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('summary'));
    expect(summaries).toContain('Route task — Display');
    expect(summaries.some((x) => String(x).startsWith('B task'))).toBe(false);

    const wrong = await get('x'.repeat(43) + '.ics');
    const malformed = await get('../../etc/passwd');
    await asUser(a, (c) => c.query(`select public.calendar_feed_revoke()`));
    const revoked = await get(`${token}.ics`);
    for (const r of [wrong, malformed, revoked]) {
      expect(r.status).toBe(404);
      expect(await r.text()).toBe('Not found\n');
      expect([...r.headers]).toEqual([...wrong.headers]);
    }
  });

  it('is rate-limited per address', async () => {
    const limiter = new RateLimiter({ capacity: 2, refillMs: 60_000, maxKeys: 10 });
    const d = deps(limiter);
    expect((await get('a.ics', d)).status).toBe(404);
    expect((await get('a.ics', d)).status).toBe(404);
    const limited = await get('a.ics', d);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
  });
});

describe('the feed and the log agree on when a test task was last done', () => {
  const tank = randomUUID();
  const task = randomUUID();
  const values = { ...TASK, title: 'Alk check', start: '2027-03-01', timeZone: 'Asia/Tokyo' };
  const insertAt = (c: pg.PoolClient, kind: string, v: unknown, at: string, id = randomUUID()) =>
    c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, $4, $5, $6)`, [
      id,
      a,
      tank,
      kind,
      at,
      JSON.stringify(v),
    ]);
  const lastDoneOfTask = async () => {
    const rows = (await feed('token-last-done'))!;
    const row = rows.find((r) => r.id === task)!;
    return row.lastDone === null ? null : new Date(row.lastDone).toISOString();
  };

  it('counts a plain test of the task’s parameter from the start day (midnight in its zone), as lastDoneAt does', async () => {
    const deleted = randomUUID();
    const entries: LogEntry[] = [];
    await asUser(a, async (c) => {
      await insertTank(c, tank, a, 'Frag system');
      await insertAt(c, 'task', values, '2027-02-20T00:00:00Z', task);
      // 23:59 in Tokyo on the day before the start: before the task was planned
      await insertAt(c, 'test', { alkalinity: 8.1 }, '2027-02-28T14:59:00Z');
      // 00:00 in Tokyo on the start day: the first test that does it
      await insertAt(c, 'test', { alkalinity: 8.2 }, '2027-02-28T15:00:00Z');
      // later tests that do not: another parameter, and a deleted one
      await insertAt(c, 'test', { calcium: 430 }, '2027-03-05T00:00:00Z');
      await insertAt(c, 'test', { alkalinity: 7.9 }, '2027-03-06T00:00:00Z', deleted);
      await c.query(`update public.log_entries set deleted_at = now(), base_version = version where id = $1`, [deleted]);
      await c.query(`select public.calendar_feed_replace($1)`, [hash('token-last-done')]);
      const stored = await c.query<{ id: string; kind: string; at: Date; values: unknown; deleted_at: Date | null }>(
        `select id, kind, at, "values", deleted_at from public.log_entries where tank_id = $1`,
        [tank],
      );
      for (const r of stored.rows)
        entries.push({
          id: r.id,
          tankId: tank,
          kind: r.kind,
          at: r.at.toISOString(),
          values: r.values,
          note: null,
          deletedAt: r.deleted_at?.toISOString() ?? null,
        } as LogEntry);
    });
    expect(await lastDoneOfTask()).toBe('2027-02-28T15:00:00.000Z');
    const taskEntry = entries.find((e) => e.id === task) as TaskEntry;
    expect(new Date(lastDoneAt(taskEntry, entries)!).toISOString()).toBe('2027-02-28T15:00:00.000Z');

    // a completion after it is the last time, in both
    await asUser(a, (c) => insertAt(c, 'task_done', { taskId: task, entryId: null }, '2027-03-04T00:00:00Z'));
    expect(await lastDoneOfTask()).toBe('2027-03-04T00:00:00.000Z');
  });

  it('does not count tests for a task that is not a test', async () => {
    await asUser(a, (c) =>
      c.query(`update public.log_entries set "values" = $2, base_version = version where id = $1`, [
        task,
        JSON.stringify({ ...values, taskKind: 'water_change', parameter: null }),
      ]),
    );
    expect(await lastDoneOfTask()).toBe('2027-03-04T00:00:00.000Z'); // the completion only
    await asUser(a, (c) =>
      c.query(`update public.log_entries set deleted_at = now(), base_version = version where kind = 'task_done' and tank_id = $1`, [tank]),
    );
    expect(await lastDoneOfTask()).toBeNull();
  });
});
