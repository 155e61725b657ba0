/**
 * ICP analyses as log entries on a real PostgreSQL (supabase/migrations/20261126150100_icp_entries.sql): the owner
 * stores and reads them, a second keeper and anonymous visitors neither, values of the wrong shape are refused, and
 * an analysis of 140 analytes fits the kind's own size bound while every other kind keeps 16 KB.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { jsonbTextBytes, MAX_ICP_VALUES_BYTES, MAX_JSONB_BYTES } from '@/lib/log/db-bounds';
import type { IcpAnalyte, IcpEntryValues } from '@/lib/icp/types';
import { asRole, createAuthUser, createSupabaseDatabase, type TestDatabase } from './harness';

let db: TestDatabase;
let a: string;
let b: string;
const tankA = randomUUID();
const tankB = randomUUID();

const asUser = <T>(uid: string, fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: uid, role: 'authenticated' }, fn);
const asAnon = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { role: 'anon' }, fn);
const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );

const analyte = (over: Partial<IcpAnalyte> = {}): IcpAnalyte => ({
  element: 'Ca',
  section: 'aquarium',
  detection: 'measured',
  value: 428,
  limit: null,
  unit: 'mg/L',
  reported: { value: '428', unit: 'mg/l' },
  ...over,
});
const values = (over: Partial<IcpEntryValues> = {}): IcpEntryValues => ({
  lab: 'ati',
  reportId: 'A-1',
  fingerprint: 'f1',
  analytes: [
    analyte(),
    analyte({ element: 'Sn', detection: 'below', value: null, limit: 0.0005, reported: { value: '< 0,5', unit: 'µg/l' } }),
  ],
  ...over,
});

const insert = (uid: string, tankId: string, v: unknown, kind = 'icp', id = randomUUID()) =>
  sqlState(
    asUser(uid, (c) =>
      c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, $4, now(), $5)`, [
        id,
        uid,
        tankId,
        kind,
        JSON.stringify(v),
      ]),
    ),
  );

/** `n` analytes, half of them the RO water's, as a 140-analyte panel prints them. */
const panel = (n: number) =>
  values({
    fingerprint: 'x'.repeat(64),
    analytes: Array.from({ length: n }, (_, i) =>
      analyte({
        element: `E${i}`,
        section: i < n / 2 ? 'aquarium' : 'rodi',
        value: 1234.56789,
        reported: { value: '1234,56789', unit: 'µg/l' },
      }),
    ),
  });

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_icp');
  a = await createAuthUser(db.pool, 'a@reef.example');
  b = await createAuthUser(db.pool, 'b@reef.example');
  for (const [uid, tank] of [
    [a, tankA],
    [b, tankB],
  ])
    await asUser(uid, (c) =>
      c.query(`insert into public.log_tanks (id, user_id, name, volume_l, targets) values ($1, $2, 'Display', 300, '{}')`, [tank, uid]),
    );
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('ICP analyses in log_entries', () => {
  it('the owner stores and reads an analysis; the second keeper and anon neither read nor write it', async () => {
    const id = randomUUID();
    expect(await insert(a, tankA, values(), 'icp', id)).toBe('ok');
    const mine = await asUser(a, (c) => c.query<{ values: IcpEntryValues }>(`select "values" from public.log_entries where id = $1`, [id]));
    expect(mine.rows[0].values.analytes).toHaveLength(2);
    expect((await asUser(b, (c) => c.query(`select 1 from public.log_entries where id = $1`, [id]))).rowCount).toBe(0);
    const changed = await asUser(b, (c) => c.query(`update public.log_entries set note = 'x' where id = $1`, [id]));
    expect(changed.rowCount).toBe(0);
    // b writing into a's tank, or as a
    expect(await insert(b, tankA, values())).toBe('23503');
    expect(
      await sqlState(
        asUser(b, (c) =>
          c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, 'icp', now(), $4)`, [
            randomUUID(),
            a,
            tankA,
            JSON.stringify(values()),
          ]),
        ),
      ),
    ).toBe('42501');
    expect(await sqlState(asAnon((c) => c.query(`select 1 from public.log_entries where id = $1`, [id])))).toBe('42501');
    expect(
      await sqlState(
        asAnon((c) =>
          c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, 'icp', now(), $4)`, [
            randomUUID(),
            a,
            tankA,
            JSON.stringify(values()),
          ]),
        ),
      ),
    ).toBe('42501');
  });

  it.each([
    ['an unknown lab', values({ lab: 'acme' as never })],
    ['no fingerprint', { ...values(), fingerprint: undefined }],
    ['a fingerprint that is not text', values({ fingerprint: 7 as never })],
    ['analytes not an array', values({ analytes: {} as never })],
    ['no analytes', values({ analytes: [] })],
    ['an unknown key', { ...values(), extra: 1 }],
    ['an unknown section', values({ analytes: [analyte({ section: 'tap' as never })] })],
    ['an unknown unit', values({ analytes: [analyte({ unit: 'µg/L' as never })] })],
    ['a non-detect stored as 0', values({ analytes: [analyte({ detection: 'not-detected', value: 0 })] })],
    ['a measured value without a number', values({ analytes: [analyte({ value: null })] })],
    ['a value as text', values({ analytes: [analyte({ value: '428' as never })] })],
    ['a negative value', values({ analytes: [analyte({ value: -1 })] })],
    ['a below without its limit', values({ analytes: [analyte({ detection: 'below', value: null, limit: null })] })],
    ['no printed form', values({ analytes: [{ ...analyte(), reported: undefined as never }] })],
  ])('refuses %s', async (_, v) => {
    expect(await insert(a, tankA, v)).toBe('23514');
  });

  it('takes 140 analytes (about 24 KB) but not more than 64 KB; other kinds keep 16 KB', async () => {
    const big = panel(140);
    expect(jsonbTextBytes(big)).toBeGreaterThan(MAX_JSONB_BYTES);
    expect(jsonbTextBytes(big)).toBeLessThan(MAX_ICP_VALUES_BYTES / 2);
    expect(await insert(a, tankA, big)).toBe('ok');
    const huge = panel(300);
    huge.analytes.forEach((x) => (x.reported.value = 'y'.repeat(64)));
    expect(jsonbTextBytes(huge)).toBeGreaterThan(MAX_ICP_VALUES_BYTES);
    expect(await insert(a, tankA, huge)).toBe('23514');
    expect(await insert(a, tankA, panel(301))).toBe('23514');
    // a note's values stay bounded at 16 KB (and must be empty anyway for the app; the bound is the database's)
    expect(await insert(a, tankA, { x: 'z'.repeat(MAX_JSONB_BYTES) }, 'note')).toBe('23514');
  });
});
