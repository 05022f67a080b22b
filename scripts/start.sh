#!/usr/bin/env bash
# ONE command to set up and start the demo site: `npm start`. A local game server starts beside it
# (ws://localhost:2567, in memory), so two tabs on this machine can sit at one online table.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
ensure_pnpm
install_deps
# The site serves the built files (boneyard.js and the files beside it) for its download links.
pnpm exec turbo run build --filter=@boneyard/elements --filter=@boneyard/server --output-logs=errors-only
PORT="${PORT:-2567}" node packages/server/dist/main.js &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT INT TERM
echo "Starting the Boneyard demo site on http://localhost:5173 …"
pnpm --filter @boneyard/site dev
