import { type FlateError, inflateSync, Unzip, type UnzipDecoder, UnzipInflate } from 'fflate';

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
 * Unzips the pass's own files, never inflating more than `maxUnpackedBytes` in all (a file in one chunk that
 * declares its size, up to 1 MB, is inflated whole before it is counted): a zip bomb stops early instead of taking the memory it claims.
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
  unzip.register(WholeInflate);
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

type DecoderHandler = (error: FlateError | null, data: Uint8Array | null, final: boolean) => void;

/** The largest declared size of a file inflated at once; a larger one is inflated as a stream. */
const WHOLE_INFLATE_MAX = 1024 * 1024;

/**
 * fflate's streaming inflate (`UnzipInflate`) sets aside a 32 KB window and a 160 KB output buffer for every file it
 * inflates, however small: for a pass of a few kilobytes that was most of the time spent reading its archive. A file
 * whose compressed bytes come in one chunk (the usual pass.json) and whose size is declared, up to 1 MB, is inflated
 * at once into a buffer of that size and one byte over: when it fits without the byte over, those are the bytes the
 * streaming inflate gives. Anything else (a file over several chunks, no size, damaged data, more bytes than
 * declared) goes to the streaming inflate, chunk by chunk as before, with the same data and errors.
 */
class WholeInflate implements UnzipDecoder {
  static compression = 8;
  ondata: DecoderHandler = () => {};
  private readonly declared: number | undefined;
  private streaming: UnzipInflate | undefined;

  constructor(_name: string, size?: number, originalSize?: number) {
    this.declared = size === undefined ? undefined : originalSize;
  }

  push(chunk: Uint8Array, final: boolean): void {
    if (!this.streaming && final) {
      const whole = this.inflatedWhole(chunk);
      if (whole) {
        this.ondata(null, whole, true);
        return;
      }
    }
    if (!this.streaming) {
      this.streaming = new UnzipInflate();
      this.streaming.ondata = (error, data, last) => this.ondata(error, data, last);
    }
    this.streaming.push(chunk, final);
  }

  private inflatedWhole(chunk: Uint8Array): Uint8Array | undefined {
    const declared = this.declared;
    if (declared === undefined || declared > WHOLE_INFLATE_MAX) return undefined;
    try {
      const out = inflateSync(chunk, { out: new Uint8Array(declared + 1) });
      return out.length <= declared ? out : undefined;
    } catch {
      return undefined;
    }
  }
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
