# Shared by start.sh, test.sh and .ci/run: the environment and the tools every run needs.
export COREPACK_INTEGRITY_KEYS=0          # this registry publishes no corepack signatures (TOOLCHAIN gotcha 1)
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1; then
    corepack enable 2>/dev/null || corepack enable --install-directory "$HOME/.local/bin"
    export PATH="$HOME/.local/bin:$PATH"
  fi
}

ensure_chromium() {
  # Browser tests use Debian's Chromium; Playwright never downloads one.
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "Installing Debian Chromium for the browser tests…"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
  fi
}

ensure_redis() {
  # The server's scale-out test runs a real Redis (Debian's), started by the test on a free port.
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "Installing Debian redis-server for the game server's scale-out test…"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  fi
}

install_deps() {
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -3
}
