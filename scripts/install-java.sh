#!/usr/bin/env bash
# The HTML validity test (tests/e2e/html-validity.spec.ts) runs W3C's Nu HTML checker (the
# vnu-jar package), which needs Java 11 or later. Installs Debian's default-jre-headless when
# Java is missing and this is root with apt-get; otherwise says what to install.
set -euo pipefail
java_major() {
  java -version 2>&1 | sed -nE 's/.*version "([0-9]+)(\.[0-9]+)*.*/\1/p' | head -n 1
}
if command -v java >/dev/null 2>&1 && [ "$(java_major || echo 0)" -ge 11 ] 2>/dev/null; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's default-jre-headless for the HTML checker..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  if command -v java >/dev/null 2>&1 && [ "$(java_major || echo 0)" -ge 11 ] 2>/dev/null; then
    exit 0
  fi
  echo "default-jre-headless was installed, but 'java -version' does not report Java 11 or later." >&2
  exit 1
fi
echo "The HTML validity test needs Java 11 or later (W3C's Nu HTML checker). Install the Debian package 'default-jre-headless' (sudo apt-get install default-jre-headless) or another Java 11+ runtime on the PATH, and run again." >&2
exit 1
