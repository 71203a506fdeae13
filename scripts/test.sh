#!/usr/bin/env bash
# `npm test`: every check CI runs, in order of speed, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit tests"
npx vitest run --project unit
# the fault run mostly waits (settling after its crashes), so it runs beside the PGlite API tests, on a
# PostgreSQL server of its own; its report follows theirs
faults_log=$(mktemp)
PGTEST_PORT=55433 npm run --silent test:faults >"$faults_log" 2>&1 &
faults_pid=$!
# a step that fails ends the script: not before the fault run has stopped its API and its server
trap 'wait "$faults_pid" 2>/dev/null || true' EXIT
step "API integration tests on embedded PGlite"
npm run --silent test:api
step "the fault run: the API killed, the provider, gateway and database failing; the counts that must be 0"
faults_status=0
wait "$faults_pid" || faults_status=$?
cat "$faults_log"
rm -f "$faults_log"
[ "$faults_status" = 0 ] || exit "$faults_status"
step "API integration tests on a PostgreSQL server"
npm run --silent test:api:postgres
step "the reads at scale: on a small generated data set, every list and sweep served by an index"
npm run --silent test:scale
step "end-to-end tests on the served product"
npm run --silent test:e2e
step "bundle budgets: each frontend's first view and pages within the numbers in its package.json"
node --import tsx scripts/ci/bundle-budget.ts all
