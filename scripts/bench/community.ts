/**
 * `npm run bench -- --only=community`: the community listing on 10,000 public tanks (docs/performance.md). A scratch
 * PostgreSQL database gets every migration (supabase/tests/harness.ts), 100 keepers with 100 shared tanks each and
 * their activity spread over 90 days; then, as `anon`, EXPLAIN (ANALYZE, BUFFERS) of the first page and of the next
 * page, written as lib/public/read.ts `readCommunityPage` sends them through the view `community_tanks` (PostgREST:
 * `activity_at <= X and (activity_at < X or id < Y)`, 25 rows for a page of 24). Each must be one index scan in the
 * listing's order, with no sort and no sequential scan. The database is dropped at the end.
 */
import { asRole, createAuthUser, createSupabaseDatabase } from '../../supabase/tests/harness';
import { CARD_COLUMNS, COMMUNITY_PAGE_SIZE } from '../../lib/public/read';

const KEEPERS = 100;
const TANKS_EACH = 100;

async function main() {
  const db = await createSupabaseDatabase('reefcalc_bench_community');
  try {
    const t0 = performance.now();
    for (let k = 0; k < KEEPERS; k++) {
      const id = await createAuthUser(db.pool, `keeper${k}@reef.example`);
      const name = `keeper_${String(k).padStart(3, '0')}`;
      await db.pool.query(`insert into public.usernames (username, user_id) values ($1, $2)`, [name, id]);
      await db.pool.query(
        `insert into public.log_tanks (id, user_id, name, volume_l)
       select gen_random_uuid(), $1, 'Tank ' || i, 20 + (i * 37) % 1500 from generate_series(1, ${TANKS_EACH}) i`,
        [id],
      );
      await db.pool.query(
        `insert into public.tank_shares (tank_id, user_id, slug, enabled, kind)
       select t.id, $1, 'tank-' || substr(t.name, 6), true,
              (array['mixed_reef', 'sps', 'lps_soft', 'fish_only', 'nano', 'other'])[1 + substr(t.name, 6)::int % 6]
       from public.log_tanks t where t.user_id = $1`,
        [id],
      );
    }
    // "recently updated" spread over 90 days (the derive trigger would stamp every row with now())
    await db.pool.query(`alter table public.tank_shares disable trigger tank_shares_derive`);
    await db.pool.query(`update public.tank_shares set activity_at = now() - random() * interval '90 days'`);
    await db.pool.query(`alter table public.tank_shares enable trigger tank_shares_derive`);
    await db.pool.query('vacuum analyze public.tank_shares');
    const count = (await db.pool.query<{ n: string }>('select count(*) n from public.community_tanks')).rows[0].n;
    console.log(`seeded ${count} public tanks of ${KEEPERS} keepers in ${Math.round(performance.now() - t0)} ms`);

    const limit = COMMUNITY_PAGE_SIZE + 1;
    const first = `select ${CARD_COLUMNS} from public.community_tanks order by activity_at desc, id desc limit ${limit}`;
    const next = `select ${CARD_COLUMNS} from public.community_tanks
    where activity_at <= $1::timestamptz and (activity_at < $1::timestamptz or id < $2::uuid)
    order by activity_at desc, id desc limit ${limit}`;

    const explain = async (label: string, sql: string, params: unknown[]) => {
      await asRole(db.pool, { role: 'anon' }, async (q) => {
        await q.query(sql, params); // warm, as a server that has been answering
        const plan = (await q.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params)).rows.map(
          (r) => r['QUERY PLAN'],
        );
        const text = plan.join('\n');
        const oneIndexScan = /Index Scan using tank_shares_listing_idx on tank_shares/.test(text) && !/\bSort\b|Seq Scan/.test(text);
        console.log(`\n${label}: ${oneIndexScan ? 'one index scan, no sort' : 'NOT one index scan'}`);
        for (const line of plan) console.log(`  ${line}`);
        if (!oneIndexScan) process.exitCode = 1;
      });
    };

    await explain('first page', first, []);
    const rows = await asRole(
      db.pool,
      { role: 'anon' },
      async (q) =>
        (
          await q.query<{ id: string; at: string }>(
            `select id, activity_at::text as at from public.community_tanks order by activity_at desc, id desc limit ${COMMUNITY_PAGE_SIZE}`,
          )
        ).rows,
    );
    const last = rows[rows.length - 1];
    await explain('next page', next, [last.at, last.id]);
  } finally {
    await db.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
