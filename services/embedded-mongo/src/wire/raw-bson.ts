// Builds cursor replies around documents that are already serialised, so each document is
// encoded once and batches can be cut by their exact byte size.
import type { Long } from 'bson';

function cstring(s: string): Buffer {
  return Buffer.from(`${s}\0`, 'utf8');
}

function element(type: number, name: string, value: Buffer): Buffer[] {
  return [Buffer.from([type]), cstring(name), value];
}

function document(parts: Buffer[]): Buffer {
  const size = parts.reduce((n, p) => n + p.length, 0) + 5;
  const head = Buffer.allocUnsafe(4);
  head.writeInt32LE(size, 0);
  return Buffer.concat([head, ...parts, Buffer.from([0])], size);
}

function int64(id: Long): Buffer {
  const b = Buffer.allocUnsafe(8);
  b.writeInt32LE(id.low, 0);
  b.writeInt32LE(id.high, 4);
  return b;
}

function stringValue(s: string): Buffer {
  const bytes = cstring(s);
  const len = Buffer.allocUnsafe(4);
  len.writeInt32LE(bytes.length, 0);
  return Buffer.concat([len, bytes]);
}

/** Fixed bytes a cursor reply adds around its documents (generous upper bound). */
export function cursorReplyOverhead(ns: string): number {
  return 128 + Buffer.byteLength(ns);
}

/** Bytes of `{ cursor: { <batchField>: [...docs], id, ns }, ok: 1 }`. */
export function cursorReply(
  ns: string,
  id: Long,
  batchField: 'firstBatch' | 'nextBatch',
  docs: Buffer[],
): Buffer {
  const items = docs.flatMap((d, i) => element(0x03, String(i), d));
  const cursor = document([
    ...element(0x04, batchField, document(items)),
    ...element(0x12, 'id', int64(id)),
    ...element(0x02, 'ns', stringValue(ns)),
  ]);
  const ok = Buffer.allocUnsafe(8);
  ok.writeDoubleLE(1, 0);
  return document([...element(0x03, 'cursor', cursor), ...element(0x01, 'ok', ok)]);
}
