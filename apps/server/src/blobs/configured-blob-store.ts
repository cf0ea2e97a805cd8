import type { Config } from '../config.js';
import { type BlobStore, dataDirBlobStore } from './blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';

const opened = new WeakMap<Config, BlobStore>();

/** The blob store the configuration names: its object store (S3_*), else DATA_DIR/blobs; one per configuration. */
export function blobStoreOf(config: Pick<Config, 'dataDir' | 'objectStore'>): BlobStore {
  const known = opened.get(config as Config);
  if (known) return known;
  const store = config.objectStore ? createS3BlobStore(config.objectStore) : dataDirBlobStore(config.dataDir);
  opened.set(config as Config, store);
  return store;
}
