import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { xlsxBomb, xlsxWithLongCell } from '../../../test/xlsx-bomb.js';
import { dataDirBlobStore } from '../../blobs/blob-store.js';
import { travelerImports } from '../../db/schema.js';
import { processTravelerImport } from './process-traveler-import.js';
import { importPartKey, insertTravelerImport, updateTravelerImport } from './traveler-imports.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orgOwner() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  return { team, base: `/api/orgs/${team.id}/travelers/imports`, client: await t.signIn(owner.email) };
}

function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = `----tripline${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Runs `work` while asking /healthz every 50 ms; answers how long the slowest answer took. */
async function slowestHealthCheckDuring<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  let slowestMs = 0;
  while (!done) {
    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    await sleep(50);
  }
  return { result: await finished, slowestMs };
}

/** The event loop's longest stall while `work` runs, measured by a timer that should fire every 20 ms. */
async function longestStallDuring<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 20);
  try {
    return { result: await work, stallMs };
  } finally {
    clearInterval(timer);
  }
}

const ONE_LINE_BYTES = 15 * 1024 * 1024;

describe('traveler import limits', () => {
  it('keeps answering while a 15 MB one-line CSV is uploaded, and refuses it with a 422 naming the line limit', async () => {
    const { client, base } = await orgOwner();
    const body = multipart('one-line.csv', Buffer.alloc(ONE_LINE_BYTES, 'a'), 'text/csv');
    const { result, slowestMs } = await slowestHealthCheckDuring(
      client.request({ method: 'POST', url: `${base}/upload`, ...body }),
    );
    expect(result.statusCode).toBe(422);
    expect(result.json().error.fields.file[0]).toMatch(/Line 1 is longer than 65,536 bytes/);
    expect(slowestMs).toBeLessThan(1000);
    // Nothing was kept of the refused file.
    expect((await client.get(base)).json().data).toEqual([]);
  });

  it('fails an import whose later part holds an overlong line, naming the limit, without stalling the server', async () => {
    const { team, base, client } = await orgOwner();
    // Rows without a valid address: nothing is written, so what is timed is reading the file alone.
    const rows = Array.from({ length: 10_000 }, (_, i) => `Person ${i};person${i} at limits.test`);
    const head = Buffer.from(['Name;Email', ...rows, ''].join('\n'));
    // Longer than the head a preview reads, so the overlong line is met by the import only.
    expect(head.length).toBeGreaterThan(300_000);
    const created = await client.request({
      method: 'POST',
      url: `${base}/upload`,
      ...multipart('people.csv', head, 'text/csv'),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.preview[0]).toEqual(['Person 0', 'person0 at limits.test']);
    const rest = Buffer.concat([Buffer.from('Late;'), Buffer.alloc(ONE_LINE_BYTES, 'b'), Buffer.from('\n')]);
    const appended = await client.request({
      method: 'POST',
      url: `${base}/${id}/upload`,
      ...multipart('people.csv', rest, 'text/csv'),
    });
    expect(appended.statusCode).toBe(200);
    expect((await client.post(`${base}/${id}/process`, { mapping: { full_name: 0, email: 1 } })).statusCode).toBe(202);

    const deps = { database: t.database, blobs: dataDirBlobStore(t.config.dataDir), logger: pino({ level: 'silent' }) };
    const { stallMs } = await longestStallDuring(processTravelerImport(deps, id));
    expect(stallMs).toBeLessThan(1000);
    const [row] = await t.database.db.select().from(travelerImports).where(eq(travelerImports.id, id));
    expect(row).toMatchObject({ status: 'Failed', teamId: team.id });
    expect(row?.failureReason).toMatch(/Line 10002 is longer than 65,536 bytes/);
    expect(row).toMatchObject({ rowsDone: 10_000, errorCount: 10_000 });
  });

  it('refuses an XLSX whose shared strings inflate past their limit with a 422 naming it, memory staying bounded', async () => {
    const { client, base, team } = await orgOwner();
    const bomb = await xlsxBomb(256 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    const response = await client.request({
      method: 'POST',
      url: `${base}/upload`,
      ...multipart('people.xlsx', bomb, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    });
    clearInterval(sample);
    peak = Math.max(peak, process.memoryUsage.rss());
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.file[0]).toMatch(
      /xl\/sharedStrings\.xml inflates to more than 50 MB, the most shared strings may hold/,
    );
    expect(peak - before).toBeLessThan(150 * 1024 * 1024);
    expect((await client.get(base)).json().data).toEqual([]);

    // The import job holds to the same limit, should such a file be stored.
    const blobs = dataDirBlobStore(t.config.dataDir);
    const row = await insertTravelerImport(t.database.db, {
      teamId: team.id,
      createdBy: null,
      fileName: 'people.xlsx',
      format: 'xlsx',
    });
    await blobs.put(importPartKey(row.id, 0), bomb);
    await updateTravelerImport(t.database.db, row.id, {
      partCount: 1,
      byteSize: bomb.length,
      columns: ['Email'],
      mapping: { email: 0 },
    });
    await processTravelerImport({ database: t.database, blobs, logger: pino({ level: 'silent' }) }, row.id);
    const [failed] = await t.database.db.select().from(travelerImports).where(eq(travelerImports.id, row.id));
    expect(failed?.status).toBe('Failed');
    expect(failed?.failureReason).toMatch(/sharedStrings\.xml inflates to more than 50 MB/);
    expect(process.memoryUsage.rss() - before).toBeLessThan(150 * 1024 * 1024);
  }, 90_000);

  it('refuses an XLSX holding a cell longer than any spreadsheet writes with a 422 naming the limit', async () => {
    const { client, base } = await orgOwner();
    // Small on every size limit (a 2 MB sheet) but one cell: read whole, such a cell took gigabytes at 190 MB.
    const workbook = await xlsxWithLongCell(2 * 1024 * 1024);
    expect(workbook.length).toBeLessThan(64 * 1024);
    const response = await client.request({
      method: 'POST',
      url: `${base}/upload`,
      ...multipart('people.xlsx', workbook, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.file[0]).toMatch(
      /xl\/worksheets\/sheet1\.xml holds a cell or tag longer than 256 KB/,
    );
    expect((await client.get(base)).json().data).toEqual([]);

    // A cell as long as a spreadsheet cell may be (32,767 characters) is read.
    const longest = await client.request({
      method: 'POST',
      url: `${base}/upload`,
      ...multipart(
        'people.xlsx',
        await xlsxWithLongCell(32_767),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().data.preview[0][0]).toHaveLength(32_767);
  });

  it('quotes no more than the start of a long value in a row error, so an import answers in a few KB', async () => {
    const { base, client } = await orgOwner();
    // Lines under the line limit, each with an address of 60 KB: read as 50 bad rows.
    const rows = Array.from({ length: 50 }, (_, i) => `Person ${i};${String(i).padEnd(60_000, 'x')}`);
    const file = Buffer.from(['Name;Email', ...rows, ''].join('\n'));
    const created = await client.request({
      method: 'POST',
      url: `${base}/upload`,
      ...multipart('people.csv', file, 'text/csv'),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await client.post(`${base}/${id}/process`, { mapping: { full_name: 0, email: 1 } })).statusCode).toBe(202);
    const deps = { database: t.database, blobs: dataDirBlobStore(t.config.dataDir), logger: pino({ level: 'silent' }) };
    await processTravelerImport(deps, id);

    const answer = await client.get(`${base}/${id}`);
    expect(answer.json().data).toMatchObject({ status: 'Processed', progress: { done: 50, total: 50 } });
    const errors: { row: number; reason: string }[] = answer.json().data.errors;
    expect(errors).toHaveLength(50);
    expect(errors[0]).toEqual({ row: 2, reason: `"0${'x'.repeat(99)}…" is not a valid email address.` });
    expect(answer.body.length).toBeLessThan(20_000);
  });
});
