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
step "API integration tests on embedded PGlite"
npx vitest run --project api
step "API integration tests on a PostgreSQL server"
bash scripts/with-postgres.sh npx vitest run --project api
step "end-to-end tests on the served product"
npm run --silent test:e2e
