#!/usr/bin/env bash
# ONE command to run every check: `npm test` (lint, typecheck, unit, browser and Storybook tests).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
ensure_pnpm
ensure_chromium
ensure_redis
install_deps
rm -rf .test-results && mkdir -p .test-results

pnpm exec turbo run lint build typecheck test build-storybook --output-logs=errors-only --log-order=grouped
node packages/elements/bench/budget.mjs
# The packages as npm would ship them: packed, unpacked into a fresh project, used from Node and TypeScript.
node scripts/pack-check.mjs
# A small fuzz sample on every run; `pnpm fuzz` runs 100,000 hands per game.
node packages/engine/bench/fuzz.mjs --hands 500
node scripts/summarize-tests.mjs
