export type RangeDecision =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

interface ByteRange {
  start: number;
  end: number;
}

// More parts than any player sends: treat as abuse and answer with the whole file.
const MAX_PARTS = 50;
const PART = /^(\d*)-(\d*)$/;

/** Merges overlapping or touching ranges (sorted by start). */
function merge(ranges: ByteRange[]): ByteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const merged: ByteRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * What to send for a `Range` header over a representation of `size` bytes (RFC 9110 §14):
 * - no header, a malformed one (including `first > last`) or another unit: the whole file (200);
 * - one satisfiable range, or several that overlap or touch and merge into one: that range (206).
 *   A suffix longer than the file means the whole file; an end past the file is cut to the last byte;
 * - several disjoint ranges: the whole file (200). A server may ignore Range, and browsers and
 *   players ask for one range at a time, so multipart/byteranges is not offered;
 * - no satisfiable range (start at or past the end, `bytes=-0`, any range of an empty file): 416.
 */
export function decideRange(header: string | undefined, size: number): RangeDecision {
  const spec = header ? /^\s*bytes\s*=(.*)$/i.exec(header) : null;
  if (!spec?.[1]) return { kind: 'full' };
  const parts = spec[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_PARTS) return { kind: 'full' };

  const satisfiable: ByteRange[] = [];
  for (const part of parts) {
    const match = PART.exec(part);
    if (!match) return { kind: 'full' };
    const [, first = '', last = ''] = match;
    if (first === '') {
      if (last === '') return { kind: 'full' };
      const suffix = Number(last);
      if (suffix > 0 && size > 0) satisfiable.push({ start: Math.max(0, size - suffix), end: size - 1 });
      continue;
    }
    const start = Number(first);
    const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
    if (end < start) return { kind: 'full' };
    if (start < size) satisfiable.push({ start, end: Math.min(end, size - 1) });
  }
  if (satisfiable.length === 0) return { kind: 'unsatisfiable' };
  const merged = merge(satisfiable);
  const [only] = merged;
  return merged.length === 1 && only
    ? { kind: 'partial', start: only.start, end: only.end }
    : { kind: 'full' };
}
