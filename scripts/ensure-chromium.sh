#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium; Playwright cannot download browsers here.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "[e2e] installing Debian's chromium package …"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $chromium. Install it with: sudo apt-get install -y chromium" >&2
exit 1
