import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { createExtractPool, extractInProcess, ParseTimeoutError } from './extract-pool.js';

const threadErrors: unknown[] = [];
const pool = createExtractPool({ threads: 2, timeoutMs: 30_000, onThreadError: (error) => threadErrors.push(error) });
afterAll(() => pool.close());

/** A message no reader ever finishes with the test worker. */
export const NEVER_ENDS = Buffer.from(
  'From: loop@example.test\r\nTo: trips@inbound.localhost\r\nSubject: never ends\r\n\r\nbody\r\n',
);

describe('parse workers', () => {
  // Starting worker threads (each loads its readers) takes seconds on a busy machine.
  it('read an email in a worker thread exactly as the main thread does', { timeout: 90_000 }, async () => {
    const receivedAt = new Date('2025-02-03T10:00:00Z');
    for (const name of ['lufthansa-return-flight', 'aer-lingus-booking-confirmation']) {
      const raw = await sampleEmail(name);
      const [inWorker, inProcess] = await Promise.all([
        pool.extract(raw, receivedAt),
        extractInProcess(raw, receivedAt),
      ]);
      expect(inWorker.reservations.length).toBeGreaterThan(0);
      expect(inWorker).toEqual(inProcess);
    }
  });

  it('take more emails at once than there are threads and answer each with its own result', async () => {
    const [flight, other] = await Promise.all([
      sampleEmail('lufthansa-return-flight'),
      sampleEmail('aer-lingus-newsletter-negative'),
    ]);
    const inputs = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? flight : other));
    const results = await Promise.all(inputs.map((raw) => pool.extract(raw, new Date())));
    expect(results.map((result) => result.reservations.length > 0)).toEqual(inputs.map((raw) => raw === flight));
  });

  it('stop a reading that runs past its deadline and keep serving the emails queued behind it', {
    timeout: 90_000,
  }, async () => {
    /** One thread whose worker entry never finishes a message titled "never ends". */
    const stuck = createExtractPool({
      threads: 1,
      timeoutMs: 4000,
      workerUrl: new URL('../../../test/hanging-extract-worker.mjs', import.meta.url),
      onThreadError: (error) => threadErrors.push(error),
    });
    onTestFinished(() => stuck.close());
    const flight = await sampleEmail('lufthansa-return-flight');
    // Both go to the pool's single thread: the second waits for the first to be stopped, then is read normally.
    const [hung, after] = await Promise.allSettled([
      stuck.extract(NEVER_ENDS, new Date()),
      stuck.extract(flight, new Date()),
    ]);
    expect(hung.status).toBe('rejected');
    expect((hung as PromiseRejectedResult).reason).toBeInstanceOf(ParseTimeoutError);
    if (after.status === 'rejected') throw after.reason;
    expect(after.value.reservations.length).toBeGreaterThan(0);
    // And again later: the stuck thread was replaced, not lost.
    expect((await stuck.extract(flight, new Date())).reservations.length).toBeGreaterThan(0);
  });

  it('tell of a thread that fails while no reading runs on it, rather than end the process', async () => {
    const told: unknown[] = [];
    const faulting = createExtractPool({
      threads: 1,
      timeoutMs: 4000,
      workerUrl: new URL('../../../test/faulting-extract-worker.mjs', import.meta.url),
      onThreadError: (error) => told.push(error),
    });
    onTestFinished(() => faulting.close());
    await expect.poll(() => told.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(String(told[0])).toContain('this parse worker cannot start');
  });
});
