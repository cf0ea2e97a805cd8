import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox, runParse, sampleEmail, uploadMessage } from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { applications } from '../../db/schema.js';
import { hashClientSecret } from '../applications/client-credentials.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function devTeam() {
  const owner = await t.createUser();
  const team = await t.createTeam('dev', owner.id);
  const client = await t.signIn(owner.email);
  const mailbox = await createMailbox(client, 'dev', team.id);
  return { owner, team, client, mailbox, base: `/api/developers/${team.id}` };
}

const HTML_MESSAGE = Buffer.from(
  [
    'From: Hotel <bookings@hotel.example>',
    'To: someone@inbound.localhost',
    'Subject: Your stay',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p onclick="steal()">Welcome<script>alert(1)</script><img src="https://tracker.example/pixel.gif">' +
      '<a href="https://hotel.example/manage">Manage</a></p>',
    '--b1',
    'Content-Type: application/pdf',
    'Content-Disposition: attachment; filename="invoice.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('%PDF-1.4 not really').toString('base64'),
    '--b1--',
    '',
  ].join('\r\n'),
);

describe('raw message upload', () => {
  it('stores an uploaded message, answers 202 with its id, and wakes the parse queue', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const signalled = t.work.emails;
    const response = await uploadMessage(
      client,
      'dev',
      team.id,
      mailbox.id,
      await sampleEmail('lufthansa-return-flight'),
    );
    expect(response.statusCode).toBe(202);
    const { id } = response.json().data;
    expect(t.work.emails).toBe(signalled + 1);

    const listed = (await client.get(`${base}/emails`)).json();
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({
      id,
      status: 'received',
      via: 'http',
      from: 'online@booking-lufthansa.com',
      mailbox_address: mailbox.address,
    });
    expect(listed.data[0].subject).toContain('Q7XK2M');
  });

  it('refuses a body that is not a message (400), the wrong content type (415) and an oversized one (413)', async () => {
    const { client, team, mailbox } = await devTeam();
    expect((await uploadMessage(client, 'dev', team.id, mailbox.id, Buffer.from('just some words'))).statusCode).toBe(
      400,
    );
    const json = await client.post(`/api/developers/${team.id}/mailboxes/${mailbox.id}/messages`, { raw: 'x' });
    expect(json.statusCode).toBe(415);
    const huge = Buffer.alloc(t.config.maxMessageBytes + 1, 'a');
    expect((await uploadMessage(client, 'dev', team.id, mailbox.id, huge)).statusCode).toBe(413);
  });

  it('accepts an application of the team by client credentials, and nobody else', async () => {
    const { team, mailbox } = await devTeam();
    const other = await devTeam();
    const clientId = `client-${crypto.randomUUID()}`;
    await t.database.db.insert(applications).values({
      id: crypto.randomUUID(),
      teamId: team.id,
      name: 'Uploader',
      clientId,
      secretEncrypted: 'unused-here',
      secretHash: hashClientSecret('s3cret-value'),
    });
    const basic = (secret: string) => ({
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    });
    const raw = await sampleEmail('lufthansa-return-flight');
    const anonymous = t.anonymous();
    expect((await uploadMessage(anonymous, 'dev', team.id, mailbox.id, raw, basic('s3cret-value'))).statusCode).toBe(
      202,
    );
    expect((await uploadMessage(anonymous, 'dev', team.id, mailbox.id, raw, basic('wrong'))).statusCode).toBe(401);
    expect((await uploadMessage(anonymous, 'dev', team.id, mailbox.id, raw)).statusCode).toBe(401);
    // The application's credentials open no other team's mailbox.
    expect(
      (await uploadMessage(anonymous, 'dev', other.team.id, other.mailbox.id, raw, basic('s3cret-value'))).statusCode,
    ).toBe(404);
    // A signed-in member of another team learns nothing about this one.
    expect((await uploadMessage(other.client, 'dev', team.id, mailbox.id, raw)).statusCode).toBe(404);
  });

  it('refuses the old secret as soon as a new one is made, and a deleted mailbox as soon as it is gone', async () => {
    const { team, mailbox, client, base } = await devTeam();
    const application = (await client.post(`${base}/applications`, { name: 'Uploader' })).json().data;
    const basic = (secret: string) => ({
      authorization: `Basic ${Buffer.from(`${application.client_id}:${secret}`).toString('base64')}`,
    });
    const raw = await sampleEmail('lufthansa-return-flight');
    const anonymous = t.anonymous();
    const upload = (secret: string) => uploadMessage(anonymous, 'dev', team.id, mailbox.id, raw, basic(secret));
    // Twice, so the second upload finds the client and mailbox already looked up.
    expect((await upload(application.secret)).statusCode).toBe(202);
    expect((await upload(application.secret)).statusCode).toBe(202);
    const secret = (await client.post(`${base}/applications/${application.id}/key`)).json().data.secret;
    expect((await upload(application.secret)).statusCode).toBe(401);
    expect((await upload(secret)).statusCode).toBe(202);
    expect((await client.delete(`${base}/mailboxes/${mailbox.id}`)).statusCode).toBe(204);
    expect((await upload(secret)).statusCode).toBe(404);
  });
});

