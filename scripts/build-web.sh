#!/usr/bin/env bash
# Builds the release site into dist/ with Trunk, offline (tools from scripts/setup.sh), then
# writes its card pages (scripts/prerender.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Trunk runs cargo with --offline: make sure every crate is already downloaded.
cargo fetch --target wasm32-unknown-unknown >/dev/null 2>&1 || cargo fetch --target wasm32-unknown-unknown
# The linker keeps its relocations: scripts/wasm-split.mjs splits the wasm by them.
# The wasm's panic locations name source files: without the cargo registry's and this
# checkout's directories (shorter, and no build machine's paths in what is served), unless
# the caller set rustflags of their own. Passed as CARGO_ENCODED_RUSTFLAGS (fields split on
# 0x1f, so paths with spaces work).
sep=$'\x1f'
if [ -n "${RUSTFLAGS:-}" ]; then
  export RUSTFLAGS="$RUSTFLAGS -Clink-args=--emit-relocs"
elif [ -n "${CARGO_ENCODED_RUSTFLAGS:-}" ]; then
  export CARGO_ENCODED_RUSTFLAGS="$CARGO_ENCODED_RUSTFLAGS$sep-Clink-args=--emit-relocs"
else
  flags="-Clink-args=--emit-relocs$sep--remap-path-prefix=$PWD/="
  for dir in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
    [ -d "$dir" ] && flags="$flags$sep--remap-path-prefix=$dir="
  done
  export CARGO_ENCODED_RUSTFLAGS="$flags"
fi
trunk build --release --skip-version-check "$@"
# The site's address, which card pages name in their <head>, sitemap.xml and robots.txt
# (absolute, as search engines and link previews want them): by default the serve
# command's; SITE_URL=https://… for a site built for its host.
export SITE_URL="${SITE_URL:-http://127.0.0.1:8080}"
# Then the card pages and the embeds drawn at build time (scripts/prerender.mjs), into the
# folder Trunk wrote.
dist=dist
prev=
for arg in "$@"; do
  case "$arg" in
    --dist=*) dist="${arg#--dist=}" ;;
    *) [ "$prev" = --dist ] && dist="$arg" ;;
  esac
  prev="$arg"
done
node scripts/prerender.mjs "$dist"
# And their link previews' pictures (scripts/og-images.mjs), drawn by the system Chromium.
node scripts/og-images.mjs "$dist"
# Last, the headers the site wants (scripts/headers.mjs): dist/_headers, which Netlify and
# Cloudflare Pages read and scripts/static-server.mjs sends (docs/deploy.md).
node scripts/headers.mjs "$dist"
