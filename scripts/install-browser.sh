#!/usr/bin/env bash
# End-to-end tests and performance runs use Debian's Chromium (Playwright cannot download its own here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need Chromium. Install the Debian package 'chromium' (sudo apt-get install chromium) and run again." >&2
  exit 1
fi
