// Runs a wasm32-wasip1 program (the engine benchmark) in Node's WASI: node scripts/run-wasi.mjs FILE.wasm
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
const wasi = new WASI({ version: 'preview1', args: ['bench'], env: {} });
const mod = await WebAssembly.compile(await readFile(process.argv[2]));
const inst = await WebAssembly.instantiate(mod, wasi.getImportObject());
wasi.start(inst);
