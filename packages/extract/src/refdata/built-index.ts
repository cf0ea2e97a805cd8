import { readFileSync, writeFileSync } from 'node:fs';
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
