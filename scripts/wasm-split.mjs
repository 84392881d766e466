// The wasm, split in two (called first by scripts/trunk-post-build.mjs): the first view's
// module and the extras (src/extras.rs), a second module fetched on first use.
//
// Trunk has built the app with the `split` feature and linker relocations kept
// (scripts/build-web.sh), and run wasm-bindgen on it; Trunk's wasm-opt is off
// (index.html: data-wasm-opt="0"). Here, from cargo's own output:
//   1. wasm-split-cli (crate wasm_split_cli_support, installed by scripts/setup.sh) cuts
//      every function reachable only from the split point into split_extras.wasm, and
//      writes the loader __wasm_split.js;
//   2. wasm-bindgen runs again, on the first module, into Trunk's file names (the glue and
//      its snippets replace Trunk's);
//   3. wasm-opt optimizes both modules (OPT below: what index.html once gave Trunk);
//   4. the extras and the loader are named by their content (extras-<hash>.wasm,
//      wasm-split-<hash>.js) and the references rewritten, so a new build never meets an
//      old file in a cache; the service worker precaches them with the rest.
// With WASM_NAMES=1 (a build for a profiler, docs/benchmarks.md) the function names are
// kept through wasm-bindgen and wasm-opt, and trunk-post-build.mjs leaves the layout alone.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wasmOpt } from './wasm-opt.mjs';

const BIN = 'split-card-inspector';

// wasm-opt -Oz. `--low-memory-unused` lets it fold address arithmetic into load/store
// offsets (1.2 KB less brotli): Rust's data lives above its 1 MiB stack, and the lowest KiB
// of the stack is reached only by a stack about to overflow. Then the control flow rebuilt
// from scratch (`--flatten --rereloop`) and optimized again, and functions that differ
// only in constants merged: about 0.8 KB less brotli. The features are rustc's defaults
// for wasm32-unknown-unknown (the extras carry no target_features section to read them
// from).
const OPT = [
  ...(process.env.WASM_NAMES ? ['-g'] : []),
  '-Oz', '--flatten', '--rereloop', '-Oz', '--merge-similar-functions', '-Oz', '--converge',
  '--strip-debug', '--strip-producers', '--strip-target-features', '--low-memory-unused',
  '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
  '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue',
];

const hash16 = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Cargo's own output for the app's wasm (the release profile: Trunk's `release = true`). */
function cargoWasm(sourceDir) {
  const meta = JSON.parse(execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'], {
    cwd: sourceDir,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  }));
  return join(meta.target_directory, 'wasm32-unknown-unknown', 'release', `${BIN}.wasm`);
}

/**
 * Splits the staged build in `dir` (Trunk's staging directory); returns what it wrote.
 * `optimize: false` (a build for `trunk serve`) copies both modules as wasm-bindgen and the
 * splitter leave them, without wasm-opt.
 */
export async function splitWasm(dir, sourceDir, { optimize = true } = {}) {
  const staged = (await readdir(dir)).find((f) => f.startsWith(`${BIN}-`) && f.endsWith('_bg.wasm'));
  if (!staged) throw new Error(`${dir}: no ${BIN} wasm`);
  const stem = staged.replace(/_bg\.wasm$/, '');
  const tmp = await mkdtemp(join(tmpdir(), 'wasm-split-'));
  try {
    run('wasm-split-cli', ['--out-name', stem, cargoWasm(sourceDir), join(tmp, 'split')]);
    const made = await readdir(join(tmp, 'split'));
    const chunks = made.filter((f) => f.endsWith('.wasm') && f !== `${stem}.wasm`);
    if (chunks.length !== 1 || chunks[0] !== 'split_extras.wasm' || !made.includes('__wasm_split.js')) {
      throw new Error(`wasm-split-cli made ${made.join(', ')}; expected ${stem}.wasm, split_extras.wasm and __wasm_split.js (was the app built with --features split and --emit-relocs?)`);
    }
    run('wasm-bindgen', [join(tmp, 'split', `${stem}.wasm`), '--out-dir', join(tmp, 'pkg'), '--out-name', stem,
      '--target', 'web', '--no-typescript', '--keep-lld-exports', ...(process.env.WASM_NAMES ? ['--keep-debug'] : [])]);
    // The glue and its snippets replace Trunk's (the same names: index.html's preloads hold).
    await rm(join(dir, 'snippets'), { recursive: true, force: true });
    await cp(join(tmp, 'pkg', 'snippets'), join(dir, 'snippets'), { recursive: true });
    if (optimize) {
      run(wasmOpt(), [...OPT, join(tmp, 'pkg', `${stem}_bg.wasm`), '-o', join(dir, `${stem}_bg.wasm`)]);
      run(wasmOpt(), [...OPT, join(tmp, 'split', 'split_extras.wasm'), '-o', join(tmp, 'extras.wasm')]);
    } else {
      await cp(join(tmp, 'pkg', `${stem}_bg.wasm`), join(dir, `${stem}_bg.wasm`));
      await cp(join(tmp, 'split', 'split_extras.wasm'), join(tmp, 'extras.wasm'));
    }

    const extras = await readFile(join(tmp, 'extras.wasm'));
    const extrasName = `extras-${hash16(extras)}.wasm`;
    await writeFile(join(dir, extrasName), extras);
    let loader = await readFile(join(tmp, 'split', '__wasm_split.js'), 'utf8');
    const chunkRef = /(["'`])\.\/split_extras\.wasm\1/g;
    if ((loader.match(chunkRef) ?? []).length !== 1) throw new Error('__wasm_split.js: expected one reference to split_extras.wasm');
    loader = loader.replace(chunkRef, `$1./${extrasName}$1`);
    const loaderName = `wasm-split-${hash16(loader)}.js`;
    await writeFile(join(dir, loaderName), loader);
    // The glue's import of the loader (`import * as import1 from "./__wasm_split.js"`), not
    // the imports object's key of the same text: that is the wasm's import module's name.
    let glue = await readFile(join(tmp, 'pkg', `${stem}.js`), 'utf8');
    const loaderImport = /(\bfrom\s*)(["'])\.\/__wasm_split\.js\2/g;
    if ((glue.match(loaderImport) ?? []).length !== 1) throw new Error(`${stem}.js: expected one import of ./__wasm_split.js`);
    glue = glue.replace(loaderImport, `$1$2./${loaderName}$2`);
    await writeFile(join(dir, `${stem}.js`), glue);
    return { stem, extras: extrasName, loader: loaderName, loaderText: loader };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
