#!/usr/bin/env bash
# Installs, builds and serves the production site on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npm run build
exec npx next start -H localhost -p "${PORT:-3000}"
