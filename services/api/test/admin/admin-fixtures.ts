import { randomBytes } from 'node:crypto';
import { type MovieWrite, movieFormDefaults, toMovieWrite } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import type { Connection } from 'mongoose';

/** Smallest bytes file-type recognises as PNG (signature + IHDR header), padded. */
export function pngBytes(padding = 200): Buffer {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(padding)]);
}

/** A real MP4 header (ftyp isom box, then a free box) padded to `size` bytes. */
export function mp4Bytes(size = 8192): Buffer {
  const head = Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.from('00000008', 'hex'),
    Buffer.from('free'),
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type: string };

/** A multipart/form-data body for app.inject (or a raw HTTP request). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----premieres${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid MovieWrite as the form would send it. */
export function movieWrite(overrides: Partial<MovieWrite> = {}): MovieWrite {
  return { ...toMovieWrite({ ...movieFormDefaults(), title: 'Admin Test Title' }), ...overrides };
}

/** Files (documents and chunks) in a bucket. */
export async function bucketContents(
  db: Connection,
  bucket: string,
): Promise<{ files: number; chunks: number }> {
  const [files, chunks] = await Promise.all([
    db.collection(`${bucket}.files`).countDocuments(),
    db.collection(`${bucket}.chunks`).countDocuments(),
  ]);
  return { files, chunks };
}

export async function fileNames(app: FastifyInstance, bucket: string): Promise<string[]> {
  const docs = await app.db
    .collection(`${bucket}.files`)
    .find({}, { projection: { filename: 1 } })
    .toArray();
  return docs.map((d) => d.filename as string);
}