describe('emails API', () => {
  it('shows a parsed email with its reservations, segments and timeline, and parses it again on retry', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const raw = await sampleEmail('lufthansa-return-flight');
    const { id } = (await uploadMessage(client, 'dev', team.id, mailbox.id, raw)).json().data;
    await runParse(t, id);

    const detail = (await client.get(`${base}/emails/${id}`)).json().data;
    expect(detail.status).toBe('parsed');
    expect(detail.reservation_count).toBe(2);
    expect(detail.segments.map((s: { number: string }) => s.number)).toEqual(['LH 400', 'LH 401']);
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(['received', 'parsed']);

    const retry = await client.post(`${base}/emails/${id}/retry`);
    expect(retry.statusCode).toBe(202);
    expect(retry.json().data).toEqual({ id });
    expect((await client.get(`${base}/emails/${id}`)).json().data.status).toBe('received');
    await runParse(t, id);
    const events = (await client.get(`${base}/emails/${id}/events`)).json().data;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['received', 'parsed', 'parse.requested', 'parsed']);
  });

  it('marks an email without a booking as failed, with the reason', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const raw = Buffer.from(
      'From: friend@example.org\r\nTo: x@inbound.localhost\r\nSubject: Lunch?\r\n\r\nAre you free on Friday?\r\n',
    );
    const { id } = (await uploadMessage(client, 'dev', team.id, mailbox.id, raw)).json().data;
    await runParse(t, id);
    const detail = (await client.get(`${base}/emails/${id}`)).json().data;
    expect(detail.status).toBe('failed');
    expect(detail.status_reason).toMatch(/reservation/i);
  });

  it('renders headers, text and HTML without scripts, handlers or remote images, and serves attachments', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const { id } = (await uploadMessage(client, 'dev', team.id, mailbox.id, HTML_MESSAGE)).json().data;

    const headers = (await client.get(`${base}/emails/${id}/rendered?type=headers`)).json().data;
    expect(headers.headers).toContainEqual({ name: 'Subject', value: 'Your stay' });

    const html = (await client.get(`${base}/emails/${id}/rendered?type=html`)).json().data;
    expect(html.sandbox).toBe(true);
    expect(html.content).toContain('Welcome');
    expect(html.content).toContain('href="https://hotel.example/manage"');
    expect(html.content).not.toMatch(/script|onclick|tracker\.example/);

    const attachments = (await client.get(`${base}/emails/${id}/attachments`)).json().data;
    expect(attachments).toEqual([{ index: 0, filename: 'invoice.pdf', content_type: 'application/pdf', size: 19 }]);
    const download = await client.get(`${base}/emails/${id}/attachments/0`);
    expect(download.headers['content-disposition']).toBe('attachment; filename=invoice.pdf');
    expect(download.body).toBe('%PDF-1.4 not really');
    expect((await client.get(`${base}/emails/${id}/attachments/1`)).statusCode).toBe(404);
    expect((await client.get(`${base}/emails/${id}/rendered?type=pdf`)).statusCode).toBe(422);
  });

  it('serves an attachment whose name is outside Latin-1 under its own name (RFC 6266 filename*)', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const name = 'Reçu ✈ 東京.pdf';
    const raw = Buffer.from(
      HTML_MESSAGE.toString().replace('filename="invoice.pdf"', `filename*=UTF-8''${encodeURIComponent(name)}`),
    );
    const { id } = (await uploadMessage(client, 'dev', team.id, mailbox.id, raw)).json().data;
    expect((await client.get(`${base}/emails/${id}/attachments`)).json().data[0].filename).toBe(name);
    const download = await client.get(`${base}/emails/${id}/attachments/0`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Re?u ? ??.pdf"; filename*=UTF-8''Re%C3%A7u%20%E2%9C%88%20%E6%9D%B1%E4%BA%AC.pdf`,
    );
    expect(download.body).toBe('%PDF-1.4 not really');
  });

  it('stores a message whose headers or text hold NUL characters, which PostgreSQL cannot keep, without them', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const nul = '\u0000';
    const encoded = `=?UTF-8?B?${Buffer.from(`Encoded${nul}subject`).toString('base64')}?=`;
    const messages = [
      [`From: a${nul}b@hotel.example`, `Subject: Your${nul} stay`, `Message-ID: <one${nul}two@hotel.example>`],
      ['From: bookings@hotel.example', `Subject: ${encoded}`, `Message-ID: <${encoded}@hotel.example>`],
    ];
    const subjects = [];
    for (const headers of messages) {
      const raw = Buffer.from([...headers, 'To: x@inbound.localhost', '', `Body${nul} text`].join('\r\n'));
      const uploaded = await uploadMessage(client, 'dev', team.id, mailbox.id, raw);
      expect(uploaded.statusCode).toBe(202);
      const { id } = uploaded.json().data;
      await runParse(t, id);
      const detail = (await client.get(`${base}/emails/${id}`)).json().data;
      subjects.push(detail.subject);
      expect((await client.get(`${base}/emails/${id}/rendered?type=text`)).statusCode).toBe(200);
    }
    expect(subjects).toEqual(['Your stay', 'Encodedsubject']);

    // A Lufthansa booking with NUL characters in its text is parsed as it would be without them.
    const sample = (await sampleEmail('lufthansa-return-flight')).toString('latin1');
    const withNul = Buffer.from(
      sample.replace(/(\r?\n\r?\n)/, `$1${nul}`).replaceAll('Frankfurt', `Frank${nul}furt`),
      'latin1',
    );
    const { id } = (await uploadMessage(client, 'dev', team.id, mailbox.id, withNul)).json().data;
    await runParse(t, id);
    expect((await client.get(`${base}/emails/${id}`)).json().data.status).toBe('parsed');
  });

  it('shows a message with more MIME parts than can be opened as unreadable, never as a server fault', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const lines = ['From: a@b.example', 'To: x@inbound.localhost', 'Subject: deep', 'MIME-Version: 1.0'];
    for (let level = 0; level < 5000; level += 1) {
      lines.push(`Content-Type: multipart/mixed; boundary="b${level}"`, '', `--b${level}`);
    }
    lines.push('Content-Type: text/plain', '', 'hello');
    const { id } = (await uploadMessage(client, 'dev', team.id, mailbox.id, Buffer.from(lines.join('\r\n')))).json()
      .data;
    await runParse(t, id);
    const detail = await client.get(`${base}/emails/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.status).toBe('failed');
    expect(detail.json().data.attachments).toEqual([]);
    for (const view of ['rendered?type=html', 'rendered?type=headers', 'attachments', 'attachments/0']) {
      const response = await client.get(`${base}/emails/${id}/${view}`);
      expect(response.statusCode, view).toBe(422);
      expect(response.json().error.message, view).toMatch(/cannot be opened/);
    }
  });

  it('filters by status, sender, subject, mailbox and day, newest first', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const second = await createMailbox(client, 'dev', team.id);
    const parsed = (
      await uploadMessage(client, 'dev', team.id, mailbox.id, await sampleEmail('lufthansa-return-flight'))
    ).json().data.id;
    await runParse(t, parsed);
    const waiting = (await uploadMessage(client, 'dev', team.id, second.id, HTML_MESSAGE)).json().data.id;

    const ids = async (query: string) =>
      (await client.get(`${base}/emails${query}`)).json().data.map((e: { id: string }) => e.id);
    expect(await ids('')).toEqual([waiting, parsed]);
    expect(await ids('?sort=created:asc')).toEqual([parsed, waiting]);
    expect(await ids('?status=parsed')).toEqual([parsed]);
    expect(await ids('?from=hotel.example')).toEqual([waiting]);
    expect(await ids('?subject=q7xk2m')).toEqual([parsed]);
    expect(await ids(`?mailbox=${second.id}`)).toEqual([waiting]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`?start=${today}`)).toHaveLength(2);
    expect(await ids('?start=2020-01-01&end=2020-01-31')).toEqual([]);
    expect((await client.get(`${base}/emails?start=2020-02-01&end=2020-01-01`)).statusCode).toBe(422);
    expect((await client.get(`${base}/emails?start=01/02/2020`)).statusCode).toBe(422);
  });

  it('counts received, parsed, failed and filtered emails per day for the dashboard', async () => {
    const { client, team, mailbox, base } = await devTeam();
    const parsed = (
      await uploadMessage(client, 'dev', team.id, mailbox.id, await sampleEmail('lufthansa-return-flight'))
    ).json().data.id;
    await runParse(t, parsed);
    await uploadMessage(client, 'dev', team.id, mailbox.id, HTML_MESSAGE);

    const metrics = (await client.get(`${base}/emails/all`)).json().data;
    const today = new Date().toISOString().slice(0, 10);
    expect(metrics.labels).toHaveLength(7);
    expect(metrics.labels.at(-1)).toBe(today);
    const series = Object.fromEntries(metrics.dataSet.map((s: { label: string; data: number[] }) => [s.label, s.data]));
    expect(series.received.at(-1)).toBe(2);
    expect(series.parsed.at(-1)).toBe(1);
    expect(series.failed.at(-1)).toBe(0);
    expect(series.received.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    const ranged = (await client.get(`${base}/emails/all?start=2024-02-27&end=2024-03-01`)).json().data;
    expect(ranged.labels).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('keeps emails to their team', async () => {
    const a = await devTeam();
    const b = await devTeam();
    const { id } = (await uploadMessage(a.client, 'dev', a.team.id, a.mailbox.id, HTML_MESSAGE)).json().data;
    expect((await b.client.get(`${b.base}/emails/${id}`)).statusCode).toBe(404);
    expect((await b.client.get(`${b.base}/emails`)).json().data).toEqual([]);
    expect((await b.client.post(`${b.base}/emails/${id}/retry`)).statusCode).toBe(404);
    const viewer = await t.createUser();
    await t.addMember(a.team.id, viewer.id, 'viewer');
    const viewerClient = await t.signIn(viewer.email);
    expect((await viewerClient.get(`${a.base}/emails/${id}`)).statusCode).toBe(200);
    expect((await viewerClient.post(`${a.base}/emails/${id}/retry`)).statusCode).toBe(403);
  });
});
