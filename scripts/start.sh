#!/usr/bin/env bash
# ONE command to set up and start the demo site: `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
ensure_pnpm
install_deps
# The site serves the built files (boneyard.js and the files beside it) for its download links.
pnpm exec turbo run build --filter=@boneyard/elements --output-logs=errors-only
echo "Starting the Boneyard demo site on http://localhost:5173 …"
exec pnpm --filter @boneyard/site dev
