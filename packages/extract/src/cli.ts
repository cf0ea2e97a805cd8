import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { opendir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';

const USAGE = 'usage: npm run parse -- [--context EMAIL.eml] [--date YYYY-MM-DD] FILE|FOLDER...';

async function listFiles(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .sort((a, b) => a.name.localeCompare(b.name))
      // A plain file is listed as it is; anything else (a folder, a link) is looked at once more.
      .map((e) => (e.isFile() ? [join(path, e.name)] : listFiles(join(path, e.name)))),
  );
  return nested.flat();
}

/**
 * Whether the paths hold at least `count` of the files `listFiles` lists, counted only as far as `count`. A run that
 * restarts itself leaves the listing to the second process; false on any error, so that the listing in this process
 * meets it and reports it as before.
 */
async function holdsAtLeast(paths: readonly string[], count: number): Promise<boolean> {
  let found = 0;
  const visit = async (path: string): Promise<void> => {
    if (!(await stat(path)).isDirectory()) {
      found += 1;
      return;
    }
    for await (const e of await opendir(path)) {
      if (e.name.startsWith('.')) continue;
      if (e.isFile()) found += 1;
      else await visit(join(path, e.name));
      if (found >= count) return;
    }
  };
  try {
    for (const path of paths) {
      await visit(path);
      if (found >= count) return true;
    }
  } catch {
    return false;
  }
  return false;
}

function parseDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`--date must be YYYY-MM-DD, got ${value}`);
  return new Date(`${value}T00:00:00Z`);
}

/**
 * V8 lets the old generation grow to several times what survived its last full collection before collecting again:
 * over thousands of documents that is mostly garbage, and it set the CLI's peak memory. Growing it by half instead
 * costs a few more full collections (about 1 % of CPU over 5,000 documents) and takes about 50 MB off the peak.
 * Nothing is capped: a large document still gets the heap it needs. See decision 061.
 */
setFlagsFromString('--heap-growing-percent=50');

/**
 * V8 optimises a function once it has run a budget of bytecode since it was last looked at. With its default budget,
 * over a run of thousands of documents the optimising compiler kept working to the end: about 1,000 functions,
 * many of them run once or twice per document, compiled on the other threads for about a third of the run's CPU time.
 * Eight times the budget leaves the functions that are rarely run to the interpreter and baseline code and still
 * optimises what is hot: over 5,000 documents about 15 % less CPU, the last thousands of documents as fast as before.
 * See decision 079.
 */
setFlagsFromString('--interrupt-budget=540672');

/**
 * V8 compiles a pattern to bytecode for its first match and again to machine code for its second: two parses, and a
 * `\p{L}` class built from the Unicode tables by each (the engine's patterns hold several hundred). Compiled to machine
 * code at once, each is parsed once: over the first few hundred documents, when the patterns are met, about half of
 * that compiling goes, and the matching is the same. See decision 156.
 */
setFlagsFromString('--no-regexp-tier-up');

/**
 * The new generation: V8 grows each of its semi-spaces to 16 MB as a run allocates, 32 MB or more of the peak that
 * is only ever short-lived garbage. Capping them at 4 MB takes about 25 MB off the peak for a few percent more
 * scavenging. The size is fixed when the heap is made, so for a run long enough for it to matter the CLI starts itself
 * once more with the flag (a bare start: the engine is loaded only in the second process) unless it was given one.
 * A few files keep the one process and its quicker start. See decision 061.
 */
const YOUNG_GENERATION = '--max-semi-space-size=4';
const RESTART_FROM_FILES = 64;

function hasYoungGenerationFlag(): boolean {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return given.some((arg) => arg.startsWith('--max-semi-space-size'));
}

/**
 * The C library's memory pools (glibc): by default each thread that allocates may get its own, and V8's compiler and
 * collector threads each keep one filled with what they freed. One pool for the whole process takes about 10 MB off
 * the peak of a long run for no measurable CPU. A value already set is kept; other C libraries ignore it.
 */
const MEMORY_POOLS = { MALLOC_ARENA_MAX: '1' };

/**
 * Runs this CLI again with the young-generation flag and one memory pool; its exit status (or signal) is this
 * process's. Undefined when it could not be started: the run then goes on in this process.
 */
async function restartWithYoungGenerationFlag(): Promise<number | undefined> {
  // Loaded here: most runs never start a second process, and child_process brings the network modules with it.
  const { spawnSync } = await import('node:child_process');
  const script = process.argv[1] as string;
  const run = spawnSync(process.execPath, [...process.execArgv, YOUNG_GENERATION, script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...MEMORY_POOLS, ...process.env },
  });
  if (run.error) return undefined;
  if (run.signal) process.kill(process.pid, run.signal);
  return run.status ?? 1;
}

/** The parse CLI: one JSON array on stdout, an object per input file. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { context: { type: 'string' }, date: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const date = parseDate(values.date);
  const context = values.context ? new Uint8Array(readFileSync(values.context)) : undefined;
  // Whether to restart is known from the first files counted: the second process lists them all.
  if (!hasYoungGenerationFlag() && process.argv[1] && (await holdsAtLeast(positionals, RESTART_FROM_FILES))) {
    const status = await restartWithYoungGenerationFlag();
    if (status !== undefined) return status;
  }
  const files = (await Promise.all(positionals.map(listFiles))).flat();
  // Loaded here, not at the top: a process that only starts the next one never loads the engine.
  const { extract } = await import('./index.js');
  // One result at a time, as each file is read: memory stays that of one document however many are given. Results
  // are written in blocks of about 64 KB: a write per document cost more than the JSON it wrote. Each result is
  // encoded on its own before it joins a block: a block of text with one character past Latin-1 in it is held in
  // two bytes a character whole, and encoded to UTF-8 several times slower than the plain Latin-1 text of most
  // results (decision 110).
  const out = process.stdout;
  let pending: Buffer[] = [Buffer.from('[')];
  let pendingBytes = 1;
  const add = (text: string) => {
    const bytes = Buffer.from(text);
    pending.push(bytes);
    pendingBytes += bytes.length;
  };
  const flush = async () => {
    const chunk = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  for (const [index, file] of files.entries()) {
    // One file at a time, read whole: a synchronous read costs a fraction of the promise round trips.
    const bytes = new Uint8Array(readFileSync(file));
    const result = await extract(bytes, { fileName: file, context, date });
    const entry = {
      file,
      reservations: result.reservations,
      segments: result.segments,
      diagnostics: result.diagnostics,
    };
    // Indented as an element of the output array: `[\n  {…}\n]` without its brackets.
    const text = JSON.stringify([entry], null, 2).slice(1, -2);
    add(index === 0 ? text : `,${text}`);
    if (pendingBytes >= 65_536) await flush();
  }
  add(files.length > 0 ? '\n]\n' : ']\n');
  await flush();
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
    process.exitCode = 2;
  },
);
