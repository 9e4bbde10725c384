#!/usr/bin/env bash
# Make sure the browsers for the e2e tests and the load benchmark are there, installing Debian's packages
# when missing and we are root:
#   bash tools/ensure_browsers.sh [chromium] [firefox] [webkit]     (no argument: all three)
# Chromium is needed by every browser test (CHROMIUM=/path overrides): without it this fails. Firefox ESR
# and WebKitGTK (with Xvfb, as MiniBrowser has no headless mode) are needed by e2e/test_engines.py and
# the benchmark's other columns: without them it says so, and those tests are skipped with the reason.
set -euo pipefail
chromium="${CHROMIUM:-/usr/bin/chromium}"
firefox="${FIREFOX:-/usr/bin/firefox-esr}"
engines=("$@")
[ ${#engines[@]} -gt 0 ] || engines=(chromium firefox webkit)

# What each engine needs: a file that must exist, and the Debian packages that provide it.
missing_packages() {
  case "$1" in
    chromium) [ -x "$chromium" ] || echo chromium ;;
    firefox) [ -x "$firefox" ] || echo firefox-esr ;;
    webkit) { [ -x /usr/bin/WebKitWebDriver ] && compgen -G "/usr/lib/*/webkit2gtk-4.*/MiniBrowser" >/dev/null; } \
              || echo webkit2gtk-driver
            command -v Xvfb >/dev/null || echo xvfb ;;
    *) echo "unknown engine: $1 (chromium, firefox or webkit)" >&2; exit 2 ;;
  esac
}

missing() {
  packages=()
  for engine in "${engines[@]}"; do
    packages+=($(missing_packages "$engine"))
  done
  [ ${#packages[@]} -gt 0 ]
}

missing || exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${packages[*]} for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || true
  apt-get install -y -qq "${packages[@]}" >/dev/null || echo "apt-get could not install all of: ${packages[*]}" >&2
  missing || exit 0
fi

if [[ " ${packages[*]} " == *" chromium "* ]]; then
  cat >&2 <<MSG
No Chromium at $chromium, needed by the browser tests (e2e/) and the load benchmark.
Install it, then run make again:
  Debian/Ubuntu:  sudo apt-get install -y chromium
  elsewhere:      install Chromium or Chrome and run  make test CHROMIUM=/path/to/chromium
MSG
  exit 1
fi
cat >&2 <<MSG
Not installed: ${packages[*]}. The tests in those engines (e2e/test_engines.py) are skipped.
To run them too:  sudo apt-get install -y ${packages[*]}   (FIREFOX=/path for another Firefox)
MSG
