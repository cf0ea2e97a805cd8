import { afterAll, describe, expect, it } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { createExtractPool, extractInProcess } from './extract-pool.js';

const pool = createExtractPool(2);
afterAll(() => pool.close());

describe('parse workers', () => {
  it('read an email in a worker thread exactly as the main thread does', async () => {
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
});
