import { randomInt } from 'node:crypto';
import { Long, serialize } from 'bson';
import { fail } from '../errors';
import type { Doc } from '../storage/values';
import { toBuffer } from '../wire/framing';
import { cursorReply, cursorReplyOverhead } from '../wire/raw-bson';

/** A reply body may not exceed maxBsonObjectSize, so batches are cut by bytes as well as count. */
export const MAX_REPLY_BYTES = 16 * 1024 * 1024;
export const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Doc[];
  pos: number;
  lastUsed: number;
}

export interface BatchOptions {
  batchSize?: number;
  singleBatch?: boolean;
}

function cursorKey(id: unknown): string {
  if (Long.isLong(id)) return id.toString();
  return String(id);
}

/** Results are materialised when the cursor opens; stored documents are never mutated, so it is a snapshot. */
export class CursorManager {
  private readonly open = new Map<string, OpenCursor>();

  /** Serialises up to `count` documents from `pos`, staying within the reply size limit. */
  private batch(cursor: OpenCursor, count: number): Buffer[] {
    const out: Buffer[] = [];
    let bytes = cursorReplyOverhead(cursor.ns);
    while (out.length < count && cursor.pos < cursor.docs.length) {
      const doc = toBuffer(serialize(cursor.docs[cursor.pos] as Doc));
      const cost = doc.length + 8; // element header: type, index key, terminator
      if (out.length > 0 && bytes + cost > MAX_REPLY_BYTES) break;
      out.push(doc);
      bytes += cost;
      cursor.pos++;
    }
    return out;
  }

  /** First reply of a find/aggregate/listIndexes...: a cursor stays open only when results remain. */
  first(ns: string, docs: Doc[], opts: BatchOptions = {}): Buffer {
    const cursor: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now() };
    const size = opts.batchSize ?? DEFAULT_FIRST_BATCH;
    const batch = this.batch(cursor, opts.singleBatch && !opts.batchSize ? Number.POSITIVE_INFINITY : size);
    let id = Long.ZERO;
    if (!opts.singleBatch && cursor.pos < docs.length) {
      id = Long.fromNumber(randomInt(1, 2 ** 47));
      this.open.set(id.toString(), cursor);
    }
    return cursorReply(ns, id, 'firstBatch', batch);
  }

  getMore(id: unknown, ns: string, batchSize: number | undefined): Buffer {
    const key = cursorKey(id);
    const cursor = this.open.get(key);
    if (!cursor) fail('CursorNotFound', `cursor id ${key} not found`);
    if (cursor.ns !== ns)
      fail(
        'Unauthorized',
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    cursor.lastUsed = Date.now();
    const batch = this.batch(cursor, batchSize && batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY);
    const done = cursor.pos >= cursor.docs.length;
    if (done) this.open.delete(key);
    return cursorReply(ns, done ? Long.ZERO : Long.fromString(key), 'nextBatch', batch);
  }

  kill(ids: unknown[]): { killed: unknown[]; notFound: unknown[] } {
    const killed: unknown[] = [];
    const notFound: unknown[] = [];
    for (const id of ids) (this.open.delete(cursorKey(id)) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Closes cursors idle for longer than MongoDB's default cursor timeout. */
  reap(now = Date.now()): void {
    for (const [key, c] of this.open) if (now - c.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(key);
  }

  get size(): number {
    return this.open.size;
  }
}
