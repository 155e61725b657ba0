/**
 * What the first-load JavaScript of a page is made of: for every external script of the page, the share of its
 * minified bytes that each source (an npm package, or a folder of this repository) accounts for, scaled to the
 * chunk's gzip size. Needs a build with browser source maps (read from the build directory; the server does not serve them):
 *
 *   SOURCE_MAPS=1 NEXT_DIST_DIR=.next-map npm run build
 *   NEXT_DIST_DIR=.next-map npx next start -H localhost -p 3400 &
 *   NEXT_DIST_DIR=.next-map node scripts/bench/chunk-contents.mjs http://localhost:3400/reef-calculator/dosing [--by=file]
 *
 * The gzip share is an estimate (bytes compress unevenly); the chunk totals are exact.
 */
import { gzipSync, constants } from 'node:zlib';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptSources } from './first-load-js.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

/** A short name for a source path: the npm package, or the repository folder two levels deep. */
export function sourceGroup(source, byFile = false) {
  const clean = source.replace(/^.*?(\/|^)(?=node_modules\/|app\/|components\/|lib\/|messages\/|\.contentlayer\/)/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    if (!byFile) return pkg;
    return `${pkg}/${rest.slice(rest[0].startsWith('@') ? 2 : 1).join('/')}`;
  }
  if (byFile) return clean;
  return clean.split('/').slice(0, 2).join('/');
}

/** Bytes of generated code per source group, from a source map. */
export function attribute(code, map, byFile = false) {
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(map);
  const spans = [];
  consumer.eachMapping((m) => spans.push(m), null, SourceMapConsumer.GENERATED_ORDER);
  const bytes = new Map();
  let mapped = 0;
  for (let i = 0; i < spans.length; i += 1) {
    const m = spans[i];
    const next = spans[i + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const len = Math.max(0, end - m.generatedColumn);
    const key = m.source ? sourceGroup(m.source, byFile) : '(unmapped)';
    bytes.set(key, (bytes.get(key) ?? 0) + len);
    mapped += len;
  }
  bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + Math.max(0, code.length - mapped));
  return bytes;
}

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: node scripts/bench/chunk-contents.mjs <page url> [--by=file]');
  const byFile = process.argv.includes('--by=file');
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const html = await (await fetch(url)).text();
  const totals = new Map();
  let all = 0;
  for (const s of scriptSources(html)) {
    if (s.noModule) continue;
    const src = new URL(s.src, url);
    const code = await (await fetch(src)).text();
    const gz = gzipSync(Buffer.from(code), { level: constants.Z_BEST_COMPRESSION }).length;
    all += gz;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName ? join(distDir, 'static/chunks', mapName) : '';
    const parts = existsSync(mapFile)
      ? attribute(code, JSON.parse(readFileSync(mapFile, 'utf8')), byFile)
      : new Map([['(no map)', code.length]]);
    const sorted = [...parts].filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1]);
    console.log(`\n${src.pathname}  ${(gz / 1024).toFixed(1)} KB gz`);
    for (const [key, b] of sorted) {
      const share = (gz * b) / code.length;
      totals.set(key, (totals.get(key) ?? 0) + share);
      if (share >= 200) console.log(`  ${(share / 1024).toFixed(1).padStart(6)}  ${key}`);
    }
  }
  console.log(`\nWhole page: ${(all / 1024).toFixed(1)} KB gz`);
  for (const [key, b] of [...totals].sort((a, b) => b[1] - a[1])) {
    if (b >= 200) console.log(`  ${(b / 1024).toFixed(1).padStart(6)}  ${key}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
