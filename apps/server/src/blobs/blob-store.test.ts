import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore } from './blob-store.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function store() {
  const dir = await mkdtemp(join(tmpdir(), 'tripline-blobs-'));
  dirs.push(dir);
  return { dir, blobs: createFileBlobStore(dir) };
}

describe('file blob store', () => {
  it('gives back what was put, leaves no temporary file, and forgets deleted keys', async () => {
    const { dir, blobs } = await store();
    await blobs.put('emails/2026/11/abc.eml', new TextEncoder().encode('Subject: hi\r\n\r\nbody'));
    expect((await blobs.get('emails/2026/11/abc.eml')).toString()).toBe('Subject: hi\r\n\r\nbody');
    expect(await readdir(join(dir, 'emails/2026/11'))).toEqual(['abc.eml']);
    await blobs.delete('emails/2026/11/abc.eml');
    await expect(blobs.get('emails/2026/11/abc.eml')).rejects.toThrow();
  });

  it('refuses keys that would leave its folder', async () => {
    const { blobs } = await store();
    await expect(blobs.put('../outside', new Uint8Array([1]))).rejects.toThrow('Invalid blob key');
    await expect(blobs.get('/etc/passwd')).rejects.toThrow('Invalid blob key');
  });
});
