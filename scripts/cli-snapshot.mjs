#!/usr/bin/env node
// Writes what `splitcard` answers for every catalogue card in every zone, mode and effect,
// so that a change meant to move code without changing behaviour can be checked byte for
// byte: run it before and after, then compare the two folders.
//
//   cargo build --release -p splitcard-cli
//   node scripts/cli-snapshot.mjs OUT_DIR [splitcard=target/release/splitcard]
//   diff -r BEFORE_DIR AFTER_DIR
//
// Each file holds one line per question: the command's arguments, its exit code, and what
// it printed (stdout, or stderr for an error). Questions: `list`, `probe --list` (three
// languages); `inspect` for every card × zone × (no mode, each face, fused) under today's
// rules and the 2013 rules, and with every origin for each face on the stack; `matrix` for
// every card in every era, as JSON and as a French table; `probe` for every card × effect,
// with no mode and with each face.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/cli-snapshot.mjs OUT_DIR [splitcard binary]');
  process.exit(2);
}
const bin = process.argv[3] ?? 'target/release/splitcard';

/** One question's answer as a line: arguments, exit code, output. */
async function ask(args) {
  try {
    const { stdout } = await run(bin, args, { maxBuffer: 64 << 20 });
    return JSON.stringify({ args, code: 0, out: stdout });
  } catch (e) {
    if (typeof e.code !== 'number') throw e;
    return JSON.stringify({ args, code: e.code, out: e.stderr });
  }
}

/** Asks every question, a few at a time, and writes the answers in the questions' order. */
async function snapshot(name, questions) {
  const lines = new Array(questions.length);
  let next = 0;
  const worker = async () => {
    while (next < questions.length) {
      const i = next++;
      lines[i] = await ask(questions[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, cpus().length) }, worker));
  await writeFile(join(out, `${name}.jsonl`), lines.join('\n') + '\n');
  console.log(`${name}: ${questions.length} questions`);
}

await mkdir(out, { recursive: true });
const cards = JSON.parse((await run(bin, ['list'], { maxBuffer: 64 << 20 })).stdout);
const effects = JSON.parse((await run(bin, ['probe', '--list'])).stdout).map((e) => e.slug);
const zones = ['library', 'hand', 'stack', 'battlefield', 'graveyard', 'exile', 'outside'];
const origins = ['hand', 'library', 'graveyard', 'exile', 'opponent-hand', 'opponent-graveyard'];
const eras = ['current', '2021', '2021-04', '2017', '2013', '2009', '2006', '2000'];
const modes = (card) => [...card.faces, 'fused'];

await snapshot('list', [['list'], ...['en', 'fr', 'de'].map((l) => ['probe', '--list', '--lang', l])]);

const inspect = [];
for (const card of cards) {
  for (const era of ['current', '2013']) {
    for (const zone of zones) {
      inspect.push(['inspect', card.slug, '--zone', zone, '--era', era]);
      for (const mode of modes(card)) inspect.push(['inspect', card.slug, '--zone', zone, '--mode', mode, '--era', era]);
    }
  }
  for (const face of card.faces) {
    for (const from of origins) inspect.push(['inspect', card.slug, '--zone', 'stack', '--mode', face, '--from', from]);
  }
}
await snapshot('inspect', inspect);

const matrix = [];
for (const card of cards) {
  for (const era of eras) matrix.push(['matrix', card.slug, '--era', era]);
  matrix.push(['matrix', card.slug, '--table', '--lang', 'fr']);
}
await snapshot('matrix', matrix);

const probe = [];
for (const card of cards) {
  for (const effect of effects) {
    probe.push(['probe', card.slug, '--effect', effect]);
    for (const face of card.faces) probe.push(['probe', card.slug, '--effect', effect, '--mode', face]);
  }
}
await snapshot('probe', probe);
