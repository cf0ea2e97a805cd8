import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type TestObjectStore } from '../../test/s3-test-server.js';
import { loadConfig } from '../config.js';
import { BlobNotFoundError, type BlobStore, createFileBlobStore, streamToBuffer } from './blob-store.js';
import { blobStoreOf } from './configured-blob-store.js';

const dirs: string[] = [];
let objectStore: TestObjectStore;
beforeAll(async () => {
  objectStore = await startObjectStore();
});
afterAll(async () => {
  await objectStore.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'tripline-blobs-'));
  dirs.push(dir);
  return dir;
}

/** The two implementations, each as the configuration would choose it. */
const backends: [string, () => Promise<BlobStore>][] = [
  ['in a folder', async () => createFileBlobStore(await tempDir())],
  [
    'in an S3-compatible object store',
    async () => blobStoreOf(loadConfig({ DATA_DIR: await tempDir(), LOG_LEVEL: 'silent', ...objectStore.env })),
  ],
];

/** A stream of `count` chunks of `size` bytes, each filled with its index, made as it is read. */
function chunks(count: number, size: number): Readable {
  return Readable.from(
    (function* () {
      for (let index = 0; index < count; index++) yield Buffer.alloc(size, index);
    })(),
  );
}

describe.each(backends)('blob store %s', (_name, open) => {
  it('gives back what was put, lists it, and forgets deleted keys', async () => {
    const blobs = await open();
    await blobs.put('emails/2026/11/abc.eml', new TextEncoder().encode('Subject: hi\r\n\r\nbody'));
    expect((await blobs.get('emails/2026/11/abc.eml')).toString()).toBe('Subject: hi\r\n\r\nbody');
    const keys: string[] = [];
    for await (const key of blobs.keys()) keys.push(key);
    expect(keys).toEqual(['emails/2026/11/abc.eml']);
    await blobs.delete('emails/2026/11/abc.eml');
    await expect(blobs.get('emails/2026/11/abc.eml')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(blobs.read('never/stored')).rejects.toBeInstanceOf(BlobNotFoundError);
    // Deleting what is not there is not an error.
    await blobs.delete('never/stored');
  });

  it('stores a stream larger than one upload part and streams it back unchanged', async () => {
    const blobs = await open();
    // 20 MiB: more than two 8 MiB parts, so the object store takes it as a multipart upload.
    await blobs.put('reports/big.csv', chunks(20, 1024 * 1024));
    let size = 0;
    let index = 0;
    for await (const chunk of await blobs.read('reports/big.csv')) {
      for (const byte of chunk as Buffer) {
        if (byte !== Math.floor(index / (1024 * 1024))) throw new Error(`byte ${index} is ${byte}`);
        index += 1;
      }
      size += (chunk as Buffer).length;
    }
    expect(size).toBe(20 * 1024 * 1024);
  });

  it('refuses keys that would leave its folder or bucket', async () => {
    const blobs = await open();
    await expect(blobs.put('../outside', new Uint8Array([1]))).rejects.toThrow('Invalid blob key');
    await expect(blobs.get('/etc/passwd')).rejects.toThrow('Invalid blob key');
  });

  it('keeps nothing of a stream that failed half-way', async () => {
    const blobs = await open();
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024, 1);
        throw new Error('the sender went away');
      })(),
    );
    await expect(blobs.put('imports/broken.csv', failing)).rejects.toThrow('the sender went away');
    await expect(blobs.read('imports/broken.csv')).rejects.toBeInstanceOf(BlobNotFoundError);
  });
});

describe('file blob store', () => {
  it('leaves no temporary file behind', async () => {
    const dir = await tempDir();
    const blobs = createFileBlobStore(dir);
    await blobs.put('emails/2026/11/abc.eml', chunks(3, 10));
    expect(await readdir(join(dir, 'emails/2026/11'))).toEqual(['abc.eml']);
    expect((await streamToBuffer(await blobs.read('emails/2026/11/abc.eml'))).length).toBe(30);
  });
});

describe('object store blobs', () => {
  it('are objects in the configured bucket, and nothing is written under DATA_DIR', async () => {
    const dataDir = await tempDir();
    const blobs = blobStoreOf(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...objectStore.env }));
    await blobs.put('emails/2026/11/in-bucket.eml', new TextEncoder().encode('Subject: kept\r\n\r\n'));
    expect(await objectStore.storedKeys()).toContain('emails/2026/11/in-bucket.eml');
    expect(await readdir(dataDir)).not.toContain('blobs');
  });
});
