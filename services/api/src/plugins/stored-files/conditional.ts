/** Validators of a stored file, sent with every answer and checked against conditional requests. */
export interface Validators {
  /** Strong entity tag, quoted. */
  etag: string;
  lastModified: Date;
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** Whole seconds, as HTTP dates carry no milliseconds. */
function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * If-None-Match (weak comparison, `*` matches) decides when present; otherwise If-Modified-Since.
 * True when the client's copy is current and a 304 is the answer (RFC 9110 §13.1.2, §13.1.3).
 */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  validators: Validators,
): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    const ours = opaque(validators.etag);
    return noneMatch.split(',').some((tag) => opaque(tag) === ours);
  }
  const since = headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && seconds(validators.lastModified) <= Math.floor(time / 1000);
}

/**
 * If-Range: a Range applies only when the client's validator still matches: an entity tag by
 * strong comparison, or a date equal to Last-Modified (RFC 9110 §13.1.5). Absent → it applies.
 */
export function rangeStillValid(ifRange: string | undefined, validators: Validators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return value === validators.etag;
  const time = Date.parse(value);
  return Number.isFinite(time) && Math.floor(time / 1000) === seconds(validators.lastModified);
}
