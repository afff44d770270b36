#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; nothing downloads a browser of its own.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM and it is not there.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
(or point CHROMIUM_PATH at another Chromium binary) and run the tests again.
MSG
exit 1
