import { chmod, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Files under DATA_DIR hold mail with reset links, raw messages and keys: only the server's own user reads them. */
export const PRIVATE_FILE_MODE = 0o600;
/** Folders under DATA_DIR, DATA_DIR itself included. */
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Makes a folder and everything in it its owner's only, for files written by code that sets modes of its own: the
 * embedded database unpacks its initial files readable and writable by everyone (0666).
 */
export async function makeTreePrivate(folder: string): Promise<void> {
  await chmod(folder, PRIVATE_FOLDER_MODE);
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await makeTreePrivate(path);
    else if (entry.isFile()) await chmod(path, PRIVATE_FILE_MODE);
  }
}
