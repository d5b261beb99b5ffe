import { crc32 } from 'node:zlib';
import { serialize } from 'bson';
import type { Doc } from '../storage/values';
import { toBuffer } from '../wire/framing';

/** One log record: CRC-32 of the BSON body, then the body (which carries its own length). */
export function frame(entry: Doc): Buffer {
  const body = toBuffer(serialize(entry));
  const head = Buffer.allocUnsafe(4);
  head.writeUInt32LE(crc32(body), 0);
  return Buffer.concat([head, body]);
}
