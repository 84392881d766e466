#!/usr/bin/env bash
# Every benchmark, printed as figures beside their targets (nothing here asserts a time;
# the one budget, the first view's transfer, fails the run at the end when exceeded):
#   engine natively and as WebAssembly (the same work, with the ratio), its criterion
#   benchmarks, the long fuzz run,
#   then the web figures (first-load transfer, click → DOM, first contentful paint),
#   Lighthouse's four scores, and a repeat visit served by the service worker vs the first.
# FUZZ_CASES (default 1000000) and RUNS (page loads per FCP figure, default 20) tune it;
# LH_RUNS (Lighthouse runs per page × preset, default 3) and LH_PRESETS (mobile,desktop) too.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
step() { printf '\n=== %s\n' "$*"; }

rustup target list --installed | grep -qx wasm32-wasip1 || rustup target add wasm32-wasip1

step "engine, native (cargo run --release --example bench)"
native=$(cargo run --release -q -p splitcard-engine --example bench)
echo "$native"

step "engine, WebAssembly (the same example built for wasm32-wasip1, run in Node's WASI)"
cargo build --release -q --target wasm32-wasip1 -p splitcard-engine --example bench
wasm=$(node --no-warnings scripts/run-wasi.mjs "${CARGO_TARGET_DIR:-target}/wasm32-wasip1/release/examples/bench.wasm")
echo "$wasm"
ms() { awk -F: '/full matrix of every card/ { gsub(/[^0-9.]/, "", $2); print $2 }'; }
n=$(echo "$native" | ms)
w=$(echo "$wasm" | ms)
awk -v n="$n" -v w="$w" 'BEGIN { printf "wasm / native, full matrix:           %.2f× (target: within 2×)\n", w / n }'

criterion_log=$(mktemp -t criterion.XXXXXX.log)
step "engine, criterion (cargo bench -p splitcard-engine --bench engine; its full output: $criterion_log)"
since=$(date +%s)
cargo bench -q -p splitcard-engine --bench engine >"$criterion_log" 2>&1 || { cat "$criterion_log"; exit 1; }
node scripts/criterion-summary.mjs "${CARGO_TARGET_DIR:-target}/criterion" "$since"

step "fuzz (${FUZZ_CASES:-1000000} cases)"
cargo run --release -q -p splitcard-engine --example fuzz -- "${FUZZ_CASES:-1000000}"

step "web (release build, headless Chromium)"
bash scripts/build-web.sh >/dev/null
budget=0
node scripts/bench-web.mjs "${RUNS:-20}" || budget=$?

step "Lighthouse (npm lighthouse, system Chromium; the deep link and /, mobile and desktop presets)"
node scripts/bench-lighthouse.mjs dist

step "repeat visit served by the service worker vs the first online visit"
node scripts/bench-repeat.mjs dist "${RUNS:-20}"

if [ "$budget" -ne 0 ]; then
  echo "the first view is over its transfer budget (see the web figures above)" >&2
  exit "$budget"
fi
