#!/usr/bin/env bash
# The browser tests. Assumes scripts/setup.sh has run (trunk, wasm-bindgen-cli, chromium,
# chromedriver, npm ci). Builds the release site with its card pages, checks every card page
# against the engine, runs the wasm-bindgen-test component tests in headless Chromium, then
# the Playwright end-to-end suite against dist/.
# Exits non-zero on any failure; ends with a "web: N passed, 0 failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n=== %s\n' "$*"; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# E2E_DIST: build into (and test) another directory, e.g. to run beside another checkout's
# tests; E2E_PORT / E2E_WIKI_PORT pick the ports (see e2e/playwright.config.mjs).
export E2E_DIST="${E2E_DIST:-dist}"

step "release build (trunk)"
bash scripts/build-web.sh --dist "$E2E_DIST"

step "card pages against the engine (every page the build wrote)"
node scripts/check-pages.mjs "$E2E_DIST"

step "component tests (wasm-bindgen-test in headless Chromium)"
cargo test --locked --target wasm32-unknown-unknown -p split-card-inspector 2>&1 | tee "$log"
component=$(grep -Eo 'test result: ok\. [0-9]+ passed' "$log" | awk '{s+=$4} END {print s+0}')
if [ "$component" -eq 0 ]; then
  echo "no component test ran: is wasm-bindgen-test-runner the wasm32 runner?" >&2
  exit 1
fi

step "end-to-end tests (Playwright, system Chromium, release build)"
playwright test -c e2e/playwright.config.mjs 2>&1 | tee "$log"
e2e=$(grep -Eo '^ +[0-9]+ passed' "$log" | awk '{print $1}' | tail -n 1)

echo
echo "web: $((component + ${e2e:-0})) passed, 0 failed"
