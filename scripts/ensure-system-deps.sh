#!/usr/bin/env bash
# Installs the Debian packages the test suites need, only where absent: PostgreSQL (the suite
# runs against it as well as PGlite) and Chromium (browser tests drive it through Playwright).
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ ${#need[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing ${need[*]} from Debian's packages…"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
