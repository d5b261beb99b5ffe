// MongoDB wire protocol framing: splitting the TCP stream into messages and encoding replies.
import { deserialize, serialize } from 'bson';
import type { Doc } from '../storage/values';
import { crc32c } from './crc32c';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_MESSAGE_SIZE = 48_000_000;

export const MSG_CHECKSUM_PRESENT = 1;
export const MSG_MORE_TO_COME = 2;
export const MSG_EXHAUST_ALLOWED = 1 << 16;

export class ProtocolError extends Error {}

export interface Message {
  requestId: number;
  responseTo: number;
  opCode: number;
  data: Buffer;
}

/** Accumulates socket chunks and yields whole messages. */
export class MessageSplitter {
  private chunks: Buffer[] = [];
  private size = 0;

  push(chunk: Buffer): Message[] {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const out: Message[] = [];
    while (this.size >= 4) {
      if ((this.chunks[0] as Buffer).length < 4) this.flatten();
      const length = (this.chunks[0] as Buffer).readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE)
        throw new ProtocolError(`invalid message length ${length}`);
      if (this.size < length) break;
      // Concatenate only once a whole message is there, so big messages are copied once.
      this.flatten();
      const buf = this.chunks[0] as Buffer;
      const data = buf.subarray(0, length);
      out.push({
        requestId: data.readInt32LE(4),
        responseTo: data.readInt32LE(8),
        opCode: data.readInt32LE(12),
        data,
      });
      const rest = buf.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.size = rest.length;
    }
    return out;
  }

  private flatten(): void {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.size)];
  }
}

export interface OpMsg {
  flags: number;
  body: Doc;
}

function readCString(buf: Buffer, at: number): [string, number] {
  const end = buf.indexOf(0, at);
  if (end < 0) throw new ProtocolError('unterminated cstring');
  return [buf.toString('utf8', at, end), end + 1];
}

function readDoc(buf: Buffer, at: number, limit: number): [Doc, number] {
  if (at + 5 > limit) throw new ProtocolError('truncated document');
  const size = buf.readInt32LE(at);
  if (size < 5 || at + size > limit) throw new ProtocolError('invalid document size');
  return [deserialize(buf.subarray(at, at + size)) as Doc, at + size];
}

/** Parses OP_MSG; kind-1 document sequences become arrays on the body, as the server must treat them. */
export function parseOpMsg(data: Buffer): OpMsg {
  const flags = data.readUInt32LE(16);
  let end = data.length;
  if (flags & MSG_CHECKSUM_PRESENT) {
    end -= 4;
    if (crc32c(data, 0, end) !== data.readUInt32LE(end)) throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let at = 20;
  let body: Doc | undefined;
  const sequences: [string, Doc[]][] = [];
  while (at < end) {
    const kind = data[at];
    at += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      [body, at] = readDoc(data, at, end);
    } else if (kind === 1) {
      const size = data.readInt32LE(at);
      const seqEnd = at + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError('invalid document sequence size');
      let id: string;
      [id, at] = readCString(data, at + 4);
      const docs: Doc[] = [];
      while (at < seqEnd) {
        let doc: Doc;
        [doc, at] = readDoc(data, at, seqEnd);
        docs.push(doc);
      }
      sequences.push([id, docs]);
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) {
    if (id in body) throw new ProtocolError(`duplicate field ${id} in body and document sequence`);
    body[id] = docs;
  }
  return { flags, body };
}

export interface OpQuery {
  collection: string;
  query: Doc;
}

export function parseOpQuery(data: Buffer): OpQuery {
  const [collection, at] = readCString(data, 20);
  const [query] = readDoc(data, at + 8, data.length);
  return { collection, query };
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

export function toBuffer(u8: Uint8Array): Buffer {
  return Buffer.isBuffer(u8) ? u8 : Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
}

export function encodeOpMsg(requestId: number, responseTo: number, body: Buffer | Doc): Buffer {
  const bytes = Buffer.isBuffer(body) ? body : toBuffer(serialize(body));
  const prefix = Buffer.alloc(5); // flagBits (0) + section kind 0
  return Buffer.concat([header(16 + 5 + bytes.length, requestId, responseTo, OP_MSG), prefix, bytes]);
}

export function encodeOpReply(requestId: number, responseTo: number, doc: Doc): Buffer {
  const bytes = toBuffer(serialize(doc));
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(8, 0); // AwaitCapable, as mongod sets it
  fields.writeInt32LE(1, 16); // numberReturned; cursorID and startingFrom stay 0
  return Buffer.concat([header(16 + 20 + bytes.length, requestId, responseTo, OP_REPLY), fields, bytes]);
}
