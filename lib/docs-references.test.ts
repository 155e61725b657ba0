import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code and tests cite the repository's own docs (docs/methods.md, docs/presets.md), never the reference files that
 * stay outside it, so a maintainer can check every formula's source. Every cited anchor must exist.
 */
const ROOT = path.resolve(__dirname, '..');
const DIRS = ['app', 'components', 'lib', 'e2e', 'scripts'];
const SOURCE = /\.(?:[cm]?[jt]sx?|css|json)$/;
// Spelled in parts so this file does not cite them itself.
const OUTSIDE = [
  ...['formulas', 'products', 'style', 'stack'].map((name) => `${name}.md`),
  ['glossary', 'ja'].join('-'),
  ['japan', 'review'].join('-'),
  ['code', 'review'].join('-'),
  ['product', 'brief'].join(' '),
  ['icp', 'products.json'].join('-'),
  ['..', 'shared'].join('/'),
];
/** An issue cited by its number: history that belongs in git, not in the code (spelled in parts, as above). */
const ISSUE_NUMBER = new RegExp(['\\bissue', '#?\\d+'].join(' '), 'i');
/** Names that exist both outside and in docs/: cited only as docs/<name> (or a relative link inside docs/). */
const SHARED_NAMES = ['icp.md', 'japan.md', 'reef-log.md'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : files(full);
    return SOURCE.test(e.name) ? [full] : [];
  });
}

const sources = DIRS.flatMap((d) => files(path.join(ROOT, d))).map((f) => ({
  file: path.relative(ROOT, f),
  lines: readFileSync(f, 'utf8').split('\n'),
}));

/** The anchors a doc defines: `<a id="…">` and GitHub's slugs of its headings. */
function anchors(doc: string): Set<string> {
  const text = readFileSync(path.join(ROOT, 'docs', doc), 'utf8');
  const ids = [...text.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]);
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    m[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
  return new Set([...ids, ...headings]);
}

describe('references to the docs in code and tests', () => {
  it('finds the sources it checks', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('never cites the reference files kept outside the repository', () => {
    const hits = sources.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (OUTSIDE.some((name) => line.includes(name)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it('never cites an issue by its number', () => {
    const hits = sources.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it('cites a name the docs share with outside files only as docs/<name>', () => {
    const hits = sources.flatMap(({ file, lines }) =>
      // this file names them to check them
      (file === path.join('lib', 'docs-references.test.ts') ? [] : lines).flatMap((line, i) =>
        SHARED_NAMES.some((name) => new RegExp(`(?<![\\w/.-])${name.replace('.', '\\.')}`).test(line))
          ? [`${file}:${i + 1}: ${line.trim()}`]
          : [],
      ),
    );
    expect(hits).toEqual([]);
  });

  it.each(['methods.md', 'presets.md', 'japan.md'])('cites only anchors that %s defines', (doc) => {
    const defined = anchors(doc);
    const cited = new RegExp(`${doc.replace('.', '\\.')}#([a-z0-9-]+)`, 'g');
    const missing = sources.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => [...line.matchAll(cited)].filter((m) => !defined.has(m[1])).map((m) => `${file}:${i + 1}: #${m[1]}`)),
    );
    expect(missing).toEqual([]);
  });
});
