import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileBlobStore, dataDirBlobStore } from './blobs/blob-store.js';
import { loadConfig } from './config.js';
import { openPglite } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { createMailer } from './mail/mailer.js';

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tripline-modes-'));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('files under DATA_DIR', () => {
  it('are created readable by their owner only: 0700 folders, 0600 files', async () => {
    const dataDir = join(parent, 'data', 'nested');
    loadConfig({ DATA_DIR: dataDir });
    const release = lockDataDir(dataDir);
    try {
      await dataDirBlobStore(dataDir).put('emails/2026/11/raw.eml', Buffer.from('From: a@b.test\r\n\r\nHi\r\n'));
      await createFileBlobStore(join(dataDir, 'blobs')).put('imports/x/part-0', Buffer.from('email\n'));
      const mailer = createMailer({
        dataDir,
        from: 'Tripline <no-reply@tripline.test>',
        logger: pino({ level: 'silent' }),
      });
      await mailer.send({ to: 'ada@example.test', subject: 'Reset your password', text: `https://x/${randomUUID()}` });

      for (const folder of [
        join(parent, 'data'),
        dataDir,
        join(dataDir, 'blobs'),
        join(dataDir, 'blobs/emails/2026/11'),
        join(dataDir, 'outbox'),
      ]) {
        expect((await modeOf(folder)).toString(8), folder).toBe('700');
      }
      const [mail] = await readdir(join(dataDir, 'outbox'));
      for (const file of [
        join(dataDir, 'session-secret'),
        join(dataDir, 'encryption-key'),
        join(dataDir, 'pglite.lock'),
        join(dataDir, 'blobs/emails/2026/11/raw.eml'),
        join(dataDir, 'blobs/imports/x/part-0'),
        join(dataDir, 'outbox', mail as string),
      ]) {
        expect((await modeOf(file)).toString(8), file).toBe('600');
      }
    } finally {
      release();
    }
  });

  it('include the embedded database, whose files and folders are its owner’s only as well', async () => {
    const dataDir = join(parent, 'embedded');
    const database = await openPglite(dataDir);
    try {
      await database.query('create table notes (body text)');
      await database.query("insert into notes values ('kept')");
    } finally {
      await database.close();
    }
    const open: string[] = [];
    const walk = async (folder: string) => {
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (((await modeOf(path)) & 0o077) !== 0) open.push(`${path} ${(await modeOf(path)).toString(8)}`);
        if (entry.isDirectory()) await walk(path);
      }
    };
    await walk(dataDir);
    expect(open).toEqual([]);
  });
});
