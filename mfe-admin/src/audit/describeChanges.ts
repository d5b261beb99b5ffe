import type { AuditEntry } from '@premieres/contracts';

const MAX_VALUE = 60;

/** A before/after value as one short line of text. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** First-strong isolate … pop: a right-to-left value never reorders the arrow or the other value. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Each changed field as `field: before → after`, in field order; each value isolated. */
export function describeChanges(changes: AuditEntry['changes']): string[] {
  return Object.keys(changes)
    .sort()
    .map((field) => {
      const change = changes[field];
      return `${field}: ${isolate(showValue(change?.before))} → ${isolate(showValue(change?.after))}`;
    });
}
