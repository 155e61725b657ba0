import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The versions docs/couplings.md's couplings to framework internals were checked against. An upgrade of one of these
 * packages fails here: walk through docs/couplings.md (each row names its own test), then move the pin.
 */
const CHECKED_WITH = { next: '16.4.6', dexie: '4.4.7', typescript: '7.0.2', 'typescript-for-lint': '6.0.3' };

const ROOT = join(import.meta.dirname, '..');
const installed = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

describe('couplings to framework internals (docs/couplings.md)', () => {
  it.each(Object.entries(CHECKED_WITH))('%s is the version they were checked with (%s)', (name, version) => {
    expect(installed(name)).toBe(version);
  });

  it('lists every pinned package in docs/couplings.md', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'couplings.md'), 'utf8');
    for (const [name, version] of Object.entries(CHECKED_WITH)) expect(doc).toContain(`${name} ${version}`);
  });
});
