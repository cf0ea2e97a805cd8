import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-files.js';

/** What a blob is written from: bytes at hand, or a stream that is never gathered whole. */
export type BlobBody = Uint8Array | Readable;

/**
 * Where raw emails, uploaded files and generated reports are kept, by key: a folder under DATA_DIR, or an
 * S3-compatible object store that several instances share (decision 049).
 */
export interface BlobStore {
  /** Stores a blob durably: once this resolves, a crash does not lose it. */
  put(key: string, body: BlobBody): Promise<void>;
  /** The blob as a stream; rejects with BlobNotFoundError when there is none. */
  read(key: string): Promise<Readable>;
  /** The blob whole, for the callers that need all of it at once (parsing a message); BlobNotFoundError when none. */
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Every key held, in no particular order. */
  keys(): AsyncIterable<string>;
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No blob has the key ${key}`);
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid blob key: ${key}`);
}

/** Reads a stream to its end into one buffer. */
export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
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
    async put(key, body) {
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
        if (body instanceof Uint8Array) {
          await file.writeFile(body);
        } else {
          for await (const chunk of body) await file.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        }
        await file.sync();
      } catch (error) {
        await file.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await file.close();
      await rename(temporary, target);
      // The rename itself is only durable once the folder's entry is on disk.
      await syncFolder(folder);
    },
    async read(key) {
      const path = pathOf(key);
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      });
      return handle.createReadStream();
    },
    async get(key) {
      return streamToBuffer(await this.read(key));
    },
    delete: async (key) => rm(pathOf(key), { force: true }),
    async *keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        yield relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      }
    },
  };
}

/** The blob store of a data dir: DATA_DIR/blobs. */
export function dataDirBlobStore(dataDir: string): BlobStore {
  return createFileBlobStore(join(dataDir, 'blobs'));
}
