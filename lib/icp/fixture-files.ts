import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fixture reports of lib/icp/fixtures (one per lab layout and language), for tests and the bench. */
export const FIXTURE_DIR = fileURLToPath(new URL('./fixtures', import.meta.url));

export function fixtureNames(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => /\.(?:txt|html)$/.test(f))
    .sort();
}

export function readFixture(name: string): string {
  return readFileSync(path.join(FIXTURE_DIR, name), 'utf8');
}
