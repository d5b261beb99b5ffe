import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStorage, StoredObject } from './media-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, ...); unset for AWS. */
  endpoint: string | null;
  /** Path-style URLs (MinIO needs them). */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix: string;
}

/**
 * An S3-compatible object store (MEDIA_STORAGE=s3). Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a role, ...), never from this service's config.
 */
export function s3Storage(settings: S3Settings, client = defaultClient(settings)): MediaStorage {
  const Key = (key: string) => `${settings.prefix}${key}`;
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      // Segments and playlists are small: a single PUT with a known length.
      const bytes = Buffer.isBuffer(body) ? body : await collect(body);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async stat(key): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return {
          key,
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
          etag: head.ETag ?? `"${key}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async read(key, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: Key(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },
    async removePrefix(prefix) {
      let removed = 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: Key(prefix), ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        removed += keys.length;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function defaultClient(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
  });
}
