#!/usr/bin/env bash
# Runs the test suite against a real PostgreSQL (a throw-away cluster, scripts/with-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck disable=SC2016
exec bash scripts/with-postgres.sh \
  sh -c 'TEST_DATABASE_URL="$POSTGRES_URL" exec npx vitest run "$@"' vitest "$@"
