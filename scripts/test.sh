#!/usr/bin/env bash
# ONE command to run every check: `npm test` (lint, typecheck, unit, browser and Storybook tests).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
ensure_pnpm
ensure_chromium
install_deps
rm -rf .test-results && mkdir -p .test-results

pnpm exec turbo run lint build typecheck test build-storybook --output-logs=errors-only --log-order=grouped
node scripts/summarize-tests.mjs
