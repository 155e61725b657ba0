import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every `eslint-disable` comment names the rule it turns off and says why after ` -- ` (docs/tooling.md, "Lint and
 * format"). ESLint itself reports a disable that suppresses nothing (`reportUnusedDisableDirectives` in
 * eslint.config.mjs); this test holds the other half of the rule, which ESLint's core has no option for.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const DIRS = ['app', 'components', 'lib', 'e2e', 'scripts', 'supabase', 'messages'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const DIRECTIVE = /(?:\/\/|\/\*)\s*eslint-disable(?:-next-line|-line)?\b(.*)$/;

/** What is wrong with a line's disable comment, or null when it has none or a good one. */
export function disableProblem(line: string): string | null {
  const m = DIRECTIVE.exec(line);
  if (!m) return null;
  const [rules, ...reason] = m[1].replace(/\*\/.*$/, '').split(' -- ');
  if (!rules.trim()) return 'names no rule';
  if (!reason.join(' -- ').trim()) return 'gives no reason after " -- "';
  return null;
}

function files(): string[] {
  const rootFiles = readdirSync(ROOT).filter((f) => SOURCE.test(f));
  const nested = DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && SOURCE.test(f.name))
      .map((f) => relative(ROOT, join(f.parentPath, f.name)))
      .filter((f) => !f.split(sep).includes('node_modules')),
  );
  return [...rootFiles, ...nested];
}

describe('eslint-disable comments', () => {
  it('each name a rule and give a reason after " -- "', () => {
    const self = relative(ROOT, import.meta.filename);
    const bad = files()
      .filter((f) => f !== self)
      .flatMap((f) =>
        readFileSync(join(ROOT, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => {
            const problem = disableProblem(line);
            return problem ? [`${f.split(sep).join('/')}:${i + 1} ${problem}: ${line.trim()}`] : [];
          }),
      );
    expect(bad).toEqual([]);
  });

  it('reads the tests and scripts too', () => {
    expect(files()).toEqual(
      expect.arrayContaining([join('e2e', 'faults.spec.ts'), 'eslint.config.mjs', join('scripts', 'test-summary.mjs')]),
    );
  });

  it('tells a described disable from a bare one', () => {
    expect(disableProblem('  // eslint-disable-next-line no-console -- the CLI prints its report')).toBeNull();
    expect(disableProblem('/* eslint-disable no-console -- a CLI */')).toBeNull();
    expect(disableProblem('  // eslint-disable-next-line no-console')).toBe('gives no reason after " -- "');
    expect(disableProblem('/* eslint-disable no-console */')).toBe('gives no reason after " -- "');
    expect(disableProblem('// eslint-disable-line')).toBe('names no rule');
    expect(disableProblem('const x = 1; // a comment')).toBeNull();
  });
});
