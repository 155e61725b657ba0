#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine with Node 20 and npm 11:
# the npm packages (npm install: `npm ci` cannot work with this registry, see README) and, for the
# browser tests, Debian's chromium and Japanese fonts. Never downloads a browser of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

need_browser=${1:-}

if [ ! -x node_modules/.bin/next ] || [ package.json -nt node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm install"
  npm install --no-audit --no-fund --loglevel=error
fi

if [ "$need_browser" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "› apt-get install chromium fonts-noto-cjk"
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  for attempt in 1 2 3; do
    if $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null; then break; fi
    echo "apt-get failed (attempt $attempt); retrying in 10 s" >&2
    sleep 10
  done
  command -v chromium >/dev/null 2>&1 || { echo "chromium could not be installed" >&2; exit 1; }
fi
