#!/usr/bin/env bash
# `npm run test:paths`: the generated browser paths (e2e/paths/*.paths.test.ts) against
# the built app and server, then the coverage report (per machine and locale; fails below 100%).
# Extra arguments go to Vitest. `--no-run` only prints the report of the paths that last ran (npm
# test runs them together with the other browser tests).
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
if [ "${1:-}" != "--no-run" ]; then
  bash scripts/ensure-chromium.sh
  npm run --silent build
  rm -rf test-results/paths
  npx vitest run --config e2e/vitest.config.ts .paths.test "$@"
  status=$?
else
  shift
fi
npx tsx scripts/paths-report.ts || status=1
exit "$status"
