import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { withCoalescedReads } from './coalesced-reads.js';

/** A database whose queries wait until released, counting how often each ran. */
function slowDatabase() {
  const runs: string[] = [];
  const waiting: (() => void)[] = [];
  const query = async (text: string, params: unknown[] = []) => {
    runs.push(`${text} ${JSON.stringify(params)}`);
    await new Promise<void>((resolve) => waiting.push(resolve));
    return [{ text, params, run: runs.length }];
  };
  const database = { query, prepared: query } as unknown as Database;
  const release = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { database, runs, release };
}

describe('coalesced reads', () => {
  it('answer the same query asked while it runs from that one run, and run it anew once it is done', async () => {
    const { database, runs, release } = slowDatabase();
    const reads = withCoalescedReads(database);
    const together = [reads.query('select $1', [1]), reads.query('select $1', [1]), reads.prepared('select $1', [1])];
    const other = reads.query('select $1', [2]);
    await nextTurn();
    // The query once, the prepared statement once (each kind shares with its own), the other values once.
    expect(runs).toEqual(['select $1 [1]', 'select $1 [1]', 'select $1 [2]']);
    release();
    const [first, second] = await Promise.all(together);
    expect(second).toBe(first);
    expect((await other)[0]).toMatchObject({ params: [2] });
    const later = reads.query('select $1', [1]);
    await nextTurn();
    release();
    expect((await later)[0]).toMatchObject({ run: 4 });
  });

  it('share a run with what is asked before the event loop turns, even a query that never waits (the embedded database)', async () => {
    let calls = 0;
    const immediate = {
      query: async () => {
        calls += 1;
        return [{ call: calls }];
      },
    } as unknown as Database;
    const reads = withCoalescedReads(immediate);
    const first = reads.query('select 1');
    // Long enough for a run begun at once to have ended: the second ask would then run it again.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    const second = reads.query('select 1');
    expect(await second).toBe(await first);
    expect(calls).toBe(1);
  });

  it('let every caller of a failed run see its error, and the next ask run again', async () => {
    let calls = 0;
    const failing = {
      query: async () => {
        calls += 1;
        throw new Error('the database went away');
      },
    } as unknown as Database;
    const reads = withCoalescedReads(failing);
    const results = await Promise.allSettled([reads.query('select 1'), reads.query('select 1')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(reads.query('select 1')).rejects.toThrow('went away');
    expect(calls).toBe(2);
  });
});
