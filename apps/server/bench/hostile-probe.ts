// `PROBE_PASSWORD=<the demo's password> npx tsx bench/hostile-probe.ts` (in apps/server) against a running server
// holding the demo (PROBE_BASE, default http://127.0.0.1:3000; PROBE_SMTP_PORT, default 2525): every operation of the
// server's OpenAPI document is called as the super administrator with hostile path parameters (NUL, overlong, bad
// percent-encoding, huge numbers), queries (NUL, days that do not exist) and bodies (NUL, wrong types, deep nesting,
// broken JSON); single sign-on is asked with NUL; messages that cannot be opened (deeply nested MIME, thousands of
// attachments) and messages and imports holding NUL are sent and opened through every view. Prints the answers by
// status and each 5xx; exits 1 when there is one. It writes into the demo's teams (a probe's names and files).
import nodemailer from 'nodemailer';

const BASE = process.env.PROBE_BASE ?? 'http://127.0.0.1:3000';
const SMTP_PORT = Number(process.env.PROBE_SMTP_PORT ?? 2525);
const PASSWORD = process.env.PROBE_PASSWORD ?? '';
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const NUL = '\u0000';

interface Answer {
  method: string;
  url: string;
  sent: string;
  status: number | string;
  text: string;
}
const answers: Answer[] = [];

async function call(
  method: string,
  url: string,
  options: { cookie?: string | undefined; body?: unknown; raw?: string; type?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...XRW };
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = options.type ?? 'application/json';
  let answer: Answer;
  try {
    const response = await fetch(`${BASE}${url}`, { method, headers, body: payload, redirect: 'manual' });
    answer = { method, url, sent: payload?.slice(0, 120) ?? '', status: response.status, text: await response.text() };
  } catch (error) {
    answer = { method, url, sent: payload?.slice(0, 120) ?? '', status: `no answer (${String(error)})`, text: '' };
  }
  answers.push(answer);
  return answer;
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${BASE}/login`, {
    method: 'POST',
    headers: { ...XRW, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}: set PROBE_PASSWORD`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const admin = await signIn('admin@demo.tripline.test');
// The demo's teams, as their owner lists them; the super administrator calls everything.
const owner = await signIn('owner@demo.tripline.test');
const current = (await (await fetch(`${BASE}/api/users/current`, { headers: { cookie: owner } })).json()) as {
  data: { teams: { orgs: { id: string }[]; developers: { id: string }[] } };
};
const org = current.data.teams.orgs[0]?.id as string;
const dev = current.data.teams.developers[0]?.id as string;

/** The first id of a list, to fill the parameters not under test. */
const firstIds = new Map<string, string>();
async function firstId(list: string): Promise<string> {
  const known = firstIds.get(list);
  if (known) return known;
  const response = await fetch(`${BASE}${list}`, { headers: { cookie: admin } });
  const rows = response.ok ? ((await response.json()) as { data?: unknown }).data : null;
  const id = Array.isArray(rows) ? (rows[0] as { id?: string } | undefined)?.id : undefined;
  const found = id ?? '00000000-0000-4000-8000-000000000000';
  firstIds.set(list, found);
  return found;
}

async function realParam(path: string, name: string, teamId: string): Promise<string> {
  if (name === 'teamId') return teamId;
  if (name === 'type') return 'air';
  if (name === 'index') return '0';
  if (name === 'domain') return 'probe-none.example';
  if (name === 'file' || name === 'token') return '00000000-0000-4000-8000-000000000000';
  const list = (path.split(`{${name}}`)[0] as string).replace('{teamId}', teamId).replace(/\/$/, '');
  return firstId(list.replace('/trips/segments/air', '/segments/air'));
}

const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  'x'.repeat(101),
  '%FF',
  '%C0%80',
  '..%2F..%2Fetc',
  '-1',
  '99999999999999999999',
];
const BAD_DAYS = ['2020-02-31', '2020-13-45', '0000-00-00', '9999-99-99', '2021-02-29', '0000-01-01'];
const HOSTILE_QUERY = ['a%00b', '%FF', '99999999999999999999', '-1', 'x'.repeat(5000)];
const DAY_LIKE = /date|start|end|day/i;

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
const document = (await (await fetch(`${BASE}/api/docs/json`)).json()) as {
  paths: Record<string, Record<string, Operation>>;
};
const SKIPPED = new Set(['POST /logout', 'POST /login', 'POST /password/email']);

for (const [path, operations] of Object.entries(document.paths)) {
  for (const [lower, operation] of Object.entries(operations)) {
    const method = lower.toUpperCase();
    if (SKIPPED.has(`${method} ${path}`)) continue;
    const teamId = path.startsWith('/api/developers') ? dev : org;
    const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
    const inQuery = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const json = operation.requestBody?.content?.['application/json'];
    const real: Record<string, string> = {};
    for (const name of inPath) real[name] = await realParam(path, name, teamId);
    const url = (values: Record<string, string>, query = '') =>
      Object.entries(values).reduce((built, [name, value]) => built.replace(`{${name}}`, value), path) + query;
    const callers = path.startsWith('/sso') || path.startsWith('/api/invitations') ? [undefined, admin] : [admin];
    for (const cookie of callers) {
      for (const name of inPath) {
        for (const value of HOSTILE_PARAMS) {
          await call(method, url({ ...real, [name]: value }), { cookie, body: json ? {} : undefined });
        }
      }
      // Only the path is made hostile for a deletion, so nothing real is deleted.
      if (method === 'DELETE') continue;
      for (const name of inQuery) {
        for (const value of DAY_LIKE.test(name) ? [...BAD_DAYS, ...HOSTILE_QUERY] : HOSTILE_QUERY) {
          await call(method, url(real, `?${name}=${value}`), { cookie });
        }
      }
      if (!json) continue;
      for (const field of Object.keys(json.schema?.properties ?? {})) {
        const values: unknown[] = [`a${NUL}b`, { a: 1 }, [1], 'x'.repeat(100_000)];
        if (DAY_LIKE.test(field)) values.push(...BAD_DAYS);
        for (const value of values) await call(method, url(real), { cookie, body: { [field]: value } });
      }
      for (const raw of ['[]', 'null', '{', '{"a":'.repeat(20_000), `{"a${NUL}":1}`]) {
        await call(method, url(real), { cookie, raw });
      }
    }
  }
}

