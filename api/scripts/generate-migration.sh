#!/usr/bin/env bash
# Write a SQL migration for the changes in src/db/schema.ts (and the simulators' schemas):
#   npm run db:generate -w @jatra/api -- --name <what changed>
# drizzle-kit is hoisted to the root but npm keeps drizzle-orm inside api/node_modules, where
# drizzle-kit cannot see it; a link for the duration of the run bridges that.
set -euo pipefail
cd "$(dirname "$0")/.."
link=../node_modules/drizzle-orm
created=
if [ ! -e "$link" ]; then
  ln -s ../api/node_modules/drizzle-orm "$link"
  created=1
fi
trap '[ -n "$created" ] && rm -f "$link"' EXIT
npx drizzle-kit generate "$@"
