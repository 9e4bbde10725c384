#!/usr/bin/env bash
# Make sure a Chromium for the e2e tests and the load benchmark is there (CHROMIUM=/path overrides).
# Installs Debian's package when missing and we are root; otherwise says how to get it.
set -euo pipefail
chromium="${CHROMIUM:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<MSG
No Chromium at $chromium, needed by the browser tests (e2e/) and the load benchmark.
Install it, then run make again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
  elsewhere:      install Chromium or Chrome and run  make test CHROMIUM=/path/to/chromium
MSG
exit 1
