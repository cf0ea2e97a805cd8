import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary folder. */
export interface TestObjectStore {
  /** The S3_* configuration that points at it. */
  env: Record<string, string>;
  bucket: string;
  /** Keys of the objects it holds, read from its own folder. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startObjectStore(): Promise<TestObjectStore> {
  const directory = await mkdtemp(join(tmpdir(), 'tripline-s3-'));
  const bucket = `tripline-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver accepts these fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async storedKeys() {
      const entries = await readdir(join(directory, bucket), { recursive: true });
      return entries
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, ''));
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
