// Deep-merges a fragment {"en": {...}, "ja": {...}} into messages/en.json and messages/ja.json
// (read, merge, write at once, keys sorted at the top level), so that several screens can add their
// strings without editing the same lines by hand. Usage: node scripts/merge-messages.mjs fragment.json
import { readFileSync, writeFileSync } from 'node:fs';

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && a[k] && typeof a[k] === 'object' && !Array.isArray(a[k])) merge(a[k], v);
    else a[k] = v;
  }
  return a;
};
for (const locale of ['en', 'ja']) {
  if (!fragment[locale]) continue;
  const path = new URL(`../messages/${locale}.json`, import.meta.url);
  const merged = merge(JSON.parse(readFileSync(path, 'utf8')), fragment[locale]);
  const byName = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b, 'en')));
  // namespaces in alphabetical order (messages/messages.test.ts holds it), and the calculators' slugs too
  const messages = byName(merged);
  if (messages.Calculators) messages.Calculators = byName(messages.Calculators);
  writeFileSync(path, `${JSON.stringify(messages, null, 2)}\n`);
}
console.log('merged', process.argv[2]);
