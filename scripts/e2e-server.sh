#!/usr/bin/env bash
# The server the browser tests run against: the production build on a fresh data directory with
# the starter catalog, a known admin, a non-admin user (e2e-member), and form limits raised so
# tests are not throttled.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/learnai-e2e.XXXXXX)
trap 'rm -rf "$dir"' EXIT
DATA_DIR="$dir" node scripts/e2e-member.ts
DATA_DIR="$dir" PORT="${1:-4173}" HOST=127.0.0.1 LOG_LEVEL=warn \
  ADMIN_USERNAME=e2e-admin ADMIN_PASSWORD="e2e admin password 1" \
  FORM_MAX_PER_HOUR=10000 LOGIN_MAX_FAILURES=1000 \
  node src/server/main.ts &
server=$!
# Playwright stops this with SIGTERM (gracefulShutdown in playwright.config.ts), so the EXIT trap
# deletes the data directory; the signal interrupts the first wait, the second lasts until the
# server has gone.
trap 'kill -TERM "$server" 2>/dev/null || true' TERM INT
wait "$server" || wait "$server"
