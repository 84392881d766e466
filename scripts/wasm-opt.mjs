// The wasm-opt the build uses: npm's binaryen 132 from this checkout's node_modules (which
// scripts/setup.sh installs), whatever PATH says — older binaryens, such as Debian's, can't
// read the wasm today's Rust writes. So a plain `trunk build` or `trunk serve` finds it too.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const local = fileURLToPath(new URL('../node_modules/.bin/wasm-opt', import.meta.url));

/** The path of wasm-opt; throws, saying what to do, when npm's binaryen isn't installed. */
export function wasmOpt() {
  if (!existsSync(local)) {
    throw new Error(`${local} is missing: run scripts/setup.sh (it installs npm's binaryen 132)`);
  }
  return local;
}
