#!/usr/bin/env bash
# Installs what is missing, builds the release site and serves it at
# http://127.0.0.1:8080 (PORT=… to change). Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-web.sh
exec node scripts/static-server.mjs dist "${PORT:-8080}"
