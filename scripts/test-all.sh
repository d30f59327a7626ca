#!/usr/bin/env bash
# Every check and test suite: what CI runs (.ci/run) after `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
npx react-router typegen
npm run lint
npm run typecheck
mkdir -p .tmp
rm -f .tmp/vitest-*.json .tmp/e2e-report.json
report() { echo "--reporter=default --reporter=json --outputFile.json=.tmp/vitest-$1.json"; }
failed=()
echo "── production build and JavaScript budget"
npx react-router build >/dev/null
node bench/bundle-size.ts || failed+=("JavaScript budget")
echo "── unit and API tests on PGlite"
# shellcheck disable=SC2046
npx vitest run $(report pglite) || failed+=("PGlite suite")
echo "── unit and API tests on PostgreSQL"
# shellcheck disable=SC2046
bash scripts/test-postgres.sh $(report postgres) || failed+=("PostgreSQL suite")
echo "── browser tests (Playwright, Debian's Chromium)"
npx playwright test || failed+=("browser suite")
node scripts/test-summary.mjs .tmp/vitest-pglite.json .tmp/vitest-postgres.json .tmp/e2e-report.json
if ((${#failed[@]})); then
  # A suite can exit non-zero with every test passed (an unhandled error, a hook): say which.
  printf 'Failed: %s\n' "${failed[@]}"
  exit 1
fi
