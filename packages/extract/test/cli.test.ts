import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript build script, without type declarations.
import { builtIndex, ensureEngineBuilt } from '../scripts/engine-build.mjs';
import { loadCorpusCases } from '../src/corpus/cases.js';
import { extract } from '../src/index.js';

const run = promisify(execFile);
// The CLI as users run it: built JavaScript, built first when the sources changed.
const CLI = join(import.meta.dirname, '..', 'scripts', 'parse.mjs');
const BOARDING_PASS = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';

async function parse(...args: string[]) {
  const { stdout } = await run(process.execPath, [CLI, ...args], { timeout: 60_000 });
  return JSON.parse(stdout) as { file: string; reservations: unknown[]; segments: unknown[]; diagnostics: unknown[] }[];
}

describe('parse CLI', { timeout: 60_000 }, () => {
  it('prints one JSON object per file of a folder, with --date resolving boarding-pass days', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parse-cli-'));
    writeFileSync(join(dir, 'a-pass.txt'), BOARDING_PASS);
    writeFileSync(join(dir, 'b-note.txt'), 'nothing to see here');
    const results = await parse('--date', '2027-03-01', dir);
    expect(results.map((r) => r.file.slice(dir.length + 1))).toEqual(['a-pass.txt', 'b-note.txt']);
    expect(results[0]?.segments).toMatchObject([{ type: 'air', startCode: 'YUL', endCode: 'FRA', number: 'AC 834' }]);
    expect(results[1]?.reservations).toEqual([]);
    expect(results[1]?.diagnostics).toMatchObject([{ code: 'nothing-found' }]);
  });

  it('takes the sender and date of a --context email', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parse-cli-'));
    writeFileSync(join(dir, 'pass.txt'), BOARDING_PASS);
    writeFileSync(
      join(dir, 'context.eml'),
      'From: Air Canada <confirmation@aircanada.example>\r\nDate: Sat, 20 Nov 2027 10:00:00 +0000\r\nSubject: Boarding pass\r\n\r\nSee attached.\r\n',
    );
    const [result] = await parse('--context', join(dir, 'context.eml'), join(dir, 'pass.txt'));
    expect(result?.segments).toMatchObject([{ startDateTime: expect.stringMatching(/^2027-11-22/) }]);
  });

  it('reads as the engine does from source, with the stations and cities the build indexed ahead', async () => {
    const cases = loadCorpusCases()
      .filter((c) => /deutschebahn|sncf|czechrailways|booking|hotel/.test(c.id))
      .slice(0, 6);
    expect(cases.length).toBeGreaterThan(2);
    const built = await parse('--date', '2018-01-01', ...cases.map((c) => c.inputPath));
    const located = built.flatMap((r) => r.segments as { startLatitude?: number }[]).filter((s) => s.startLatitude);
    expect(located.length).toBeGreaterThan(0);
    for (const [i, c] of cases.entries()) {
      const source = await extract(new Uint8Array(readFileSync(c.inputPath)), {
        fileName: c.inputPath,
        date: new Date('2018-01-01T00:00:00Z'),
      });
      expect(built[i]?.segments, c.id).toEqual(JSON.parse(JSON.stringify(source.segments)));
    }
  });

  it('reads HTML as the engine does from source, where the text conversion takes the tree the engine parsed', async () => {
    const cases = loadCorpusCases().filter((c) => c.inputPath.endsWith('.html'));
    expect(cases.length).toBeGreaterThan(2);
    const built = await parse('--date', '2018-01-01', ...cases.map((c) => c.inputPath));
    expect(built.some((r) => r.reservations.length > 0)).toBe(true);
    for (const [i, c] of cases.entries()) {
      const source = await extract(new Uint8Array(readFileSync(c.inputPath)), {
        fileName: c.inputPath,
        date: new Date('2018-01-01T00:00:00Z'),
      });
      expect(built[i]?.reservations, c.id).toEqual(JSON.parse(JSON.stringify(source.reservations)));
    }
  });

  it('reads email as the engine does from source, a part in ISO-2022-JP too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parse-cli-'));
    const japanese = join(dir, 'iso-2022-jp.eml');
    writeFileSync(
      japanese,
      [
        'From: Reservations <bookings@airline.example>',
        'To: taro@example.com',
        'Subject: Flight booking',
        'Date: Mon, 01 Feb 2027 09:00:00 +0900',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=ISO-2022-JP',
        'Content-Transfer-Encoding: 7bit',
        '',
        '\x1b$B$4M=Ls$"$j$,$H$&$4$6$$$^$9!#\x1b(B',
        BOARDING_PASS,
        '',
      ].join('\r\n'),
    );
    const emails = loadCorpusCases()
      .filter((c) => c.inputPath.endsWith('.eml'))
      .slice(0, 8)
      .map((c) => c.inputPath);
    const files = [...emails, japanese];
    const built = await parse('--date', '2027-02-01', ...files);
    for (const [i, file] of files.entries()) {
      const source = await extract(new Uint8Array(readFileSync(file)), {
        fileName: file,
        date: new Date('2027-02-01T00:00:00Z'),
      });
      if (file === japanese) expect(source.reservations.length).toBeGreaterThan(0);
      expect(built[i]?.reservations, file).toEqual(JSON.parse(JSON.stringify(source.reservations)));
      expect(built[i]?.diagnostics, file).toEqual(JSON.parse(JSON.stringify(source.diagnostics)));
    }
  });

  it('decodes a header in ISO-2022-JP in the built engine as from source', async () => {
    // ご予約 (a booking) in ISO-2022-JP, as a mail client writes it in an encoded word.
    const word = Buffer.from('\x1b$B$4M=Ls\x1b(B', 'latin1').toString('base64');
    const message = [
      'From: Reservations <bookings@airline.example>',
      'To: taro@example.com',
      `Subject: =?ISO-2022-JP?B?${word}?= 123`,
      'Date: Mon, 01 Feb 2027 09:00:00 +0900',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      BOARDING_PASS,
      '',
    ].join('\r\n');
    await ensureEngineBuilt();
    const built = (await import(pathToFileURL(builtIndex).href)) as { extract: typeof extract };
    const options = { fileName: 'booking.eml', date: new Date('2027-02-01T00:00:00Z') };
    const fromBuild = await built.extract(new TextEncoder().encode(message), options);
    const fromSource = await extract(new TextEncoder().encode(message), options);
    expect(fromSource.email?.subject).toBe('ご予約 123');
    expect(fromBuild.email?.subject).toBe(fromSource.email?.subject);
  });

  it('refuses a malformed --date with exit code 2', async () => {
    await expect(run(process.execPath, [CLI, '--date', '22/11/2027', 'x'])).rejects.toMatchObject({
      code: 2,
    });
  });
});
