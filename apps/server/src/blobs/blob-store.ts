import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-files.js';

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

async function fsyncFolder(folder: string): Promise<void> {
  const dir = await open(folder, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** Per folder: the fsync running now, and the one that will run after it for renames made meanwhile. */
const folderSyncs = new Map<string, { running: Promise<void> | null; next: Promise<void> | null }>();

/**
 * Makes every rename done so far in a folder durable. One fsync covers every rename made before it started,
 * so renames arriving while one runs share the single fsync that follows it (a burst costs two, not one each).
 */
function syncFolder(folder: string): Promise<void> {
  let state = folderSyncs.get(folder);
  if (!state) {
    state = { running: null, next: null };
    folderSyncs.set(folder, state);
  }
  const current = state;
  const start = () => {
    const running = fsyncFolder(folder).finally(() => {
      if (current.running === running) current.running = null;
    });
    current.running = running;
    return running;
  };
  if (!current.running) return start();
  current.next ??= current.running
    .catch(() => {})
    .then(() => {
      current.next = null;
      return start();
    });
  return current.next;
}

/** A blob store in a folder: write to a temporary file, fsync, rename, fsync the folder. */
export function createFileBlobStore(root: string): BlobStore {
  /** Folders known to exist, so a put into one costs no mkdir. */
  const madeFolders = new Set<string>();
  const pathOf = (key: string) => {
    checkKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      const folder = dirname(target);
      if (!madeFolders.has(folder)) {
        await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
        madeFolders.add(folder);
      }
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const file = await open(temporary, 'w', PRIVATE_FILE_MODE).catch(async (error: NodeJS.ErrnoException) => {
        // The folder went away since it was made (removed by hand): make it again.
        if (error.code !== 'ENOENT') throw error;
        await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
        return open(temporary, 'w', PRIVATE_FILE_MODE);
      });
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, target);
      // The rename itself is only durable once the folder's entry is on disk.
      await syncFolder(folder);
    },
    get: async (key) => readFile(pathOf(key)),
    delete: async (key) => rm(pathOf(key), { force: true }),
  };
}

/** The blob store of a data dir: DATA_DIR/blobs. */
export function dataDirBlobStore(dataDir: string): BlobStore {
  return createFileBlobStore(join(dataDir, 'blobs'));
}
