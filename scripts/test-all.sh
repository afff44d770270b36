#!/usr/bin/env bash
# `npm test`: everything, in the order that fails fastest. Each Vitest stage also writes a JSON
# report, summed up at the end into one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -rf test-results/vitest-*.json test-results/model-coverage

step() { printf '\n=== %s ===\n' "$1"; }

step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "unit tests (src/domain, contract, seed, machines) with coverage"
npx vitest run --project unit --coverage --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json
step "wizard machines: transitions, guard outcomes and states covered (npm run test:model)"
node scripts/model-coverage-report.mjs
step "server tests (real HTTP, ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-PGlite})"
npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-results/vitest-server.json
step "build"; npm run --silent build
step "browser tests (Chromium): journeys and the generated paths over every transition"
bash scripts/ensure-chromium.sh
rm -rf test-results/paths
browser=0
npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-browser.json || browser=$?
step "generated paths: transitions walked and states visited per machine and locale (npm run test:paths)"
paths=0
bash scripts/test-paths.sh --no-run || paths=$?
node scripts/summarize-tests.mjs test-results/vitest-*.json
[ "$browser" -eq 0 ] && [ "$paths" -eq 0 ]
