import { REDACTED_LOG_FIELDS } from '@premieres/contracts';

export const REDACTED = '[Redacted]';

// Compared without case, '_' or '-', so userId also catches user_id and api_key catches apiKey.
const fragments = REDACTED_LOG_FIELDS.map(squash);

function squash(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** Spec §8: a field is redacted when its name contains one of the listed fragments. */
export function isSensitiveKey(key: string): boolean {
  const k = squash(key);
  return fragments.some((f) => k.includes(f));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Copies plain objects and arrays with sensitive fields censored. Class instances (requests,
 * errors) are left to their serializers, which never emit sensitive fields.
 */
export function redactDeep<T>(value: T, depth = 0): T {
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? REDACTED : redactDeep(v, depth + 1);
  }
  return out as T;
}

/** Censors the values of sensitive query parameters (?token=..., ?email=...) in a logged URL. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (isSensitiveKey(key)) params.set(key, REDACTED);
  return `${url.slice(0, q)}?${params.toString()}`;
}
