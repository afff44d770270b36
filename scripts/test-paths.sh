#!/usr/bin/env bash
# `npm run test:paths`: the generated browser paths (issue #8) against the built app in dist/web,
# then the coverage report (per machine and locale; fails below 100%). Extra arguments go to Vitest.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -f dist/web/index.html ] || npm run --silent build
rm -rf test-results/paths
npx vitest run --config e2e/paths/vitest.config.ts "$@"
status=$?
npx tsx scripts/paths-report.ts || status=1
exit "$status"
