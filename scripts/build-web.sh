#!/usr/bin/env bash
# Builds the release site into dist/ with Trunk, offline (tools from scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Trunk runs cargo with --offline: make sure every crate is already downloaded.
cargo fetch --target wasm32-unknown-unknown >/dev/null 2>&1 || cargo fetch --target wasm32-unknown-unknown
trunk build --release --skip-version-check "$@"
