#!/usr/bin/env bash
# Every check and test suite: what CI runs (.ci/run) after `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
npm run lint
npm run typecheck
echo "── tests on PGlite"
npm test
echo "── tests on PostgreSQL"
npm run test:pg
