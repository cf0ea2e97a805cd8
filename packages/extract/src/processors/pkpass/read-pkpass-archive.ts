import { Unzip, UnzipInflate } from 'fflate';

export type PkpassArchiveResult =
  | { ok: true; files: Map<string, Uint8Array> }
  | { ok: false; reason: 'too-large' | 'unreadable'; message: string };

/** Small pushes keep the overshoot past the budget small: one push inflates to at most ~1000× its size. */
const PUSH_SIZE = 4096;

/**
 * The files of a pass we read: the pass itself and its translations, or the passes of a `.pkpasses` bundle.
 * Images and signatures are skipped.
 */
export function isWantedPassFile(name: string): boolean {
  return name === 'pass.json' || /^[A-Za-z_-]+\.lproj\/pass\.strings$/.test(name) || /^[^/]+\.pkpass$/i.test(name);
}

/**
 * Unzips the pass's own files, never inflating more than `maxUnpackedBytes` in all: a zip bomb stops early
 * instead of taking the memory it claims.
 */
export function readPkpassArchive(bytes: Uint8Array, maxUnpackedBytes: number): PkpassArchiveResult {
  const files = new Map<string, Uint8Array>();
  let unpacked = 0;
  let overBudget = false;
  let failure: string | undefined;
  const unzip = new Unzip((file) => {
    if (!isWantedPassFile(file.name) || overBudget) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (overBudget) return;
      if (error) {
        failure = `${file.name}: ${error.message}`;
        return;
      }
      unpacked += chunk.length;
      if (unpacked > maxUnpackedBytes) {
        overBudget = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.set(file.name, concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !overBudget; offset += PUSH_SIZE) {
      unzip.push(bytes.subarray(offset, offset + PUSH_SIZE), offset + PUSH_SIZE >= bytes.length);
    }
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  }
  if (overBudget) {
    return { ok: false, reason: 'too-large', message: `unpacks to more than ${maxUnpackedBytes} bytes` };
  }
  if (!files.has('pass.json') && ![...files.keys()].some((name) => name.toLowerCase().endsWith('.pkpass'))) {
    return { ok: false, reason: 'unreadable', message: failure ?? 'no pass.json in the archive' };
  }
  return { ok: true, files };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
