# Sourced by start.sh and test.sh: installs what a fresh machine (Node 20 and npm only) lacks.
set -euo pipefail

PNPM_VERSION=12.21.0

ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
    echo "==> installing pnpm $PNPM_VERSION (corepack is not used: it fails here)"
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || true
  fi
  if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
    # No permission for a global install: install the pinned pnpm under the project instead.
    npm install --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null 2>&1
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
}

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  echo "==> installing Debian chromium for browser tests"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

install_dependencies() {
  echo "==> pnpm install"
  pnpm install --frozen-lockfile --reporter=silent
}
