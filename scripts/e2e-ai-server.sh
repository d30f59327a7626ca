#!/usr/bin/env bash
# The server the AI generation browser tests run against: scripts/e2e-server.sh's set-up (fresh
# data directory, starter catalog, known admin, e2e-member, raised form limits) with the fake
# OpenAI-compatible LLM (e2e/fake-llm, at $2, http://127.0.0.1:4011 by default) as its AI provider. Kept apart from the
# 4173 server because the other specs rely on a site with no AI provider.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d /tmp/learnai-e2e-ai.XXXXXX)
trap 'rm -rf "$dir"' EXIT
DATA_DIR="$dir" node scripts/e2e-member.ts
DATA_DIR="$dir" PORT="${1:-4175}" HOST=127.0.0.1 LOG_LEVEL=warn \
  ADMIN_USERNAME=e2e-admin ADMIN_PASSWORD="e2e admin password 1" \
  FORM_MAX_PER_HOUR=10000 LOGIN_MAX_FAILURES=1000 \
  AI_PROVIDER=openai-compatible AI_BASE_URL="${2:-http://127.0.0.1:4011}/v1" AI_MODEL=fake-tutor \
  AI_TIMEOUT_SECONDS=20 AI_CONCURRENCY=2 AI_PRICES='{"fake-tutor":{"input":0.5,"output":1.5}}' \
  node src/server/main.ts &
server=$!
# Playwright stops this with SIGTERM (gracefulShutdown in playwright.config.ts) rather than
# SIGKILL, so the EXIT trap can delete the data directory; a foreground server would leave it.
# The signal interrupts the first wait; the second lasts until the server has gone.
trap 'kill -TERM "$server" 2>/dev/null || true' TERM INT
wait "$server" || wait "$server"
