#!/usr/bin/env bash
# Installs whatever is missing, then runs every test: the repository's own rules
# (scripts/check-repo.sh), formatting and lints, the engine and CLI tests (unit, named after
# rules and rulings, property, catalogue-wide), then the browser tests (wasm-bindgen-test
# component tests and Playwright end-to-end tests on the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --tests
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n=== %s\n' "$*"; }

step "the repository's own rules"
scripts/check-repo.sh

step "build scripts (node --test)"
node --test scripts/

step "format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --locked -- -D warnings
# The card pages' renderer (the app natively, with Yew's server renderer).
cargo clippy -p split-card-inspector --features ssr --all-targets --locked -- -D warnings

step "engine and CLI tests (native)"
log=$(mktemp)
cargo test --workspace --locked 2>&1 | tee "$log"
# The engine as the web app builds it: French and German from the language packs only.
cargo test --locked -p splitcard-engine --no-default-features --lib 2>&1 | tee -a "$log"
# The build-time writer of the card pages' files (the rulings' views, with the `ssr` feature).
cargo test --locked -p split-card-inspector --features ssr --lib prerender 2>&1 | tee -a "$log"
native_passed=$(grep -Eo 'test result: ok\. [0-9]+ passed' "$log" | awk '{s+=$4} END {print s+0}')
rm -f "$log"

if [ -x scripts/web-test.sh ]; then
  step "browser tests"
  scripts/web-test.sh
fi

step "summary"
echo "native: ${native_passed} passed, 0 failed"
