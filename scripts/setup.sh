#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine with Node 20 and npm 11:
# the npm packages (npm install: `npm ci` cannot work with this registry, see docs/tooling.md) and, for the
# browser tests, Debian's chromium and Japanese fonts, and PostgreSQL for the database tests (--browser or --db).
# Never downloads a browser of its own.
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

# The database tests (supabase/tests, lib/log/sync, the e2e stand-in for Supabase) run on a real PostgreSQL at
# 127.0.0.1:5432 as user postgres. Where none answers: Debian's postgresql, started, trusting loopback for postgres.
pg_answers() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
if [ "$need_browser" = "--browser" ] || [ "$need_browser" = "--db" ]; then
  if ! pg_answers; then
    echo "› apt-get install postgresql (nothing answers on 127.0.0.1:5432)"
    SUDO=""
    if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
      for attempt in 1 2 3; do
        if $SUDO apt-get update -qq && $SUDO apt-get install -y -qq postgresql >/dev/null; then break; fi
        echo "apt-get failed (attempt $attempt); retrying in 10 s" >&2
        sleep 10
      done
    fi
    pg_version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1 || true)
    [ -n "$pg_version" ] || { echo "postgresql could not be installed" >&2; exit 1; }
    hba="/etc/postgresql/$pg_version/main/pg_hba.conf"
    if ! $SUDO grep -q 'reefcalc tests' "$hba"; then
      $SUDO sed -i '1i host all postgres 127.0.0.1/32 trust # reefcalc tests: loopback only' "$hba"
    fi
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$pg_version" main start 2>/dev/null \
      || $SUDO pg_ctlcluster --skip-systemctl-redirect "$pg_version" main reload
    for _ in $(seq 1 30); do pg_answers && break; sleep 1; done
    pg_answers || { echo "PostgreSQL did not start on 127.0.0.1:5432" >&2; exit 1; }
  fi
fi
