// Prints the closing line of the test run: "N passed, N failed", unit and end-to-end together.
// A failed type check, lint, format check or build counts as one failure each, so a broken tree can never
// read as green.
import { existsSync, readFileSync } from 'node:fs';

const [unitPath, e2ePath, typecheckFailed, buildFailed, lintFailed, formatFailed] = process.argv.slice(2);
let passed = 0;
let failed = 0;

if (existsSync(unitPath)) {
  const r = JSON.parse(readFileSync(unitPath, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numTotalTestSuites && r.success === false && !r.numFailedTests ? 1 : 0);
} else {
  failed += 1;
}

if (existsSync(e2ePath)) {
  const r = JSON.parse(readFileSync(e2ePath, 'utf8'));
  const s = r.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += (s.unexpected ?? 0) + (r.errors?.length && !s.unexpected ? 1 : 0);
} else if (buildFailed !== '1') {
  failed += 1;
}

if (typecheckFailed === '1') failed += 1;
if (buildFailed === '1') failed += 1;
if (lintFailed === '1') failed += 1;
if (formatFailed === '1') failed += 1;

console.log(`${passed} passed, ${failed} failed`);
