#!/usr/bin/env bash
# Builds the release site into dist/ with Trunk, offline (tools from scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Trunk runs cargo with --offline: make sure every crate is already downloaded.
cargo fetch --target wasm32-unknown-unknown >/dev/null 2>&1 || cargo fetch --target wasm32-unknown-unknown
# The wasm's panic locations name source files: without the cargo registry's and this
# checkout's directories (shorter, and no build machine's paths in what is served). Passed
# as CARGO_ENCODED_RUSTFLAGS (fields split on 0x1f, so paths with spaces work), and only
# when the caller set no rustflags of their own.
if [ -z "${RUSTFLAGS:-}${CARGO_ENCODED_RUSTFLAGS:-}" ]; then
  sep=$'\x1f'
  flags="--remap-path-prefix=$PWD/="
  for dir in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
    [ -d "$dir" ] && flags="$flags$sep--remap-path-prefix=$dir="
  done
  export CARGO_ENCODED_RUSTFLAGS="$flags"
fi
trunk build --release --skip-version-check "$@"
