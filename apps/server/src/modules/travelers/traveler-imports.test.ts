import { TRAVELER_IMPORT_MAX_PART_BYTES } from '@tripline/contracts';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import { processTravelerImport } from './process-traveler-import.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function orgOwner() {
  const owner = await t.createUser();
  const team = await t.createTeam('org', owner.id);
  return { team, base: `/api/orgs/${team.id}/travelers`, client: await t.signIn(owner.email) };
}

/** A multipart/form-data body with one file in the field `file`. */
function multipart(name: string, bytes: Buffer | string, type: string) {
  const boundary = `----tripline${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Runs the job the process call queued, as the worker would. */
async function runQueuedImport(importId: string) {
  const queued = t.jobs.sent.filter((job) => job.name === 'process-traveler-import');
  expect(queued.map((job) => (job.payload as { importId: string }).importId)).toContain(importId);
  await processTravelerImport(
    { database: t.database, blobs: blobStoreOf(t.config), logger: pino({ level: 'silent' }) },
    importId,
  );
}

const CSV = [
  'First name;Last name;E-mail;Employee ID;Dept;Other emails',
  'Ada;Lovelace;ada@import.test;E1;Research;ada.l@private.test',
  'Grace;Hopper;;E2;Navy;',
  'Alan;Turing;not-an-email;E3;Maths;',
  'Ada;Again;ADA@import.test;E4;Research;',
  'Linus;Pauling;linus@import.test;E5;Chemistry;"linus@home.test, also-bad"',
  'Marie;Curie;marie@import.test;E6;Physics;',
].join('\n');

describe('traveler imports', () => {
  it('uploads a CSV, previews it with a suggested mapping, and imports it, reporting each bad row', async () => {
    const { client, base } = await orgOwner();
    const existing = await client.post(base, {
      email: 'marie@import.test',
      first_name: 'Marie',
      last_name: 'Curie',
      employee_id: 'E6',
      department: 'Physics',
    });
    expect(existing.statusCode).toBe(201);

    const upload = await client.request({
      method: 'POST',
      url: `${base}/imports/upload`,
      ...multipart('people.csv', CSV, 'text/csv'),
    });
    expect(upload.statusCode).toBe(201);
    const uploaded = upload.json().data;
    expect(uploaded).toMatchObject({
      status: 'Queued',
      format: 'csv',
      columns: ['First name', 'Last name', 'E-mail', 'Employee ID', 'Dept', 'Other emails'],
      suggested_mapping: { first_name: 0, last_name: 1, email: 2, employee_id: 3, department: 4, extra_emails: 5 },
    });
    expect(uploaded.preview[0]).toEqual(['Ada', 'Lovelace', 'ada@import.test', 'E1', 'Research', 'ada.l@private.test']);

    const started = await client.post(`${base}/imports/${uploaded.id}/process`, {
      mapping: uploaded.suggested_mapping,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().data.status).toBe('Queued');
    expect((await client.post(`${base}/imports/${uploaded.id}/process`, { mapping: { email: 2 } })).statusCode).toBe(
      409,
    );
    await runQueuedImport(uploaded.id);

    const done = (await client.get(`${base}/imports/${uploaded.id}`)).json().data;
    expect(done.status).toBe('Processed');
    expect(done.progress).toEqual({ done: 6, total: 6 });
    expect(done.results).toEqual([
      { label: 'Created', count: 1 },
      { label: 'Updated', count: 0 },
      { label: 'Skipped', count: 1 },
      { label: 'Errors', count: 4 },
    ]);
    expect(done.errors).toEqual([
      { row: 3, reason: 'The email address is missing.' },
      { row: 4, reason: '"not-an-email" is not a valid email address.' },
      { row: 5, reason: 'ada@import.test already appears in row 2.' },
      { row: 6, reason: 'The extra address "also-bad" is not a valid email address.' },
    ]);

    const people = (await client.get(`${base}?sort=email:asc`)).json().data;
    expect(people.map((p: { email: string }) => p.email)).toEqual(['ada@import.test', 'marie@import.test']);
    expect(people[0]).toMatchObject({ name: 'Ada Lovelace', employee_id: 'E1', department: 'Research' });
    expect(people[0].extra_email_addresses.map((a: { email: string }) => a.email)).toEqual(['ada.l@private.test']);

    const list = (await client.get(`${base}/imports`)).json();
    expect(list.data.map((i: { id: string }) => i.id)).toEqual([uploaded.id]);
  });

  it('imports a file whose name and cells hold NUL characters without them, as PostgreSQL keeps none', async () => {
    const { client, base } = await orgOwner();
    const nul = '\u0000';
    const file = `E-mail;First${nul} name\nnul${nul}@import.test;Ad${nul}a\n`;
    const uploaded = await client.request({
      method: 'POST',
      url: `${base}/imports/upload`,
      ...multipart(`peo${nul}ple.csv`, file, 'text/csv'),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data).toMatchObject({ file_name: 'people.csv', columns: ['E-mail', 'First name'] });
    expect(uploaded.json().data.preview).toEqual([['nul@import.test', 'Ada']]);
    const id = uploaded.json().data.id;
    expect(
      (await client.post(`${base}/imports/${id}/process`, { mapping: { email: 0, first_name: 1 } })).statusCode,
    ).toBe(202);
    await runQueuedImport(id);
    expect((await client.get(`${base}/imports/${id}`)).json().data.status).toBe('Processed');
    const [person] = (await client.get(`${base}?q=nul@import.test`)).json().data;
    expect(person).toMatchObject({ email: 'nul@import.test', first_name: 'Ada' });
  });

  it('imports the first sheet of an XLSX file, updating people who changed', async () => {
    const { client, base } = await orgOwner();
    await client.post(base, { email: 'sam@xlsx.test', first_name: 'Sam' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Name', 'Email', 'Department']);
    sheet.addRow(['Sam Carter', 'sam@xlsx.test', 'Engineering']);
    sheet.addRow(['Jo Marsh', { text: 'jo@xlsx.test', hyperlink: 'mailto:jo@xlsx.test' }, 'Sales']);
    sheet.addRow(['No Address', '', 'Sales']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const upload = await client.request({
      method: 'POST',
      url: `${base}/imports/upload`,
      ...multipart('people.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    });
    expect(upload.statusCode).toBe(201);
    const uploaded = upload.json().data;
    expect(uploaded.columns).toEqual(['Name', 'Email', 'Department']);
    expect(uploaded.suggested_mapping).toEqual({ email: 1, full_name: 0, department: 2 });
    await client.post(`${base}/imports/${uploaded.id}/process`, { mapping: uploaded.suggested_mapping });
    await runQueuedImport(uploaded.id);

    const done = (await client.get(`${base}/imports/${uploaded.id}`)).json().data;
    expect(done.status).toBe('Processed');
    expect(done.results.map((r: { count: number }) => r.count)).toEqual([1, 1, 0, 1]);
    expect(done.errors).toEqual([{ row: 4, reason: 'The email address is missing.' }]);
    const people = (await client.get(`${base}?sort=email:asc`)).json().data;
    expect(people.map((p: { name: string; department: string }) => [p.name, p.department])).toEqual([
      ['Jo Marsh', 'Sales'],
      ['Sam Carter', 'Engineering'],
    ]);
  });

  it('takes a file in parts, refuses other formats, and keeps imports to their team', async () => {
    const a = await orgOwner();
    const b = await orgOwner();
    const half = CSV.indexOf('\nAlan');
    const first = await a.client.request({
      method: 'POST',
      url: `${a.base}/imports/upload`,
      ...multipart('part.csv', CSV.slice(0, half + 1), 'text/csv'),
    });
    const id = first.json().data.id;
    const second = await a.client.request({
      method: 'POST',
      url: `${a.base}/imports/${id}/upload`,
      ...multipart('part.csv', CSV.slice(half + 1), 'text/csv'),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.byte_size).toBe(Buffer.byteLength(CSV));
    expect(second.json().data.preview).toHaveLength(5);
    // The mapping form can be shown again later (after a reload) from the stored parts.
    const again = await a.client.get(`${a.base}/imports/${id}/preview`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      id,
      preview: second.json().data.preview,
      suggested_mapping: second.json().data.suggested_mapping,
    });
    expect((await b.client.get(`${b.base}/imports/${id}/preview`)).statusCode).toBe(404);

    const huge = Buffer.alloc(TRAVELER_IMPORT_MAX_PART_BYTES + 1, 'a');
    const tooLarge = await a.client.request({
      method: 'POST',
      url: `${a.base}/imports/upload`,
      ...multipart('huge.csv', huge, 'text/csv'),
    });
    expect(tooLarge.statusCode).toBe(413);

    const pdf = await a.client.request({
      method: 'POST',
      url: `${a.base}/imports/upload`,
      ...multipart('x.pdf', '%PDF', 'application/pdf'),
    });
    expect(pdf.statusCode).toBe(422);

    expect((await b.client.get(`${b.base}/imports/${id}`)).statusCode).toBe(404);
    expect((await b.client.post(`${b.base}/imports/${id}/process`, { mapping: { email: 2 } })).statusCode).toBe(404);
    const viewer = await t.createUser();
    await t.addMember(a.team.id, viewer.id, 'viewer');
    const viewerClient = await t.signIn(viewer.email);
    const refused = await viewerClient.request({
      method: 'POST',
      url: `${a.base}/imports/upload`,
      ...multipart('p.csv', CSV, 'text/csv'),
    });
    expect(refused.statusCode).toBe(403);
  });
});
