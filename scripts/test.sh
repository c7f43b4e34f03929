#!/usr/bin/env bash
# README command (b): every test — typecheck, lint, generated-code drift, unit, integration,
# production build and end-to-end in a real browser. Installs what it needs on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-browser.sh
bash scripts/install-java.sh
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
exec node scripts/test-all.mjs "$@"
