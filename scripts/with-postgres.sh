#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL: a cluster made here with initdb, listening on
# 127.0.0.1 only, removed afterwards; its URL is in POSTGRES_URL. Touches nothing system-wide.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is not installed: run scripts/ensure-system-deps.sh" >&2
  exit 1
fi

cluster=$(mktemp -d /tmp/learnai-pg.XXXXXX)
port=${TEST_PG_PORT:-55432}
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$cluster"
  runuser=$(command -v runuser || echo /usr/sbin/runuser)
  as_pg=("$runuser" -u postgres --)
fi

stop() {
  "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap stop EXIT

"${as_pg[@]}" "$pg_bin/initdb" -A trust -U postgres -D "$cluster/data" >/dev/null
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$cluster/data" -l "$cluster/log" -w -o \
  "-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" \
  start >/dev/null

POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
