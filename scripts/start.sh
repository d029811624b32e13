#!/usr/bin/env bash
# Starts the host app (demo mode unless VITE_PROPERTY_API_URL and VITE_ACCOUNTS_API_URL are set)
# and prints its URL.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
ensure_pnpm
install_dependencies
PORT="${PORT:-5173}"
echo "==> host app at http://127.0.0.1:$PORT/"
exec pnpm --filter @marketplace/host exec vite --host 127.0.0.1 --port "$PORT" --strictPort
