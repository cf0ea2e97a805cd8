import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCorpusCases, loadSampleCases } from '../src/corpus/cases.js';
import { extract } from '../src/index.js';

const JSON_LD = `<script type="application/ld+json">{"@context":"http://schema.org","@type":"FlightReservation","reservationNumber":"XXX007","underName":{"@type":"Person","name":"John Doe"},"reservationFor":{"@type":"Flight","flightNumber":"LH400","departureAirport":{"@type":"Airport","iataCode":"FRA"},"arrivalAirport":{"@type":"Airport","iataCode":"JFK"},"departureTime":"2027-03-04T10:00:00","arrivalTime":"2027-03-04T13:00:00"}}</script>`;

function email(body: string, extraParts = ''): string {
  return [
    'From: Lufthansa <booking@lufthansa.com>',
    'To: traveller@example.com',
    'Subject: Your booking XXX007',
    'Date: Mon, 01 Mar 2027 10:00:00 +0100',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="outer"',
    '',
    '--outer',
    'Content-Type: text/html; charset=utf-8',
    '',
    body,
    extraParts,
    '--outer--',
    '',
  ].join('\r\n');
}

const VALID = new TextEncoder().encode(
  email(
    `<html><body><p>Thanks</p>${JSON_LD}</body></html>`,
    '--outer\r\nContent-Type: application/vnd.apple.pkpass\r\nContent-Disposition: attachment; filename="pass.pkpass"\r\nContent-Transfer-Encoding: base64\r\n\r\nUEsDBBQAAAAIAAAAIQAAAAAAAAAAAAAAAAAJAAAAcGFzcy5qc29u\r\n',
  ),
);

/** Every result must hold at least one diagnostic or one finding: nothing fails silently. */
function expectAccountedFor(result: Awaited<ReturnType<typeof extract>>): void {
  expect(Array.isArray(result.reservations)).toBe(true);
  expect(Array.isArray(result.segments)).toBe(true);
  expect(result.diagnostics.length + result.reservations.length + result.things.length).toBeGreaterThan(0);
  for (const d of result.diagnostics) expect(d.code).toMatch(/^[a-z0-9-]+$/);
}

const SMALL_LIMITS = { maxInputBytes: 2 * 1024 * 1024, maxDepth: 4, maxDocuments: 16, timeBudgetMs: 2000 };

// Thousands of runs take a while; the bound is generous so a slow machine does not fail them.
describe('the engine under mangled input', { timeout: 120_000 }, () => {
  it('reads the valid email the mangled ones come from', async () => {
    const result = await extract(VALID);
    expect(result.reservations.map((r) => r.reservationNumber)).toEqual(['XXX007']);
  });

  it('never throws on truncated and bit-flipped MIME', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: VALID.length }),
        fc.array(fc.tuple(fc.nat({ max: VALID.length - 1 }), fc.integer({ min: 0, max: 7 })), { maxLength: 24 }),
        async (cut, flips) => {
          const bytes = VALID.slice(0, cut);
          for (const [at, bit] of flips) if (at < bytes.length) bytes[at] = (bytes[at] ?? 0) ^ (1 << bit);
          expectAccountedFor(await extract(bytes, { kind: 'eml', limits: SMALL_LIMITS }));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws on random bytes named as any kind of document', async () => {
    const names = ['x.pdf', 'x.pkpass', 'x.eml', 'x.html', 'x.txt', 'x.ics', 'x.json', 'x.png', 'x'];
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), fc.constantFrom(...names), async (bytes, fileName) => {
        expectAccountedFor(await extract(bytes, { fileName, limits: SMALL_LIMITS }));
      }),
      { numRuns: 1500 },
    );
  });

  it('never throws on random strings sniffed as any kind', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 2000, unit: 'binary' }), async (text) => {
        expectAccountedFor(await extract(text, { limits: SMALL_LIMITS }));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on truncated and bit-flipped wallet passes and PDFs', async () => {
    const files = [...loadCorpusCases(), ...loadSampleCases()]
      .filter((c) => c.inputKind === 'pkpass' || c.inputKind === 'pdf')
      .map((c) => ({ bytes: new Uint8Array(readFileSync(c.inputPath)), fileName: basename(c.inputPath) }));
    expect(files.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 7 })), {
          maxLength: 16,
        }),
        async (file, cut, flips) => {
          const bytes = file.bytes.slice(0, Math.ceil(cut * file.bytes.length));
          for (const [at, bit] of flips) {
            const i = Math.floor(at * bytes.length);
            if (i < bytes.length) bytes[i] = (bytes[i] ?? 0) ^ (1 << bit);
          }
          expectAccountedFor(await extract(bytes, { fileName: file.fileName, limits: SMALL_LIMITS }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on hostile HTML: deep nesting, broken JSON-LD, stray microdata', async () => {
    const fragment = fc.constantFrom(
      '<div>',
      '</div>',
      '<p itemscope>',
      '<span itemprop="name">',
      '<div itemscope itemtype="http://schema.org/FlightReservation">',
      '<script type="application/ld+json">{"@type":"FlightReservation",',
      '</script>',
      '<!--',
      '-->',
      '&nbsp;&amp;&#x0;',
      '<table><tr><td>',
      '"reservationFor":[{"@type":"Flight"},',
      '{"@graph":[',
      ']}',
      '<meta itemprop="startDate" content="2027-13-45T99:99">',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fragment, { maxLength: 400 }), fc.nat({ max: 3000 }), async (parts, depth) => {
        const html = `<html><body>${'<div>'.repeat(depth)}${parts.join('')}</body></html>`;
        expectAccountedFor(await extract(html, { kind: 'html', limits: SMALL_LIMITS }));
      }),
      { numRuns: 300 },
    );
  });
});

