import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BlobNotFoundError, type BlobStore, checkKey, streamToBuffer } from './blob-store.js';

/** Where an S3-compatible object store is and how to sign in to it (S3_* in the configuration). */
export interface ObjectStoreConfig {
  /** Absent for AWS itself, which the region names. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Absent: the client's own chain (environment, instance role, …) supplies them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, Ceph, s3rver) rather than in the host name. */
  forcePathStyle: boolean;
}

/** Uploads go up in parts of this size, a few at a time: memory stays at a few parts whatever the blob's size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error instanceof NoSuchKey || status === 404;
}

/** A blob store in one bucket of an S3-compatible object store; a key is the object's key. */
export function createS3BlobStore(config: ObjectStoreConfig): BlobStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const store: BlobStore = {
    async put(key, body) {
      checkKey(key);
      if (body instanceof Uint8Array && body.length <= PART_BYTES) {
        // One request; S3 acknowledges a PUT only once the object is stored durably.
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
        return;
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body instanceof Uint8Array ? Readable.from([body]) : body },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async read(key) {
      checkKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`The object store sent no body for ${key}`);
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new BlobNotFoundError(key);
        throw error;
      }
    },
    async get(key) {
      return streamToBuffer(await store.read(key));
    },
    async delete(key) {
      checkKey(key);
      // Deleting a key that is not there succeeds, as rm --force does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  return store;
}
