// Lays the wasm out to compress better; what it does is unchanged.
//
// - Functions: grouped by their signature (type), and within a group sorted by their code
//   (their locals, then their instructions), so that bodies alike — a generic's instances,
//   Yew's per-component code, the many small glue functions — sit side by side, where brotli
//   finds their common parts close by and cheap to point at. Every defined function gets a
//   name that is its rank in that order (a name section written only into a temporary
//   copy), then binaryen's `--reorder-functions-by-name` reorders the module, renumbering
//   every call, table entry and export, and validating it, and writes it back without names
//   (no `-g`).
// - Data: the active data segments (138 of them, cut by binaryen at runs of zeros) become
//   one, the zeros between them written out: each segment's header (its address and size)
//   compresses worse than the zeros it saves. Memory starts zeroed, so the bytes in memory
//   are the same; the data count section says how many are left. (Segments more than
//   64 KiB apart would stay apart; there are none.)
//
// What it saves is in docs/benchmarks.md ("Why it is built this way").
// Called by scripts/trunk-post-build.mjs after the imports are renamed; the same input
// gives the same output.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wasmOpt } from './wasm-opt.mjs';

const encLeb = (n) => {
  const out = [];
  do { let b = n & 0x7f; n = Math.floor(n / 128); if (n) b |= 0x80; out.push(b); } while (n);
  return out;
};
const encSleb = (n) => {
  const out = [];
  for (;;) {
    const b = n & 0x7f;
    n = Math.floor(n / 128);
    if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) { out.push(b); return out; }
    out.push(b | 0x80);
  }
};

/** A reader of LEB128 numbers from `bytes`, at `at.i`. */
function reader(bytes) {
  const at = { i: 0 };
  const leb = () => {
    let r = 0, shift = 0, b;
    do { b = bytes[at.i++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
    return r;
  };
  const sleb = () => {
    let r = 0, shift = 0, b;
    do { b = bytes[at.i++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
    return b & 0x40 ? r - 2 ** shift : r;
  };
  return { at, leb, sleb };
}

/** The module's sections, in order: [{ id, body }]. */
function sections(bytes) {
  const { at, leb } = reader(bytes);
  at.i = 8;
  const out = [];
  while (at.i < bytes.length) {
    const id = bytes[at.i++];
    const len = leb();
    out.push({ id, body: bytes.subarray(at.i, at.i + len) });
    at.i += len;
  }
  return out;
}

const section = (id, body) => Buffer.concat([Buffer.from([id, ...encLeb(body.length)]), Buffer.from(body)]);

/** The most zeros written between two segments: far apart, they stay apart. */
const MAX_GAP = 64 * 1024;

/**
 * The data section with its active segments merged (the zeros between them written out):
 * one segment for each run of segments at most `MAX_GAP` apart. Also how many segments
 * there were (`count`) and are (`merged`).
 */
function mergedData(body) {
  const { at, leb, sleb } = reader(body);
  const count = leb();
  const segments = [];
  for (let k = 0; k < count; k++) {
    if (leb() !== 0 || body[at.i++] !== 0x41) throw new Error('data: only active segments at an i32.const are merged');
    // An address: i32.const holds it signed, memory reads it unsigned.
    const offset = sleb() >>> 0;
    if (body[at.i++] !== 0x0b) throw new Error('data: an offset that is not a constant');
    const size = leb();
    segments.push({ offset, bytes: body.subarray(at.i, at.i + size) });
    at.i += size;
  }
  if (at.i !== body.length) throw new Error('data section not read to its end');
  segments.sort((a, b) => a.offset - b.offset);
  // Runs of segments close together: { start, end, parts }.
  const runs = [];
  for (const s of segments) {
    const run = runs.at(-1);
    if (run && s.offset < run.end) throw new Error('data: overlapping segments');
    if (run && s.offset - run.end <= MAX_GAP) run.parts.push(s);
    else runs.push({ start: s.offset, end: 0, parts: [s] });
    runs.at(-1).end = s.offset + s.bytes.length;
  }
  const out = [Buffer.from(encLeb(runs.length))];
  for (const { start, end, parts } of runs) {
    const memory = Buffer.alloc(end - start);
    for (const s of parts) s.bytes.copy(memory, s.offset - start);
    out.push(Buffer.from([0, 0x41, ...encSleb(start | 0), 0x0b, ...encLeb(memory.length)]), memory);
  }
  return { count, merged: runs.length, body: Buffer.concat(out) };
}

/** Lays out the wasm at `path` in place; returns how many functions and data segments it had. */
export async function layOut(path) {
  const bytes = await readFile(path);
  const parts = sections(bytes);
  const body = (id) => parts.find((s) => s.id === id)?.body;
  const [imports, functions, code] = [body(2), body(3), body(10)];
  if (!imports || !functions || !code) throw new Error(`${path}: no import, function or code section`);
  // Function imports only (trunk-post-build.mjs checks it as it renames them): the defined
  // functions' indices start after them.
  const imported = reader(imports).leb();
  const f = reader(functions);
  const types = Array.from({ length: f.leb() }, () => f.leb());
  const c = reader(code);
  const bodies = Array.from({ length: c.leb() }, () => {
    const size = c.leb();
    c.at.i += size;
    return code.subarray(c.at.i - size, c.at.i);
  });
  if (types.length !== bodies.length) throw new Error(`${path}: function and code sections disagree`);
  const keyed = bodies.map((b, index) => ({ type: types[index], body: b, index }));
  keyed.sort((a, b) => a.type - b.type || Buffer.compare(a.body, b.body) || a.index - b.index);
  const names = new Array(bodies.length);
  const width = String(bodies.length).length;
  keyed.forEach(({ index }, rank) => { names[index] = `f${String(rank).padStart(width, '0')}`; });
  // The "name" custom section, function names (subsection 1), by function index.
  const sub = [...encLeb(bodies.length)];
  names.forEach((name, k) => sub.push(...encLeb(imported + k), ...encLeb(name.length), ...Buffer.from(name)));
  const nameSection = section(0, [...encLeb(4), ...Buffer.from('name'), 1, ...encLeb(sub.length), ...sub]);

  const data = body(11) ? mergedData(body(11)) : { count: 0, merged: 0 };
  const isName = (s) => s.id === 0 && reader(s.body).leb() === 4 && s.body.subarray(1, 5).toString() === 'name';
  const out = [bytes.subarray(0, 8)];
  for (const s of parts) {
    if (s.id === 11) out.push(section(11, data.body));
    // The data count section counts the segments.
    else if (s.id === 12) out.push(section(12, encLeb(data.merged)));
    // Names already there (a build that keeps them) would be a second name section.
    else if (!isName(s)) out.push(section(s.id, s.body));
  }
  out.push(nameSection);

  const dir = await mkdtemp(join(tmpdir(), 'wasm-order-'));
  try {
    const input = join(dir, 'in.wasm');
    await writeFile(input, Buffer.concat(out));
    // The features the build's wasm uses (rustc's wasm32 defaults), and no more: with
    // --all-features binaryen writes encodings that browsers don't read yet.
    const features = ['bulk-memory', 'nontrapping-float-to-int', 'sign-ext', 'mutable-globals',
      'multivalue', 'reference-types'].map((x) => `--enable-${x}`);
    execFileSync(wasmOpt(), [
      ...features, '--reorder-functions-by-name', '--strip-debug', '--strip-target-features',
      input, '-o', path,
    ], { stdio: 'inherit' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { functions: bodies.length, segments: data.count, merged: data.merged };
}
