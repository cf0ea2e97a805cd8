import fc from 'fast-check';
import { strToU8, Unzip, UnzipInflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isWantedPassFile, readPkpassArchive } from './read-pkpass-archive.js';

/** The archive read as before, every file through fflate's streaming inflate: what the reader must give. */
function streamed(bytes: Uint8Array, maxUnpackedBytes: number) {
  const files = new Map<string, number[]>();
  let unpacked = 0;
  let overBudget = false;
  let failure: string | undefined;
  const unzip = new Unzip((file) => {
    if (!isWantedPassFile(file.name) || overBudget) return;
    const bytesOf: number[] = [];
    file.ondata = (error, chunk, final) => {
      if (overBudget) return;
      if (error) {
        failure = `${file.name}: ${error.message}`;
        return;
      }
      unpacked += chunk.length;
      if (unpacked > maxUnpackedBytes) {
        overBudget = true;
        return;
      }
      bytesOf.push(...chunk);
      if (final) files.set(file.name, bytesOf);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !overBudget; offset += 4096) {
      unzip.push(bytes.subarray(offset, offset + 4096), offset + 4096 >= bytes.length);
    }
  } catch (error) {
    failure ??= error instanceof Error ? error.message : String(error);
  }
  if (overBudget) return { ok: false, reason: 'too-large' };
  if (!files.has('pass.json') && ![...files.keys()].some((name) => name.toLowerCase().endsWith('.pkpass'))) {
    return { ok: false, reason: 'unreadable', message: failure ?? 'no pass.json in the archive' };
  }
  return { ok: true, files: [...files] };
}

function read(bytes: Uint8Array, maxUnpackedBytes: number) {
  const result = readPkpassArchive(bytes, maxUnpackedBytes);
  if (!result.ok) return result.reason === 'too-large' ? { ok: false, reason: 'too-large' } : result;
  return { ok: true, files: [...result.files].map(([name, data]) => [name, [...data]]) };
}

/** A local header's declared original size (offset 22), to declare too few or too many bytes. */
function withDeclaredSize(archive: Uint8Array, size: number): Uint8Array {
  const copy = archive.slice();
  new DataView(copy.buffer).setUint32(22, size, true);
  return copy;
}

describe('readPkpassArchive', () => {
  it('reads what the streaming inflate reads, from whole, split, misdeclared and damaged archives', () => {
    const text = fc.string({ maxLength: 6000 });
    const noise = fc.uint8Array({ maxLength: 6000 });
    const archive = fc
      .tuple(text, noise, fc.boolean(), fc.integer({ min: 0, max: 9 }))
      .map(([json, bytes, strings, level]) =>
        zipSync(
          {
            'pass.json': [strToU8(JSON.stringify({ json, bytes: [...bytes.slice(0, 200)] })), { level: level as 0 }],
            'icon.png': bytes,
            ...(strings ? { 'de.lproj/pass.strings': [bytes, { level: 6 }] as const } : {}),
          },
          { level: 6 },
        ),
      );
    const changed = fc
      .tuple(
        archive,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.option(fc.nat({ max: 20_000 })),
        fc.option(fc.nat()),
      )
      .map(([bytes, changes, declared, cut]) => {
        let copy = declared === null ? bytes.slice() : withDeclaredSize(bytes, declared);
        for (const [at, byte] of changes) copy[at % copy.length] = byte;
        if (cut !== null) copy = copy.subarray(0, cut % (copy.length + 1));
        return copy;
      });
    fc.assert(
      fc.property(changed, fc.constantFrom(300, 5000, 20 * 1024 * 1024), (bytes, budget) => {
        expect(read(bytes, budget)).toEqual(streamed(bytes, budget));
      }),
      { numRuns: 1500 },
    );
  });
});
