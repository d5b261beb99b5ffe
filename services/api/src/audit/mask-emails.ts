/**
 * User data is admin-only (spec §6): moderators read the audit log with every e-mail address
 * masked to its first letter and domain (`v•••@premieres.in`), wherever it stands in an entry.
 */
const EMAIL = /([^\s@"'<>(),;:]+)@([^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+)/g;

export function maskEmail(text: string): string {
  return text.replace(EMAIL, (_all, local: string, domain: string) => `${local.slice(0, 1)}•••@${domain}`);
}

/** A JSON value with every e-mail address in its strings masked. */
export function maskEmailsIn<T>(value: T): T {
  if (typeof value === 'string') return maskEmail(value) as T;
  if (Array.isArray(value)) return value.map(maskEmailsIn) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskEmailsIn(inner)])) as T;
  }
  return value;
}
