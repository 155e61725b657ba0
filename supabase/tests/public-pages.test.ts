/**
 * Public tank pages and profiles on a real PostgreSQL (supabase/migrations/20261126170000_public_pages.sql): what an
 * anonymous visitor and another account may read (a shared tank's chosen sections only, published posts only, nothing
 * once the share is off), that no account id or e-mail address is reachable through anything granted to `anon`,
 * owner-only writes, follows, rate-limited reports, usernames that cannot impersonate, and the public photo copies.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { mapTank, SHARE_COLUMNS as READ_SHARE_COLUMNS, type EntryRow, type ShareRow } from '@/lib/public/read';
import { asRole, createAuthUser, createSupabaseDatabase, type TestDatabase } from './harness';

let db: TestDatabase;
let a: string;
let b: string;
let c: string;
const A_EMAIL = 'alice.keeper@reef.example';
const B_EMAIL = 'bob.keeper@reef.example';
const tankPublic = randomUUID();
const tankPrivate = randomUUID();
const tankB = randomUUID();
const ids = {
  testOld: randomUUID(),
  testNew: randomUUID(),
  icp: randomUUID(),
  animal: randomUUID(),
  lostAnimal: randomUUID(),
  animalPhoto: randomUUID(),
  postPhoto: randomUUID(),
  loosePhoto: randomUUID(),
  post: randomUUID(),
  draft: randomUUID(),
  dose: randomUUID(),
  privatePost: randomUUID(),
  bDraft: randomUUID(),
  bPost: randomUUID(),
};

const asUser = <T>(uid: string, fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { sub: uid, role: 'authenticated' }, fn);
const asAnon = <T>(fn: (c: pg.PoolClient) => Promise<T>) => asRole(db.pool, { role: 'anon' }, fn);
const sqlState = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string } | null)?.code ?? String(e),
  );
const claim = (uid: string, name: string) =>
  asUser(uid, async (q) => (await q.query<{ r: string }>('select public.claim_username($1) as r', [name])).rows[0].r);

const entry = (uid: string, tank: string, id: string, kind: string, at: string, values: unknown) =>
  asUser(uid, (q) =>
    q.query(`insert into public.log_entries (id, user_id, tank_id, kind, at, "values") values ($1, $2, $3, $4, $5, $6)`, [
      id,
      uid,
      tank,
      kind,
      at,
      JSON.stringify(values),
    ]),
  );
const photo = (owner: string, id: string, animalId: string | null) => ({
  animalId,
  takenAt: '2026-11-20T09:00:00.000Z',
  width: 1600,
  height: 1200,
  bytes: 300_000,
  thumbBytes: 20_000,
  mime: 'image/jpeg',
  storagePath: `${owner}/${id}.jpg`,
  sha256: 'b'.repeat(64),
});
const animal = (status: string) => ({
  speciesId: 'acropora-millepora',
  freeName: null,
  nickname: 'Green mille',
  count: 1,
  acquiredAt: '2026-11-01',
  source: { kind: 'shop', text: 'Shop in Osaka', parentAnimalId: null },
  price: { amount: 3000, currency: 'JPY' },
  placement: { zone: 'upper', heightCm: 35, par: 280 },
  status,
});
const icp = {
  lab: 'ati',
  reportId: 'A-1',
  fingerprint: 'f1',
  analytes: [
    {
      element: 'Ca',
      section: 'aquarium',
      detection: 'measured',
      value: 428,
      limit: null,
      unit: 'mg/L',
      reported: { value: '428', unit: 'mg/l' },
    },
  ],
};

type Row = { id: string; kind: string; at: Date; values: Record<string, unknown> };
const entriesOf = (q: pg.PoolClient, username: string, slug: string) =>
  q.query<Row>('select * from public.public_tank_entries($1, $2)', [username, slug]).then((r) => r.rows);
const targetsOf = (q: pg.PoolClient, username: string, slug: string) =>
  q.query<{ t: unknown }>('select public.public_tank_targets($1, $2) as t', [username, slug]).then((r) => r.rows[0].t);
const SHARE_COLUMNS =
  'id, username, slug, enabled, show_readings, show_trends, show_livestock, show_icp, show_journal, kind, description, cover_photo_id, tank_name, tank_volume_l, activity_at, updated_at';
const sharesSeen = (q: pg.PoolClient) =>
  q.query<{ slug: string; username: string }>(`select ${SHARE_COLUMNS} from public.tank_shares order by slug`).then((r) => r.rows);
const setShare = (uid: string, tank: string, set: string) =>
  asUser(uid, (q) => q.query(`update public.tank_shares set ${set} where tank_id = $1`, [tank]));

beforeAll(async () => {
  db = await createSupabaseDatabase('reefcalc_public');
  a = await createAuthUser(db.pool, A_EMAIL);
  b = await createAuthUser(db.pool, B_EMAIL);
  c = await createAuthUser(db.pool, 'carol@reef.example');
  expect(await claim(a, 'coral_keeper')).toBe('ok');
  expect(await claim(b, 'bob_reef')).toBe('ok');
  for (const [uid, tank, name] of [
    [a, tankPublic, 'Display'],
    [a, tankPrivate, 'Frag tank'],
    [b, tankB, 'Nano'],
  ] as const) {
    await asUser(uid, (q) =>
      q.query(
        `insert into public.log_tanks (id, user_id, name, volume_l, targets) values ($1, $2, $3, 300, '{"alkalinity":{"low":7.5,"high":8.5}}')`,
        [tank, uid, name],
      ),
    );
  }
  await entry(a, tankPublic, ids.testOld, 'test', '2026-11-01T08:00:00Z', { alkalinity: 7.9, calcium: 420, nitrate: 5 });
  await entry(a, tankPublic, ids.testNew, 'test', '2026-11-10T08:00:00Z', { alkalinity: 8.2 });
  await entry(a, tankPublic, ids.icp, 'icp', '2026-11-05T08:00:00Z', icp);
  await entry(a, tankPublic, ids.animal, 'animal', '2026-11-01T08:00:00Z', animal('alive'));
  await entry(a, tankPublic, ids.lostAnimal, 'animal', '2026-11-02T08:00:00Z', animal('lost'));
  await entry(a, tankPublic, ids.animalPhoto, 'photo', '2026-11-03T08:00:00Z', photo(a, ids.animalPhoto, ids.animal));
  await entry(a, tankPublic, ids.postPhoto, 'photo', '2026-11-04T08:00:00Z', photo(a, ids.postPhoto, null));
  await entry(a, tankPublic, ids.loosePhoto, 'photo', '2026-11-04T09:00:00Z', photo(a, ids.loosePhoto, null));
  await entry(a, tankPublic, ids.post, 'journal', '2026-11-12T08:00:00Z', {
    title: 'New frag',
    body: 'The mille colours up.',
    photoIds: [ids.postPhoto],
    published: true,
  });
  await entry(a, tankPublic, ids.draft, 'journal', '2026-11-13T08:00:00Z', {
    title: null,
    body: 'Half written',
    photoIds: [ids.loosePhoto],
  });
  await entry(a, tankPublic, ids.dose, 'dose', '2026-11-13T08:00:00Z', { parameter: 'alkalinity', amount: 10, amountUnit: 'ml' });
  await entry(a, tankPrivate, ids.privatePost, 'journal', '2026-11-12T08:00:00Z', {
    title: 'Frags',
    body: 'Private tank',
    published: true,
  });
  await entry(b, tankB, ids.bDraft, 'journal', '2026-11-12T08:00:00Z', { title: 'Draft', body: 'Not yet', published: false });
  await entry(b, tankB, ids.bPost, 'journal', '2026-11-12T09:00:00Z', { title: 'Hello', body: 'My nano', published: true });

  await asUser(a, (q) =>
    q.query(
      `insert into public.tank_shares (tank_id, slug, enabled, show_readings, show_trends, show_livestock, show_icp, show_journal, kind, description)
       values ($1, 'display', true, true, false, true, false, true, 'sps', 'My SPS tank'),
              ($2, 'frags', false, true, true, true, true, true, 'other', null)`,
      [tankPublic, tankPrivate],
    ),
  );
  await asUser(b, (q) =>
    q.query(`insert into public.tank_shares (tank_id, slug, enabled, show_journal, kind) values ($1, 'nano', true, true, 'nano')`, [tankB]),
  );
  await asUser(a, (q) =>
    q.query(
      `insert into public.public_profiles (display_name, bio, location, links, is_public) values ('Alice', 'SPS keeper', 'Osaka', '[{"label":"Blog","url":"https://ameblo.jp/alice"}]', true)`,
    ),
  );
  await asUser(b, (q) => q.query(`insert into public.public_profiles (display_name, bio) values ('Bob', 'Private for now')`));
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('what a visitor reads', () => {
  for (const who of ['anon', 'another keeper'] as const) {
    const as = <T>(fn: (q: pg.PoolClient) => Promise<T>) => (who === 'anon' ? asAnon(fn) : asUser(c, fn));

    it(`${who}: a shared tank's chosen sections, and nothing hidden, private or drafted`, async () => {
      const rows = await as((q) => entriesOf(q, 'coral_keeper', 'display'));
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(Object.keys(byId).sort()).toEqual([ids.testOld, ids.testNew, ids.animal, ids.animalPhoto, ids.postPhoto, ids.post].sort());
      // readings shown, trends hidden: each parameter's latest value only
      expect(byId[ids.testNew].values).toEqual({ alkalinity: 8.2 });
      expect(byId[ids.testOld].values).toEqual({ calcium: 420, nitrate: 5 });
      // the animal without its price, source or placement; the photo without its storage path or checksum
      expect(byId[ids.animal].values).toEqual({
        speciesId: 'acropora-millepora',
        freeName: null,
        nickname: 'Green mille',
        count: 1,
        acquiredAt: '2026-11-01',
      });
      expect(Object.keys(byId[ids.animalPhoto].values).sort()).toEqual(['animalId', 'height', 'mime', 'takenAt', 'width']);
      expect(byId[ids.post].values).toEqual({ title: 'New frag', body: 'The mille colours up.', photoIds: [ids.postPhoto] });
      expect(await as((q) => targetsOf(q, 'coral_keeper', 'display'))).toEqual({ alkalinity: { low: 7.5, high: 8.5 } });
    });

    it(`${who}: a private tank, its journal and its share row are unreadable`, async () => {
      expect(await as((q) => entriesOf(q, 'coral_keeper', 'frags'))).toEqual([]);
      expect(await as((q) => targetsOf(q, 'coral_keeper', 'frags'))).toBeNull();
      expect((await as(sharesSeen)).map((s) => s.slug)).toEqual(['display', 'nano']);
    });

    it(`${who}: another keeper's draft is not public, their published post is`, async () => {
      const rows = await as((q) => entriesOf(q, 'bob_reef', 'nano'));
      expect(rows.map((r) => r.id)).toEqual([ids.bPost]);
    });

    it(`${who}: a public profile reads, a private one does not; the log tables stay closed`, async () => {
      const { rows } = await as((q) => q.query('select username, display_name, bio, location, links from public.public_profiles'));
      expect(rows).toEqual([
        {
          username: 'coral_keeper',
          display_name: 'Alice',
          bio: 'SPS keeper',
          location: 'Osaka',
          links: [{ label: 'Blog', url: 'https://ameblo.jp/alice' }],
        },
      ]);
      const logRows = await sqlState(
        as((q) => q.query('select id from public.log_entries')).then((r) => {
          if (r.rowCount) throw new Error(`read ${r.rowCount} rows`);
        }),
      );
      expect(['ok', '42501']).toContain(logRows);
    });
  }

  it('a hidden section shows once chosen, and hides again', async () => {
    await setShare(a, tankPublic, 'show_icp = true, show_trends = true');
    let rows = await asAnon((q) => entriesOf(q, 'coral_keeper', 'display'));
    const icpRow = rows.find((r) => r.id === ids.icp);
    expect(icpRow?.values).toEqual({
      lab: 'ati',
      analytes: [{ element: 'Ca', section: 'aquarium', detection: 'measured', value: 428, limit: null, unit: 'mg/L' }],
    });
    expect(rows.find((r) => r.id === ids.testOld)?.values).toEqual({ alkalinity: 7.9, calcium: 420, nitrate: 5 });
    await setShare(a, tankPublic, 'show_icp = false, show_trends = false, show_livestock = false');
    rows = await asAnon((q) => entriesOf(q, 'coral_keeper', 'display'));
    expect(rows.map((r) => r.kind).sort()).toEqual(['journal', 'photo', 'test', 'test']);
    expect(rows.find((r) => r.kind === 'photo')?.id).toBe(ids.postPhoto);
    await setShare(a, tankPublic, 'show_livestock = true');
  });

  it("the site's read model, mapped from what anon reads, holds the shown sections only and no account", async () => {
    const tank = await asAnon(async (q) => {
      const share = (
        await q.query<ShareRow>(
          `select ${READ_SHARE_COLUMNS}, activity_at::text as activity_at from public.tank_shares where username = $1 and slug = $2`,
          ['coral_keeper', 'display'],
        )
      ).rows[0];
      const rows = await q.query<EntryRow>(
        `select id, kind, to_jsonb(at) #>> '{}' as at, "values", updated_at::text as updated_at from public.public_tank_entries($1, $2)`,
        ['coral_keeper', 'display'],
      );
      return mapTank(share, await targetsOf(q, 'coral_keeper', 'display'), rows.rows);
    });
    expect(tank.sections).toEqual(['readings', 'livestock', 'journal']);
    expect(tank.latest.map((r) => [r.parameter, r.value])).toEqual([
      ['alkalinity', 8.2],
      ['calcium', 420],
      ['nitrate', 5],
    ]);
    expect(tank.tests).toEqual([]);
    expect(tank.icp).toEqual([]);
    expect(tank.animals.map((x) => [x.id, x.photoUrls.length])).toEqual([[ids.animal, 1]]);
    expect(tank.journal.map((p) => [p.id, p.photoUrls.length])).toEqual([[ids.post, 1]]);
    const json = JSON.stringify(tank);
    for (const secret of [a, A_EMAIL]) expect(json).not.toContain(secret);
  });

  it('the owner sees their own private share; nobody else does', async () => {
    const own = await asUser(a, (q) => q.query<{ slug: string }>(`select tank_id, slug from public.tank_shares order by slug`));
    expect(own.rows.map((r) => r.slug)).toEqual(['display', 'frags', 'nano']);
  });
});

describe('no account id or e-mail for anon', () => {
  it('anon may select no user_id column, and the API roles no e-mail anywhere', async () => {
    expect(await sqlState(asAnon((q) => q.query('select user_id from public.tank_shares')))).toBe('42501');
    expect(await sqlState(asAnon((q) => q.query('select * from public.public_profiles')))).toBe('42501');
    expect(await sqlState(asUser(c, (q) => q.query('select user_id from public.public_profiles')))).toBe('42501');
    expect(await sqlState(asAnon((q) => q.query('select * from public.usernames')))).toBe('42501');
    expect(await sqlState(asAnon((q) => q.query('select email from auth.users')))).toBe('42501');
  });

  it('every column anon may read in schema public, and every function anon may call, holds no id or e-mail of the owner', async () => {
    const { rows: cols } = await db.pool.query<{ table: string; column: string }>(
      `select c.relname as table, a.attname as column
       from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relkind in ('r', 'v', 'm', 'p', 'f') and has_column_privilege('anon', c.oid, a.attnum, 'SELECT')
       order by 1, 2`,
    );
    const tables = [...new Set(cols.map((r) => r.table))];
    expect(tables).toEqual(['community_tanks', 'public_profiles', 'tank_shares']);
    expect(cols.map((r) => r.column)).not.toContain('user_id');
    const dump: unknown[] = [];
    for (const t of tables) {
      const list = cols.filter((r) => r.table === t).map((r) => `"${r.column}"`);
      dump.push(...(await asAnon((q) => q.query<Record<string, unknown>>(`select ${list.join(', ')} from public.${t}`))).rows);
    }
    // the security-definer functions anon may call: exactly these, and their answers hold no id or e-mail
    const { rows: fns } = await db.pool.query<{ fn: string }>(
      `select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace and n.nspname = 'public'
       where p.prosecdef and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    );
    expect(fns.map((f) => f.fn)).toEqual([
      'calendar_feed',
      'claim_username',
      'public_photo_visible',
      'public_tank_entries',
      'public_tank_targets',
    ]);
    await setShare(a, tankPublic, 'show_icp = true, show_trends = true, show_livestock = true, show_journal = true');
    await setShare(a, tankPrivate, 'enabled = true');
    for (const slug of ['display', 'frags']) {
      dump.push(await asAnon((q) => entriesOf(q, 'coral_keeper', slug)));
      dump.push(await asAnon((q) => targetsOf(q, 'coral_keeper', slug)));
    }
    await setShare(a, tankPublic, 'show_icp = false, show_trends = false');
    await setShare(a, tankPrivate, 'enabled = false');
    const text = JSON.stringify(dump);
    expect(text).toContain('coral_keeper');
    expect(text).toContain('Private tank');
    for (const secret of [a, b, A_EMAIL, B_EMAIL]) expect(text).not.toContain(secret);
  });
});

describe('owner-only writes', () => {
  it("another keeper can neither share, change nor remove a keeper's tank, share or profile", async () => {
    expect(
      await sqlState(
        asUser(b, (q) => q.query(`insert into public.tank_shares (tank_id, slug, enabled) values ($1, 'stolen', true)`, [tankPrivate])),
      ),
    ).not.toBe('ok');
    expect(
      (await asUser(b, (q) => q.query(`update public.tank_shares set enabled = true where tank_id = $1`, [tankPrivate]))).rowCount,
    ).toBe(0);
    expect((await asUser(b, (q) => q.query(`update public.tank_shares set description = 'x' where slug = 'display'`))).rowCount).toBe(0);
    expect((await asUser(b, (q) => q.query(`delete from public.tank_shares where slug = 'display'`))).rowCount).toBe(0);
    expect(
      (await asUser(b, (q) => q.query(`update public.public_profiles set bio = 'hacked' where username = 'coral_keeper'`))).rowCount,
    ).toBe(0);
    expect(
      await sqlState(
        asUser(b, (q) => q.query(`insert into public.tank_shares (tank_id, user_id, slug) values ($1, $2, 'x')`, [tankPrivate, a])),
      ),
    ).toBe('42501');
    expect(await sqlState(asUser(b, (q) => q.query(`update public.public_profiles set username = 'coral_keeper'`)))).toBe('42501');
    expect(await sqlState(asAnon((q) => q.query(`insert into public.public_profiles (display_name) values ('anon')`)))).toBe('42501');
    expect(await sqlState(asAnon((q) => q.query(`update public.tank_shares set enabled = false`)))).toBe('42501');
    const { rows } = await asAnon((q) => q.query<{ n: string }>(`select count(*) as n from public.tank_shares where enabled`));
    expect(rows[0].n).toBe('2');
  });

  it("a share's username and tank name come from their owners' rows, and follow a rename", async () => {
    expect(await claim(a, 'coral_keeper_jp')).toBe('ok');
    let shares = await asAnon(sharesSeen);
    expect(shares.find((s) => s.slug === 'display')?.username).toBe('coral_keeper_jp');
    expect(await claim(a, 'coral_keeper')).toBe('ok');
    await asUser(a, (q) =>
      q.query(`update public.log_tanks set name = 'Main display', base_version = version where id = $1`, [tankPublic]),
    );
    shares = await asAnon(sharesSeen);
    expect(shares.find((s) => s.slug === 'display')).toMatchObject({ username: 'coral_keeper', tank_name: 'Main display' });
  });
});

describe('a username given up', () => {
  it('takes the profile and the shared tanks offline until it is claimed again', async () => {
    const seen = () =>
      asAnon(async (q) => ({
        profiles: (await q.query('select username from public.public_profiles')).rowCount,
        shares: (await sharesSeen(q)).map((s) => s.slug),
        entries: (await entriesOf(q, 'coral_keeper', 'display')).length,
      }));
    expect(await claim(a, '')).toBe('ok');
    expect(await seen()).toEqual({ profiles: 0, shares: ['nano'], entries: 0 });
    expect(await claim(a, 'coral_keeper')).toBe('ok');
    const back = await seen();
    expect(back.profiles).toBe(1);
    expect(back.shares).toEqual(['display', 'nano']);
    expect(back.entries).toBeGreaterThan(0);
  });
});

describe("a journal post's size", () => {
  const refusedBy = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: unknown) => (e as { constraint?: string } | null)?.constraint ?? String(e),
    );
  it('takes 10,000 Japanese characters (over the 16 KB of other entries); other kinds keep their bound', async () => {
    const at = '2026-11-20T08:00:00Z';
    const long = { title: null, body: 'あ'.repeat(10_000), published: false };
    expect(await refusedBy(entry(a, tankPrivate, randomUUID(), 'journal', at, long))).toBe('ok');
    expect(await refusedBy(entry(a, tankPrivate, randomUUID(), 'journal', at, { ...long, body: 'あ'.repeat(10_001) }))).toBe(
      'log_entries_journal_values',
    );
    // every other kind keeps the 16 KB bound
    const { rows } = await db.pool.query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'log_entries_values_size'",
    );
    expect(rows.map((r) => r.def)).toEqual([expect.stringMatching(/kind = ANY \(ARRAY\['icp'::text, 'journal'::text\]\).*<= 16384/)]);
  });
});

describe('follows', () => {
  it('a signed-in keeper follows a shared tank and reads only their own follows', async () => {
    const shareId = (await asAnon((q) => q.query<{ id: string }>(`select id from public.tank_shares where slug = 'display'`))).rows[0].id;
    expect(await sqlState(asUser(b, (q) => q.query(`insert into public.tank_follows (share_id) values ($1)`, [shareId])))).toBe('ok');
    expect(await sqlState(asAnon((q) => q.query(`insert into public.tank_follows (share_id) values ($1)`, [shareId])))).toBe('42501');
    expect((await asUser(b, (q) => q.query(`select share_id from public.tank_follows`))).rows).toEqual([{ share_id: shareId }]);
    expect((await asUser(a, (q) => q.query(`select share_id from public.tank_follows`))).rowCount).toBe(0);
    expect((await asUser(a, (q) => q.query(`delete from public.tank_follows`))).rowCount).toBe(0);
    const privateShare = (await db.pool.query<{ id: string }>(`select id from public.tank_shares where slug = 'frags'`)).rows[0].id;
    expect(await sqlState(asUser(b, (q) => q.query(`insert into public.tank_follows (share_id) values ($1)`, [privateShare])))).toBe(
      '42501',
    );
  });
});

describe('reports', () => {
  const report = (uid: string | null, target: string) => {
    const sql = `insert into public.reports (target_kind, target, reason, note) values ('post', $1, 'spam', 'selling frags')`;
    return uid ? asUser(uid, (q) => q.query(sql, [target])) : asAnon((q) => q.query(sql, [target]));
  };

  it('a signed-in keeper reports, at most 5 an hour and once per target; nobody but the service role reads them', async () => {
    for (let i = 0; i < 5; i++) expect(await sqlState(report(c, `target-${i}`))).toBe('ok');
    expect(await sqlState(report(c, 'target-6'))).toBe('PT429');
    expect(await sqlState(report(b, 'target-0'))).toBe('ok');
    expect(await sqlState(report(b, 'target-0'))).toBe('PT429');
    expect(await sqlState(report(null, 'target-x'))).toBe('42501');
    expect(await sqlState(asUser(c, (q) => q.query('select target from public.reports')))).toBe('42501');
    expect(await sqlState(asAnon((q) => q.query('select target from public.reports')))).toBe('42501');
    expect(await sqlState(asUser(c, (q) => q.query('delete from public.reports')))).toBe('42501');
    const all = await asRole(db.pool, { role: 'service_role' }, (q) =>
      q.query<{ reporter_id: string }>('select reporter_id from public.reports order by created_at'),
    );
    expect(all.rows.filter((r) => r.reporter_id === c)).toHaveLength(5);
    expect(all.rows.filter((r) => r.reporter_id === b)).toHaveLength(1);
  });
});

describe('usernames that cannot impersonate', () => {
  it('reserved names and their look-alikes are refused', async () => {
    for (const name of [
      'admin',
      'adm1n',
      'support',
      'reefcalc',
      'reefcalc_jp',
      'the_reefcalc',
      'api',
      'community',
      'moderator_k',
      '0fficial',
    ])
      expect([name, await claim(c, name)]).toEqual([name, 'invalid']);
  });

  it("a name confusable with another keeper's is taken; non-ASCII letters never pass", async () => {
    for (const name of ['c0ral_keeper', 'coral__keeper', 'cora1_keeper', 'coralkeeper', 'b0b_reef', 'bob_reef'])
      expect([name, await claim(c, name)]).toEqual([name, 'taken']);
    for (const name of ['сoral', 'ａdmin', 'Coral']) expect([name, await claim(c, name)]).toEqual([name, 'invalid']);
    expect(await claim(c, 'carol_reef')).toBe('ok');
  });

  it('the rule holds for any writer, not only claim_username', async () => {
    const d = await createAuthUser(db.pool, 'dave@reef.example');
    expect(await sqlState(db.pool.query(`insert into public.usernames (username, user_id) values ('adm1n', $1)`, [d]))).toBe('23514');
    expect(await sqlState(db.pool.query(`update public.usernames set username = 'supp0rt' where user_id = $1`, [c]))).toBe('23514');
    expect(await sqlState(db.pool.query(`update public.usernames set username = 'b0b_reef' where user_id = $1`, [c]))).toBe('23505');
  });
});

describe('public photo copies', () => {
  const upload = (uid: string, name: string) =>
    asUser(uid, (q) =>
      q.query(
        `insert into storage.objects (bucket_id, name, owner, metadata) values ('log-photos', $1, $2, '{"mimetype":"image/jpeg","size":1000}')
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now() returning id`,
        [name, uid],
      ),
    );
  const visible = (name: string) =>
    asAnon((q) => q.query(`select name from storage.objects where bucket_id = 'log-photos' and name = $1`, [name])).then((r) => r.rowCount);

  it('the owner copies a photo under its id alone; anon reads it only while shown', async () => {
    for (const id of [ids.animalPhoto, ids.loosePhoto]) expect(await sqlState(upload(a, `public/${id}.jpg`))).toBe('ok');
    expect(await sqlState(upload(a, `${a}/${ids.animalPhoto}.jpg`))).toBe('ok');
    expect(await sqlState(upload(b, `public/${ids.postPhoto}.jpg`))).toBe('42501');
    expect(await visible(`public/${ids.animalPhoto}.jpg`)).toBe(1);
    expect(await visible(`public/${ids.loosePhoto}.jpg`)).toBe(0); // in a draft only
    expect(await visible(`${a}/${ids.animalPhoto}.jpg`)).toBe(0); // the private original
    await setShare(a, tankPublic, 'show_livestock = false');
    expect(await visible(`public/${ids.animalPhoto}.jpg`)).toBe(0);
    await setShare(a, tankPublic, 'show_livestock = true');
    expect(await visible(`public/${ids.animalPhoto}.jpg`)).toBe(1);
  });

  it("a deleted photo's objects go with it: its owner deletes the picture, thumbnail and public copy of the tombstone; nobody else can", async () => {
    const id = randomUUID();
    await entry(a, tankPublic, id, 'photo', '2026-11-04T08:00:00Z', photo(a, id, ids.animal));
    const names = [`${a}/${id}.jpg`, `${a}/${id}.thumb.jpg`, `public/${id}.jpg`];
    for (const name of names) expect(await sqlState(upload(a, name))).toBe('ok');
    // the tombstone synced (lib/collection/photo-removal.ts waits for it), then Storage's delete as each caller
    await asUser(a, (q) => q.query(`update public.log_entries set deleted_at = now(), base_version = version where id = $1`, [id]));
    const remove = (as: <T>(fn: (q: pg.PoolClient) => Promise<T>) => Promise<T>) =>
      as(
        async (q) =>
          (await q.query(`delete from storage.objects where bucket_id = 'log-photos' and name = any($1) returning name`, [names])).rowCount,
      );
    expect(await remove(asAnon)).toBe(0);
    expect(await remove((fn) => asUser(b, fn))).toBe(0);
    expect(await remove((fn) => asUser(a, fn))).toBe(3);
    const left = await db.pool.query(`select name from storage.objects where bucket_id = 'log-photos' and name = any($1)`, [names]);
    expect(left.rowCount).toBe(0);
  });
});

describe('public avatars', () => {
  const upload = (uid: string, name: string) =>
    asUser(uid, (q) =>
      q.query(
        `insert into storage.objects (bucket_id, name, owner, metadata) values ('avatars', $1, $2, '{"mimetype":"image/webp","size":1000}')
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now() returning id`,
        [name, uid],
      ),
    );

  it("a keeper uploads the public copy named by their profile's avatar id; nobody else can, and the private avatar still works", async () => {
    const avatarId = randomUUID();
    await asUser(a, (q) => q.query('update public.public_profiles set avatar_id = $1', [avatarId]));
    expect(await sqlState(upload(b, `public/${avatarId}`))).toBe('42501');
    expect(await sqlState(upload(a, `public/${randomUUID()}`))).toBe('42501');
    expect(await sqlState(upload(a, `public/${avatarId}`))).toBe('ok');
    expect(await sqlState(upload(a, `public/${avatarId}`))).toBe('ok');
    expect(await sqlState(upload(a, `${a}/avatar`))).toBe('ok');
    const { rows } = await asAnon((q) => q.query('select avatar_id from public.public_profiles where username = $1', ['coral_keeper']));
    expect(rows).toEqual([{ avatar_id: avatarId }]);
  });
});

describe('switching a share off', () => {
  it('makes the tank, its entries, its photos and new follows unreadable at once, for anon and other keepers', async () => {
    expect((await asAnon((q) => entriesOf(q, 'coral_keeper', 'display'))).length).toBeGreaterThan(0);
    await setShare(a, tankPublic, 'enabled = false');
    for (const as of [asAnon, <T>(fn: (q: pg.PoolClient) => Promise<T>) => asUser(c, fn)]) {
      expect(await as((q) => entriesOf(q, 'coral_keeper', 'display'))).toEqual([]);
      expect(await as((q) => targetsOf(q, 'coral_keeper', 'display'))).toBeNull();
      expect((await as(sharesSeen)).map((s) => s.slug)).toEqual(['nano']);
      expect(
        (await as((q) => q.query(`select name from storage.objects where bucket_id = 'log-photos' and name like 'public/%'`))).rowCount,
      ).toBe(0);
    }
    const shareId = (await asUser(a, (q) => q.query<{ id: string }>(`select id from public.tank_shares where slug = 'display'`))).rows[0]
      .id;
    expect(await sqlState(asUser(c, (q) => q.query(`insert into public.tank_follows (share_id) values ($1)`, [shareId])))).toBe('42501');
    await setShare(a, tankPublic, 'enabled = true');
    expect((await asAnon((q) => entriesOf(q, 'coral_keeper', 'display'))).length).toBeGreaterThan(0);
  });

  it("a deleted tank's share switches off and stays off", async () => {
    await asUser(b, (q) => q.query(`update public.log_tanks set deleted_at = now(), base_version = version where id = $1`, [tankB]));
    expect(await asAnon((q) => entriesOf(q, 'bob_reef', 'nano'))).toEqual([]);
    const { rows } = await asUser(b, (q) =>
      q.query<{ enabled: boolean }>(`select enabled from public.tank_shares where tank_id = $1`, [tankB]),
    );
    expect(rows).toEqual([{ enabled: false }]);
  });
});

describe('the community listing', () => {
  it('each page of recently updated public tanks, by kind and volume band, is one ordered index scan', async () => {
    // 3,000 shared tanks of another keeper, a third of them switched off
    const e = await createAuthUser(db.pool, 'many@reef.example');
    await db.pool.query(`insert into public.usernames (username, user_id) values ('many_tanks', $1)`, [e]);
    await db.pool.query(
      `insert into public.log_tanks (id, user_id, name, volume_l)
       select gen_random_uuid(), $1, 'Tank ' || i, 20 + (i * 37) % 1500 from generate_series(1, 3000) i`,
      [e],
    );
    await db.pool.query(
      `insert into public.tank_shares (tank_id, user_id, slug, enabled, kind)
       select t.id, $1, 'tank-' || substr(t.name, 6), substr(t.name, 6)::int % 3 <> 0,
              (array['mixed_reef', 'sps', 'lps_soft', 'fish_only', 'nano', 'other'])[1 + substr(t.name, 6)::int % 6]
       from public.log_tanks t where t.user_id = $1`,
      [e],
    );
    await db.pool.query('analyze public.tank_shares');
    const page = async (filter: string, after: [string, string] | null) =>
      asAnon(async (q) => {
        const sql = `select id, username, slug, tank_name, tank_volume_l, kind, description, cover_photo_id, activity_at::text as at
           from public.community_tanks
           where true ${filter} and tank_volume_l between 100 and 500
             ${after ? 'and (activity_at, id) < ($1::timestamptz, $2::uuid)' : ''}
           order by activity_at desc, id desc limit 24`;
        const params = after ?? [];
        const plan = (await q.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
        const rows = (await q.query<{ at: string; id: string; kind: string; tank_volume_l: string }>(sql, params)).rows;
        return { plan, rows };
      });
    // with a kind, the planner takes the kind's index or walks the listing index and skips other kinds: either way
    // one index scan in the listing's order, never a sequential scan or a sort
    const indexScan = /Index Scan using tank_shares_listing(_kind)?_idx on tank_shares/;
    for (const filter of ['', `and kind = 'sps'`, `and kind = 'lps_soft'`]) {
      const first = await page(filter, null);
      expect(first.plan).toMatch(indexScan);
      expect(first.plan).not.toMatch(/\bSort\b|Seq Scan/);
      expect(first.rows).toHaveLength(24);
      const last = first.rows[first.rows.length - 1];
      // the cursor keeps the database's microseconds (a JavaScript Date would drop them and skip cards)
      const next = await page(filter, [last.at, last.id]);
      expect(next.plan).toMatch(indexScan);
      expect(next.plan).not.toMatch(/\bSort\b|Seq Scan/);
      expect(next.rows).toHaveLength(24);
      const ids = [...first.rows, ...next.rows].map((r) => r.id);
      expect(new Set(ids).size).toBe(48);
      for (const r of [...first.rows, ...next.rows]) {
        expect(Number(r.tank_volume_l)).toBeGreaterThanOrEqual(100);
        expect(Number(r.tank_volume_l)).toBeLessThanOrEqual(500);
        if (filter) expect(filter).toContain(`'${r.kind}'`);
      }
    }
  });
});
