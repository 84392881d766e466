#!/usr/bin/env bash
# The browser tests. Assumes scripts/setup.sh has run (trunk, wasm-bindgen-cli, chromium,
# chromedriver, npm ci). Builds the release site, runs the wasm-bindgen-test component
# tests in headless Chromium, then the Playwright end-to-end suite against dist/.
# Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n=== %s\n' "$*"; }

step "release build (trunk)"
bash scripts/build-web.sh

step "component tests (wasm-bindgen-test in headless Chromium)"
cargo test --locked --target wasm32-unknown-unknown -p split-card-inspector

step "end-to-end tests (Playwright, system Chromium, release build)"
playwright test -c e2e/playwright.config.mjs
