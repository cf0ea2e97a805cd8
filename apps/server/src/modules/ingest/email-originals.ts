import { eq } from 'drizzle-orm';
import { BlobNotFoundError, type BlobStore } from '../../blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { emailOriginals } from '../../db/schema.js';

/** An email's stored original: kept with its row, or in the blob store when large (decision 036); null when gone. */
export async function readOriginal(
  deps: { db: Db; blobs: BlobStore },
  email: { id: string; blobKey: string | null },
): Promise<Buffer | null> {
  if (email.blobKey) {
    return deps.blobs.get(email.blobKey).catch((error: unknown) => {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    });
  }
  const [row] = await deps.db
    .select({ raw: emailOriginals.raw })
    .from(emailOriginals)
    .where(eq(emailOriginals.emailId, email.id));
  return row?.raw ?? null;
}
