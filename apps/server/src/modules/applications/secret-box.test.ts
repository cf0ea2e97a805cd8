import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { decryptSecret, encryptSecret } from './secret-box.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tripline-secret-box-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('secret box', () => {
  it('generates the encryption key once into DATA_DIR and takes ENCRYPTION_KEY when given', async () => {
    const first = loadConfig({ DATA_DIR: dir }).encryptionKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).encryptionKey.equals(first)).toBe(true);
    expect((await readFile(join(dir, 'encryption-key'), 'utf8')).trim()).toBe(first.toString('base64'));
    const given = Buffer.alloc(32, 3).toString('base64');
    expect(loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY: given }).encryptionKey.toString('base64')).toBe(given);
    expect(() => loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('reads the webhook retry schedule and refuses a malformed one', () => {
    expect(loadConfig({ DATA_DIR: dir }).webhookRetryScheduleMs).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(loadConfig({ DATA_DIR: dir, WEBHOOK_RETRY_SCHEDULE: '50ms, 1s' }).webhookRetryScheduleMs).toEqual([
      50, 1000,
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, WEBHOOK_RETRY_SCHEDULE: 'soon' })).toThrow(ConfigError);
  });

  it('opens what it sealed, and nothing sealed under another key or altered', () => {
    const key = Buffer.alloc(32, 1);
    const sealed = encryptSecret(key, 'whsec_abc');
    expect(sealed).not.toContain('whsec_abc');
    expect(encryptSecret(key, 'whsec_abc')).not.toBe(sealed);
    expect(decryptSecret(key, sealed)).toBe('whsec_abc');
    expect(() => decryptSecret(Buffer.alloc(32, 2), sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64');
    body[0] = (body[0] as number) ^ 1;
    expect(() => decryptSecret(key, [parts[0], parts[1], parts[2], body.toString('base64')].join('.'))).toThrow();
  });
});
