import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOG_NAMESPACES } from './log-messages';

const ROOT = resolve(__dirname, '../..');

/** A module's file, from an import specifier written in `from`'s folder ('./x', '@/components/x'); null outside components/. */
function fileOf(spec: string, from: string): string | null {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base || !base.startsWith(join(ROOT, 'components'))) return null;
  return ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f)) ?? null;
}

/** Every component file the log's screen loads, statically or on demand, starting from log-app.tsx. */
function logModules(): string[] {
  const seen = new Set<string>();
  const queue = [join(ROOT, 'components/log/log-app.tsx')];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    for (const [, spec] of src.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const next = fileOf(spec, file);
      if (next) queue.push(next);
    }
  }
  return [...seen];
}

/**
 * The message paths a file reads: each `useTranslations('NS')`, narrowed to the static start of every key its
 * translator is called with, and each `useMessages().A.B`.
 */
function pathsRead(src: string): string[] {
  const out: string[] = [];
  for (const [, name, ns] of src.matchAll(/const (\w+) = useTranslations\('([\w.]+)'\)/g)) {
    const keys = [...src.matchAll(new RegExp(`\\b${name}(?:\\.has|\\.rich)?\\(\\s*[\`'"]([\\w.]*)`, 'g'))].map(([, k]) => k);
    // a key's last segment may be built at run time (`options.${id}`): keep only the segments written out
    const prefixes = keys.map((k) => k.split('.').slice(0, -1).join('.'));
    out.push(...(prefixes.length ? prefixes.map((p) => (p ? `${ns}.${p}` : ns)) : [ns]));
  }
  for (const [, path] of src.matchAll(/useMessages\(\)((?:\.\w+)+)/g)) out.push(path.slice(1));
  return out;
}

const covered = (path: string) => LOG_NAMESPACES.some((ns) => path === ns || path.startsWith(`${ns}.`));

describe('the messages the log page hands to its client components', () => {
  const modules = logModules();

  it('walks the log’s own screens and the kit fields they are built from', () => {
    const rel = modules.map((f) => f.slice(ROOT.length + 1));
    expect(rel).toEqual(
      expect.arrayContaining(['components/log/dose-form.tsx', 'components/log/trend-chart.tsx', 'components/calculators/kit/fields.tsx']),
    );
  });

  it('hold every namespace those components read', () => {
    const missing = modules.flatMap((f) =>
      pathsRead(readFileSync(f, 'utf8'))
        .filter((p) => !covered(p))
        .map((p) => `${f.slice(ROOT.length + 1)}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('would notice a namespace left out', () => {
    const read = new Set(modules.flatMap((f) => pathsRead(readFileSync(f, 'utf8'))));
    expect([...read].some((p) => p === 'Units' || p.startsWith('Units.'))).toBe(true);
    expect([...read].some((p) => p.startsWith('Calculators.dosing.presetLabels'))).toBe(true);
  });
});
