/**
 * The reef log's row bounds on a real PostgreSQL (supabase/migrations/20261126090000_log_integrity.sql): an entry's
 * `typed` holds texts only and the jsonb columns take at most 16 KB, the same bounds lib/log/db-bounds.ts applies in
 * the browser before an import (so what the preview accepts, the database accepts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { jsonbTextBytes, MAX_JSONB_BYTES } from '@/lib/log/db-bounds';
import { asRole, createAuthUser, createSupabaseDatabase, type TestDatabase } from './harness';

let db: TestDatabase;
let keeper: string;
const tank = randomUUID();
const asKeeper = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: keeper, role: 'authenticated' }, fn);
const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );

const insertEntry = (values: unknown, typed: unknown = null) =>
  sqlState(
    asKeeper((c) =>
      c.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values", typed) values ($1, $2, $3, $4, now(), $5, $6)`, [
        randomUUID(),
        keeper,
        tank,
        'note',
        JSON.stringify(values),
        typed === null ? null : JSON.stringify(typed),
      ]),
    ),
  );
const insertTank = (extra: Record<string, unknown>) =>
  sqlState(
    asKeeper((c) =>
      c.query(
        `insert into public.log_tanks (id, user_id, name, volume_l, targets, additives) select * from jsonb_to_record($1::jsonb) as x(id uuid, user_id uuid, name text, volume_l numeric, targets jsonb, additives jsonb)`,
        [JSON.stringify({ id: randomUUID(), user_id: keeper, name: 'Sump', volume_l: 100, targets: {}, additives: {}, ...extra })],
      ),
    ),
  );

/** An object whose jsonb text is exactly `bytes` long: {"note": "xxx…"} */
const ofBytes = (bytes: number) => ({ note: 'x'.repeat(bytes - '{"note": ""}'.length) });

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_log_bounds');
  keeper = await createAuthUser(db.pool, 'keeper@reef.example');
  await asKeeper((c) =>
    c.query(`insert into public.log_tanks (id, user_id, name, volume_l, targets) values ($1, $2, 'Display', 300, '{}')`, [tank, keeper]),
  );
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('reef log row bounds', () => {
  it('typed holds texts only', async () => {
    expect(await insertEntry({}, { alkalinity: '3.1 meq/L' })).toBe('ok');
    expect(await insertEntry({}, { alkalinity: 3.1 })).toBe('23514');
    expect(await insertEntry({}, { alkalinity: { value: '3.1' } })).toBe('23514');
    expect(await insertEntry({}, ['3.1'])).toBe('23514');
  });

  it("jsonb columns take 16 KB as PostgreSQL prints them, the browser's measure", async () => {
    expect(jsonbTextBytes(ofBytes(MAX_JSONB_BYTES))).toBe(MAX_JSONB_BYTES);
    const printed = await asKeeper((c) =>
      c.query<{ n: number }>(`select octet_length($1::jsonb::text) as n`, [JSON.stringify({ a: [1, 2], b: 'é' })]),
    );
    expect(printed.rows[0].n).toBe(jsonbTextBytes({ a: [1, 2], b: 'é' }));
    expect(await insertEntry({}, ofBytes(MAX_JSONB_BYTES))).toBe('ok');
    expect(await insertEntry({}, ofBytes(MAX_JSONB_BYTES + 1))).toBe('23514');
    expect(await insertTank({ additives: { alkalinity: 'x'.repeat(MAX_JSONB_BYTES) } })).toBe('23514');
    expect(await insertTank({ additives: { alkalinity: 'redsea-foundation-b' } })).toBe('ok');
  });
});
