#!/usr/bin/env bash
# Installs whatever this project needs and is missing; quick when everything is there.
# Everything comes from crates.io, npm and Debian's packages, nothing from GitHub releases:
# trunk 0.21.14 (newer ones need a newer Rust), the wasm-bindgen-cli of Cargo.lock's
# wasm-bindgen, the wasm splitter, Chromium and ChromeDriver, and the npm packages (wasm-opt
# is npm's binaryen 132: older binaryens can't read today's wasm). docs/development.md has
# the versions and why.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

log() { printf '[setup] %s\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q ' 0\.21\.14$'; then
  log "installing trunk 0.21.14 (about 8 minutes)"
  cargo install trunk --locked --version 0.21.14
fi

# wasm-bindgen-cli must match the wasm-bindgen in Cargo.lock exactly.
wbg=$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/[^0-9.]/, "", $0); print; exit }' Cargo.lock)
if [ -n "$wbg" ] && ! wasm-bindgen --version 2>/dev/null | grep -q " $wbg\$"; then
  log "installing wasm-bindgen-cli $wbg (about 3 minutes)"
  # Not --locked: its lock file wants a crate version the registry lacks.
  cargo install wasm-bindgen-cli --version "$wbg"
fi

# The wasm splitter (scripts/wasm-split.mjs): crates.io's wasm_split_cli_support.
if ! cargo install --list | grep -q '^wasm_split_cli_support v0\.2\.4:'; then
  log "installing wasm-split-cli 0.2.4 (about 3 minutes)"
  cargo install wasm_split_cli_support --version 0.2.4 --features build-binary --locked
fi

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  log "installing Debian's chromium and chromium-driver"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
  fi
fi

# For the tests only (`scripts/setup.sh --tests`, as scripts/test.sh runs it): the real hosts
# the end-to-end tests embed into (scripts/hosts/), MediaWiki on SQLite and WordPress on
# MariaDB, each served by PHP's own server, and nginx with its brotli module, which runs
# docs/deploy.md's server block. Of their recommended packages (a web server, image
# tools) only WordPress's default theme is needed: without a theme it serves its posts as
# empty pages.
hosts=()
[ "${1:-}" = --tests ] && hosts=(mediawiki php-cli php-sqlite3 php-xml php-mbstring php-intl wordpress wordpress-theme-twentytwentythree mariadb-server php-mysql php-curl nginx libnginx-mod-http-brotli-static)
missing=()
for pkg in "${hosts[@]+"${hosts[@]}"}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  log "installing Debian's ${missing[*]} (the test wiki and blog, about a minute)"
  sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ -f package-lock.json ]; then
  if [ ! -f node_modules/.package-lock.json ] || ! cmp -s <(grep -v '"node_modules/' package-lock.json | md5sum) node_modules/.setup-lock-sum 2>/dev/null; then
    log "npm ci"
    npm ci --no-audit --no-fund --loglevel=error
    grep -v '"node_modules/' package-lock.json | md5sum > node_modules/.setup-lock-sum
  fi
fi
log "tools ready"
