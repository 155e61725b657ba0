/**
 * Runs the Supabase stand-in (app.ts) for Playwright: `node --import tsx e2e/fake-supabase/server.ts`
 * (FAKE_SUPABASE_PORT=54329, FAKE_SUPABASE_ANON_KEY=fake-anon-key, FAKE_SUPABASE_JWT_SECRET=test secret,
 * FAKE_SUPABASE_MAX_ROWS=1000: the max rows of a /rest/v1 read, or `none`).
 * Creates its own database on the machine's PostgreSQL at start and drops it on SIGINT/SIGTERM.
 */
import { startFakeSupabase } from './app';

async function main() {
  const fake = await startFakeSupabase({
    port: Number(process.env.FAKE_SUPABASE_PORT ?? 54329),
    anonKey: process.env.FAKE_SUPABASE_ANON_KEY,
    jwtSecret: process.env.FAKE_SUPABASE_JWT_SECRET,
  });
  console.log(`fake Supabase on ${fake.url} (database ${fake.db.name})`);
  let closing = false;
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(sig, () => {
      if (closing) return;
      closing = true;
      fake.close().then(
        () => process.exit(0),
        (e) => (console.error(e), process.exit(1)),
      );
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
