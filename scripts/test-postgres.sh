#!/usr/bin/env bash
# Runs the test suite against a real PostgreSQL (a throw-away cluster, scripts/with-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# One file at a time. (A generation test's close that hung for the whole hook timeout was the
# mock model ignoring an already-aborted signal, fixed in src/server/ai/mock-model.ts.)
# shellcheck disable=SC2016
exec bash scripts/with-postgres.sh \
  sh -c 'TEST_DATABASE_URL="$POSTGRES_URL" exec npx vitest run --maxWorkers=1 "$@"' vitest "$@"
