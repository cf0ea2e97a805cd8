import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tripline-config-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      smtpPort: 2525,
      inboundDomain: 'inbound.localhost',
      allowPrivateNetworkTargets: false,
      appUrl: 'http://localhost:3000',
      seedDemo: 'auto',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).dataDir).toBe(join(REPO_ROOT, 'data'));
  });

  it('names every invalid variable in one message', () => {
    const attempt = () => loadConfig({ DATA_DIR: dir, PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\//);
    expect(attempt).toThrow(/LOG_LEVEL/);
  });

  it('generates a session secret once and keeps it in DATA_DIR', async () => {
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect((await readFile(join(dir, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 's'.repeat(40) }).sessionSecret).toBe('s'.repeat(40));
  });

  it('reads ALLOW_PRIVATE_NETWORK_TARGETS=1 as on, and its former name ALLOW_PRIVATE_WEBHOOKS too', () => {
    expect(loadConfig({ DATA_DIR: dir, ALLOW_PRIVATE_NETWORK_TARGETS: '1' }).allowPrivateNetworkTargets).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, ALLOW_PRIVATE_WEBHOOKS: '1' }).allowPrivateNetworkTargets).toBe(true);
  });

  it('keeps blobs in DATA_DIR unless S3_BUCKET names an object store, and refuses a half-given one', () => {
    expect(loadConfig({ DATA_DIR: dir }).objectStore).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'tripline-blobs',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).objectStore,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'tripline-blobs',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'tripline-blobs', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'give both',
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'Not A Bucket' })).toThrow('S3_BUCKET');
  });
});
