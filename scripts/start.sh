#!/usr/bin/env bash
# README command (a): a fresh clone to a running site at http://localhost:${PORT:-3000}
# with sample data and no configuration (embedded database, integrations off).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

# Rebuild only when the sources changed since the last build.
if [ ! -f .next/BUILD_ID ] || [ -n "$(find app components lib graphql public content data next.config.ts package-lock.json -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]; then
  npm run build:local
fi

exec npm run serve
