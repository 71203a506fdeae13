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
# the API tests mostly wait (the simulators' latency, timers, the database), so more workers than cores pays
step "API integration tests on embedded PGlite"
npx vitest run --project 'api*' --maxWorkers=4
step "API integration tests on a PostgreSQL server"
bash scripts/with-postgres.sh npx vitest run --project 'api*' --maxWorkers=4
step "the fault run: the API killed, the provider, gateway and database failing; the counts that must be 0"
npm run --silent test:faults
step "end-to-end tests on the served product"
npm run --silent test:e2e
