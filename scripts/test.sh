#!/usr/bin/env bash
# Runs every check (types, lint, package builds, unit, story and end-to-end tests) and ends with
# one line 'N passed, N failed'.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
ensure_pnpm
ensure_chromium
install_dependencies
exec node scripts/run-checks.mjs
