import { readFileSync, writeFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { join } from 'node:path';

/**
 * Reference indexes the built engine keeps beside its code (`dist/`), made once by the build instead of by every
 * process at its first lookup. Run from source there are none, and each index is built in memory as before.
 */
export function readBuiltIndex(name: string): Buffer | undefined {
  try {
    return readFileSync(new URL(`./${name}`, import.meta.url));
  } catch {
    return undefined;
  }
}

/** Writes one index for the built engine into its folder. */
export function writeBuiltIndex(dir: string, name: string, bytes: Uint8Array | string): void {
  writeFileSync(join(dir, name), bytes);
}

/** The typed arrays an index file holds. */
export type IndexArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;
type IndexArrayType = 'Uint8Array' | 'Uint16Array' | 'Uint32Array' | 'Int32Array' | 'Float64Array';
const ARRAY_TYPES = { Uint8Array, Uint16Array, Uint32Array, Int32Array, Float64Array } as const;

/**
 * An index as bytes: a JSON header (the caller's facts, the byte order, each array's type and length) padded to
 * 8 bytes, then each array, 8-byte aligned.
 */
export function packArrays(facts: Record<string, unknown>, arrays: readonly IndexArray[]): Buffer {
  const layout = arrays.map((a) => ({ type: a.constructor.name as IndexArrayType, length: a.length }));
  const header = Buffer.from(JSON.stringify({ facts, endianness: endianness(), layout }));
  const parts: Buffer[] = [Buffer.alloc(4), header];
  parts[0]?.writeUInt32LE(header.length);
  let size = 4 + header.length;
  for (const array of arrays) {
    const pad = (8 - (size % 8)) % 8;
    parts.push(Buffer.alloc(pad), Buffer.from(array.buffer, array.byteOffset, array.byteLength));
    size += pad + array.byteLength;
  }
  return Buffer.concat(parts);
}

/** The facts and arrays of an index `packArrays` wrote, when it is whole and of this machine's byte order. */
export function unpackArrays(bytes: Buffer): { facts: Record<string, unknown>; arrays: IndexArray[] } | undefined {
  try {
    const length = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.subarray(4, 4 + length).toString()) as {
      facts: Record<string, unknown>;
      endianness: string;
      layout: { type: IndexArrayType; length: number }[];
    };
    if (header.endianness !== endianness()) return undefined;
    let at = 4 + length;
    const arrays: IndexArray[] = [];
    for (const { type, length: count } of header.layout) {
      at += (8 - (at % 8)) % 8;
      const Type = ARRAY_TYPES[type];
      const byteLength = count * Type.BYTES_PER_ELEMENT;
      if (!Type || at + byteLength > bytes.length) return undefined;
      // A view of the bytes read where they sit aligned for the array (a file read whole is), else a copy that is.
      const offset = bytes.byteOffset + at;
      if (offset % Type.BYTES_PER_ELEMENT === 0) arrays.push(new Type(bytes.buffer as ArrayBuffer, offset, count));
      else {
        const copy = new ArrayBuffer(byteLength);
        new Uint8Array(copy).set(bytes.subarray(at, at + byteLength));
        arrays.push(new Type(copy));
      }
      at += byteLength;
    }
    return { facts: header.facts, arrays };
  } catch {
    return undefined;
  }
}
