#!/usr/bin/env bash
# Builds the release site into dist/ with Trunk, offline (tools from scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Trunk runs cargo with --offline: make sure every crate is already downloaded.
cargo fetch --target wasm32-unknown-unknown >/dev/null 2>&1 || cargo fetch --target wasm32-unknown-unknown
# The wasm's panic locations name source files: without the registry's, the toolchain's
# and this checkout's directories (shorter, and no build machine's paths in what is served).
registry=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/ 2>/dev/null | head -n 1 || true)
remap="--remap-path-prefix=$PWD/="
[ -n "$registry" ] && remap="$remap --remap-path-prefix=$registry="
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$remap"
trunk build --release --skip-version-check "$@"
