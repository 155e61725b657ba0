#!/usr/bin/env bash
# Installs what the tests need, then runs every test: type check, unit tests (vitest) and
# end-to-end tests (Playwright with Debian's chromium against the production build).
# Ends with one line: "N passed, N failed" (unit and end-to-end counted together).
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --browser || { echo "0 passed, 1 failed"; exit 1; }

mkdir -p test-results
unit_json=test-results/vitest.json
e2e_json=test-results/playwright.json
rm -f "$unit_json" "$e2e_json"
status=0

echo "› content (contentlayer2: MDX posts → .contentlayer, needed by the type check)"
npm run content || { status=1; build_failed=1; }

echo "› type check"
if ! npx tsc --noEmit; then status=1; typecheck_failed=1; fi

echo "› unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$unit_json" || status=1

echo "› production build"
if [ "${build_failed:-0}" = "0" ] && npm run build; then
  echo "› end-to-end tests"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$e2e_json" npx playwright test --reporter=list,json || status=1
else
  status=1
  build_failed=1
fi

node scripts/test-summary.mjs "$unit_json" "$e2e_json" "${typecheck_failed:-0}" "${build_failed:-0}"
exit $status