// Single sign-on, which answers anyone, and a SAML post from another site.
await call('GET', '/sso/%00/start');
for (const relay of ['%00', 'a%00b', '%FF']) {
  await call('POST', '/sso/saml/acs', {
    raw: `SAMLResponse=abc&RelayState=${relay}`,
    type: 'application/x-www-form-urlencoded',
  });
}

// Messages the console must open or call unreadable, sent over SMTP to the organisation's address.
const mailbox = (
  (await (await fetch(`${BASE}/api/orgs/${org}/mailboxes`, { headers: { cookie: admin } })).json()) as {
    data: { id: string; address: string }[];
  }
).data[0];
const to = mailbox?.address ?? '';
const header = (subject: string) => [
  `From: probe@sender.example`,
  `To: ${to}`,
  `Subject: ${subject}`,
  'MIME-Version: 1.0',
];
function nested(levels: number): string {
  const lines = header(`nested ${levels}`);
  for (let level = 0; level < levels; level++) {
    lines.push(`Content-Type: multipart/mixed; boundary="b${level}"`, '', `--b${level}`);
  }
  return [...lines, 'Content-Type: text/plain', '', 'hello'].join('\r\n');
}
function attachments(count: number): string {
  const lines = [...header(`${count} attachments`), 'Content-Type: multipart/mixed; boundary="B"', '', '--B'];
  lines.push('Content-Type: text/plain', '', 'body');
  for (let i = 0; i < count; i++) {
    lines.push(
      '--B',
      'Content-Type: application/octet-stream',
      `Content-Disposition: attachment; filename="a${i}"`,
      '',
      'x',
    );
  }
  return [...lines, '--B--', ''].join('\r\n');
}
const named = [
  ...header(`Reçu${NUL} ${'=?UTF-8?B?'}${Buffer.from(`x${NUL}y`).toString('base64')}?=`),
  `Message-ID: <a${NUL}b@sender.example>`,
  'Content-Type: multipart/mixed; boundary="B"',
  '',
  '--B',
  'Content-Type: text/html; charset=utf-8',
  '',
  `<p>a${NUL}b</p><img src="//tracker.example/x.gif">`,
  '--B',
  'Content-Type: application/pdf',
  `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent('Reçu ✈ 東京.pdf')}`,
  '',
  '%PDF-1.4',
  '--B--',
  '',
].join('\r\n');
const transport = nodemailer.createTransport({ host: new URL(BASE).hostname, port: SMTP_PORT, ignoreTLS: true });
const stored: string[] = [];
for (const raw of [nested(5_000), nested(50_000), attachments(20_000), named]) {
  try {
    const info = await transport.sendMail({ envelope: { from: 'probe@sender.example', to: [to] }, raw });
    const id = /Stored as ([\w-]+)/.exec(String(info.response))?.[1];
    if (id) stored.push(id);
  } catch (error) {
    answers.push({ method: 'SMTP', url: to, sent: raw.slice(0, 120), status: `refused: ${String(error)}`, text: '' });
  }
}
await new Promise((resolve) => setTimeout(resolve, 5_000));
for (const id of stored) {
  for (const view of [
    '',
    '/events',
    '/rendered?type=html',
    '/rendered?type=headers',
    '/attachments',
    '/attachments/0',
  ]) {
    await call('GET', `/api/orgs/${org}/emails/${id}${view}`, { cookie: admin });
  }
}

// A traveler import whose name and cells hold NUL.
const form = new FormData();
form.append(
  'file',
  new Blob([`email,na${NUL}me\nprobe@sender.example,A${NUL}da\n`], { type: 'text/csv' }),
  `a${NUL}.csv`,
);
const upload = await fetch(`${BASE}/api/orgs/${org}/travelers/imports/upload`, {
  method: 'POST',
  headers: { ...XRW, cookie: admin },
  body: form,
});
answers.push({ method: 'POST', url: 'traveler import', sent: 'NUL', status: upload.status, text: await upload.text() });

const byStatus: Record<string, number> = {};
for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
const faults = answers.filter((answer) => typeof answer.status !== 'number' || answer.status >= 500);
console.log(`${answers.length} requests, by status: ${JSON.stringify(byStatus)}; server faults: ${faults.length}`);
for (const fault of faults) {
  console.log(`${fault.status} ${fault.method} ${fault.url.slice(0, 160)} ${fault.sent} ${fault.text.slice(0, 160)}`);
}
process.exit(faults.length > 0 ? 1 : 0);
