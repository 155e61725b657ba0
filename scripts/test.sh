#!/usr/bin/env bash
# Installs what the tests need, then runs every test: type check, lint (ESLint), format check (Prettier),
# unit tests (vitest) and end-to-end tests (Playwright with Debian's chromium against the production build).
# Ends with one line: "N passed, N failed" (unit and end-to-end counted together; a failed type check,
# lint, format check or build counts as one failure each).
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --browser || { echo "0 passed, 1 failed"; exit 1; }

# Reports live outside test-results/, which Playwright empties when it starts.
mkdir -p reports
unit_json=reports/vitest.json
e2e_json=reports/playwright.json
rm -f "$unit_json" "$e2e_json"
status=0

echo "› content (contentlayer2: MDX posts → .contentlayer, needed by the type check)"
npm run content || { status=1; build_failed=1; }

echo "› type check"
if ! npm run --silent typecheck; then status=1; typecheck_failed=1; fi

echo "› lint (ESLint)"
if ! npm run --silent lint; then status=1; lint_failed=1; fi

echo "› format check (Prettier)"
if ! npm run --silent format:check; then status=1; format_failed=1; fi

echo "› unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$unit_json" || status=1

# The accounts tests (e2e/accounts) run against a second build whose NEXT_PUBLIC_SUPABASE_* (inlined at build
# time) point at the fake Supabase server that playwright.config.ts starts on loopback.
export E2E_FAKE_SUPABASE_PORT="${E2E_FAKE_SUPABASE_PORT:-54329}"
export E2E_SUPABASE_ANON_KEY="${E2E_SUPABASE_ANON_KEY:-fake-anon-key}"
export E2E_AUTH_DIST_DIR="${E2E_AUTH_DIST_DIR:-.next-auth}"
auth_build() {
  # The tree was type-checked above; the same sources need no second check.
  NEXT_DIST_DIR="$E2E_AUTH_DIST_DIR" SKIP_TYPECHECK=1 \
    NEXT_PUBLIC_SUPABASE_URL="http://127.0.0.1:$E2E_FAKE_SUPABASE_PORT" NEXT_PUBLIC_SUPABASE_ANON_KEY="$E2E_SUPABASE_ANON_KEY" \
    npx next build && NEXT_DIST_DIR="$E2E_AUTH_DIST_DIR" node scripts/build-worker.mjs &&
    NEXT_DIST_DIR="$E2E_AUTH_DIST_DIR" node scripts/csp-manifest.mjs
}

echo "› production build"
if [ "${build_failed:-0}" = "0" ] && npm run build && echo "› production build with Supabase (fake, for e2e/accounts)" && auth_build; then
  echo "› end-to-end tests"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$e2e_json" npx playwright test --reporter=list,json || status=1
else
  status=1
  build_failed=1
fi

node scripts/test-summary.mjs "$unit_json" "$e2e_json" "${typecheck_failed:-0}" "${build_failed:-0}" \
  "${lint_failed:-0}" "${format_failed:-0}"
exit $status
