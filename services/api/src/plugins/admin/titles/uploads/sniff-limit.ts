import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type/core';

export type MediaKind = 'image' | 'video';

/** Bytes file-type needs to recognise every format it knows (its reasonable detection size). */
export const SAMPLE_BYTES = 4100;

export interface SniffedType {
  mime: string;
  ext: string;
}

export class WrongFileType extends Error {
  constructor(readonly detected: string | null) {
    super(`file content is ${detected ?? 'not recognised'}`);
  }
}

export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`file is larger than ${maxBytes} bytes`);
  }
}

/**
 * The type of a file from its first bytes (up to SAMPLE_BYTES; the whole file when shorter):
 * MP4/MOV `ftyp`, Matroska/WebM EBML, MPEG-TS sync bytes and the rest file-type knows. Throws
 * WrongFileType unless it is of `kind`.
 */
export async function sniffHead(sample: Uint8Array, kind: MediaKind): Promise<SniffedType> {
  const found = await fileTypeFromBuffer(sample);
  if (!found?.mime.startsWith(`${kind}/`)) throw new WrongFileType(found?.mime ?? null);
  return { mime: found.mime, ext: found.ext };
}

/**
 * A pass-through that decides the file's type from its first bytes (never from its name or
 * Content-Type header) and counts bytes against a limit. It holds back only the first 4 KB until
 * the type is known, so a large file streams through with constant memory. Fails the stream
 * with WrongFileType or FileTooLarge; `type` resolves once the type is accepted.
 */
export function sniffAndLimit(
  kind: MediaKind,
  maxBytes: number,
): { stream: Transform; type: Promise<SniffedType> } {
  let head: Buffer[] = [];
  let headBytes = 0;
  let total = 0;
  let decided = false;
  let accept!: (t: SniffedType) => void;
  let reject!: (e: Error) => void;
  const type = new Promise<SniffedType>((res, rej) => {
    accept = res;
    reject = rej;
  });
  type.catch(() => undefined);

  const decide = async (stream: Transform): Promise<void> => {
    decided = true;
    const sample = Buffer.concat(head);
    head = [];
    accept(await sniffHead(sample, kind));
    stream.push(sample);
  };

  const stream = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      total += chunk.length;
      if (total > maxBytes) return done(new FileTooLarge(maxBytes));
      if (decided) return done(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SAMPLE_BYTES) return done();
      decide(this).then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (decided) return done();
      decide(this).then(() => done(), done);
    },
  });
  stream.on('error', (e) => reject(e));
  return { stream, type };
}
