import { open } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { FILM_NOT_VIDEO, FILM_UPLOAD_ERROR_CODES } from '@premieres/contracts';
import { FileStore } from '@tus/file-store';
import { SAMPLE_BYTES, type SniffedType, sniffHead } from '../admin/titles/uploads/sniff-limit';
import { refusal } from './refusal';

/** The first `bytes` of a file on disk (fewer when it is shorter). */
export async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Holds back the bytes that complete a file's head (with `before`, the head's bytes already on
 * disk) until `check` has accepted it, then passes everything through. A refused head fails the
 * stream before any of its bytes are written. A stream that ends before the head is complete
 * writes what it holds: the head is checked when a later request completes it.
 */
function headGate(before: Buffer, headBytes: number, check: (head: Buffer) => Promise<unknown>): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let open = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (open) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (before.length + heldBytes < headBytes) return done();
      const data = Buffer.concat(held);
      held = [];
      check(Buffer.concat([before, data]).subarray(0, headBytes)).then(() => {
        open = true;
        done(null, data);
      }, done);
    },
    flush(done: TransformCallback) {
      if (held.length > 0) this.push(Buffer.concat(held));
      done();
    },
  });
}

/**
 * tus's file store (unfinished uploads on local disk, each beside its JSON description) that
 * accepts a film only when its first bytes are a video container: the head is checked as it
 * arrives, whichever request brings it, and a refused upload is removed whole (415
 * FILM_NOT_VIDEO), so nothing half-written stays.
 */
export class FilmStore extends FileStore {
  /** Where an upload's bytes are on disk. */
  fileOf(id: string): string {
    return path.join(this.directory, id);
  }

  /** The film's type from its first bytes (already accepted once the head was complete). */
  async typeOf(id: string): Promise<SniffedType> {
    return sniffHead(await readHead(this.fileOf(id), SAMPLE_BYTES), 'video');
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    const headBytes = Math.min(SAMPLE_BYTES, upload.size ?? SAMPLE_BYTES);
    if (offset >= headBytes) return super.write(readable, id, offset);
    let refused = false;
    const before = offset > 0 ? await readHead(this.fileOf(id), offset) : Buffer.alloc(0);
    const gate = headGate(before, headBytes, (head) =>
      sniffHead(head, 'video').catch((error: unknown) => {
        refused = true;
        throw error;
      }),
    );
    readable.on('error', (error) => gate.destroy(error));
    try {
      return await super.write(readable.pipe(gate), id, offset);
    } catch (error) {
      if (!refused) throw error;
      await this.remove(id).catch(() => undefined);
      throw refusal(415, FILM_UPLOAD_ERROR_CODES.notVideo, FILM_NOT_VIDEO);
    }
  }
}
