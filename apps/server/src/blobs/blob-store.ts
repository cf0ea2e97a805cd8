import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where raw emails and files are kept, by key; the filesystem now, an S3-compatible store later. */
export interface BlobStore {
  /** Stores bytes durably: once this resolves, a crash does not lose them. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid blob key: ${key}`);
}

/** A blob store in a folder: write to a temporary file, fsync, rename, fsync the folder. */
export function createFileBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    checkKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      const folder = dirname(target);
      await mkdir(folder, { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const file = await open(temporary, 'w');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
      // The rename itself is only durable once the folder's entry is on disk.
      const dir = await open(folder, 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    },
    get: async (key) => readFile(pathOf(key)),
    delete: async (key) => rm(pathOf(key), { force: true }),
  };
}

/** The blob store of a data dir: DATA_DIR/blobs. */
export function dataDirBlobStore(dataDir: string): BlobStore {
  return createFileBlobStore(join(dataDir, 'blobs'));
}
