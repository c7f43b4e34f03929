#!/usr/bin/env bash
# The browser tests use Debian's Chromium headless shell (playwright.config.ts), and performance
# runs its full Chromium (Lighthouse, profiles). Playwright cannot download its own browsers here.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The browser tests need Chromium. Install the Debian packages '${missing[*]}' (sudo apt-get install ${missing[*]}) and run again." >&2
  exit 1
fi
