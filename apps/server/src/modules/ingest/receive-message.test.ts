import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEmail } from '../../../test/ingest-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { blobStoreOf } from '../../blobs/configured-blob-store.js';
import { emailEvents, emailOriginals, emails, mailboxes } from '../../db/schema.js';
import { receiveMessage } from './receive-message.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('receiving many messages at once', () => {
  it('stores every one with its original and its own received event, and refuses only the one that cannot be stored', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('dev', owner.id);
    const [mailbox] = await t.database.db
      .insert(mailboxes)
      .values({ id: crypto.randomUUID(), teamId: team.id, name: 'Inbound', localPart: `burst-${Date.now()}` })
      .returning();
    if (!mailbox) throw new Error('no mailbox');
    // A mailbox whose team has gone: its message cannot be recorded.
    const orphan = { ...mailbox, id: crypto.randomUUID(), teamId: 'no-such-team' };
    const deps = { db: t.database.db, blobs: blobStoreOf(t.config), work: t.work };
    const signalled = t.work.emails;
    const raw = await sampleEmail('lufthansa-return-flight');
    const receipts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        receiveMessage(deps, { mailbox: i === 7 ? orphan : mailbox, raw, via: 'http' }),
      ),
    );
    expect(receipts.map((receipt) => receipt.status)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i === 7 ? 'rejected' : 'fulfilled')),
    );
    const ids = receipts.flatMap((receipt) => (receipt.status === 'fulfilled' ? [receipt.value.id] : []));
    const stored = await t.database.db.select({ id: emails.id }).from(emails).where(eq(emails.mailboxId, mailbox.id));
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());
    const events = await t.database.db.select().from(emailEvents).where(inArray(emailEvents.emailId, ids));
    expect(events.map((event) => [event.emailId, event.type]).sort()).toEqual(
      [...ids].sort().map((id) => [id, 'received']),
    );
    // Each waits for its parse with its original beside it, and woke the parse queue.
    const kept = await t.database.db.select().from(emailOriginals).where(inArray(emailOriginals.emailId, ids));
    expect(kept).toHaveLength(ids.length);
    expect(kept.every((row) => row.raw.equals(raw))).toBe(true);
    expect(t.work.emails).toBe(signalled + ids.length);
  });
});