describe('limits', () => {
  it('refuses an input over the size limit with a limit-size diagnostic', async () => {
    const result = await extract(new Uint8Array(3 * 1024 * 1024), { fileName: 'big.pdf', limits: SMALL_LIMITS });
    expect(result.diagnostics.map((d) => d.code)).toContain('limit-size');
    expect(result.reservations).toEqual([]);
  });

  it('stops at the nesting limit of forwarded messages with a limit-depth diagnostic', async () => {
    let message = email(`<html><body>${JSON_LD}</body></html>`);
    for (let i = 0; i < 8; i++) {
      message = [
        'From: someone@example.com',
        'Subject: Fwd',
        'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="b${i}"`,
        '',
        `--b${i}`,
        'Content-Type: message/rfc822',
        '',
        message,
        `--b${i}--`,
        '',
      ].join('\r\n');
    }
    const result = await extract(message, { kind: 'eml', limits: SMALL_LIMITS });
    expect(result.diagnostics.map((d) => d.code)).toContain('limit-depth');
  });

  it('stops at the document limit with a limit-documents diagnostic', async () => {
    const parts = Array.from(
      { length: 40 },
      (_, i) =>
        `--outer\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename="n${i}.txt"\r\n\r\nnote ${i}\r\n`,
    ).join('');
    const result = await extract(email('<p>hi</p>', parts), { kind: 'eml', limits: SMALL_LIMITS });
    expect(result.diagnostics.map((d) => d.code)).toContain('limit-documents');
  });

  it('survives multiparts nested thousands deep', async () => {
    for (const depth of [50, 3000]) {
      let part = 'Content-Type: text/plain\r\n\r\nhello\r\n';
      for (let i = 0; i < depth; i++) {
        part = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${part}--b${i}--\r\n`;
      }
      const result = await extract(`From: a@b.example\r\nSubject: deep\r\nMIME-Version: 1.0\r\n${part}`, {
        kind: 'eml',
        limits: SMALL_LIMITS,
      });
      expect(result.reservations).toEqual([]);
      expect(result.diagnostics.length).toBeGreaterThan(0);
    }
  });

  it('survives a megabyte-long header', async () => {
    const message = `X-Long: ${'a'.repeat(1024 * 1024)}\r\n${email(`<p>${JSON_LD}</p>`)}`;
    expectAccountedFor(await extract(message, { kind: 'eml', limits: SMALL_LIMITS }));
  });

  it('reads mails whose lines are long runs of spaces between words and colons in time', async () => {
    // The time budget is checked between steps, not inside one pattern: each line must be read in time along its
    // length. Lines such as a ticket laid out in columns, words and labels thousands of spaces apart.
    const gap = ' '.repeat(3000);
    const shapes = [
      (i: number) => `Departure${gap}Gate ${i}${gap}:${gap}`,
      (i: number) => `${gap}Name${gap}:${gap}Jane${gap}Doe${gap}Seat ${i}${gap}`,
      (i: number) => `DEPART${gap}Boston${gap}ARRIVE${gap}(AB)${gap}${i}h10${gap}|${gap}`,
      (i: number) => `${'Wagen'.repeat(600)} ${i}${gap}*${gap}:${gap}*`,
      (i: number) => `Passengers${gap}and${gap}to${gap}-${gap}Helsinki (HEL)${gap}Amsterdam${gap}(AM) ${i}`,
    ];
    const lines = Array.from({ length: 200 }, (_, i) => shapes[i % shapes.length]?.(i) ?? '');
    const text = `From: Travel <booking@travel.example>\r\nSubject: Your ticket\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${lines.join('\r\n')}\r\n`;
    const html = email(`<html><body>${lines.map((l) => `<p>${l}</p>`).join('')}${lines.join(' ')}</body></html>`);
    for (const [input, kind] of [
      [text, 'eml'],
      [html, 'eml'],
      [lines.join('\n'), 'text'],
    ] as const) {
      const result = await extract(input, { kind, limits: { ...SMALL_LIMITS, maxInputBytes: 16 * 1024 * 1024 } });
      expectAccountedFor(result);
    }
  });

  it('reports a spent time budget with a limit-time diagnostic', async () => {
    const result = await extract(VALID, { limits: { timeBudgetMs: 0 } });
    expect(result.diagnostics.map((d) => d.code)).toContain('limit-time');
  });
});
