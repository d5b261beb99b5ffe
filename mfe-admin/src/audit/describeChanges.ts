import type { AuditEntry } from '@premieres/contracts';

const MAX_VALUE = 60;

/** A before/after value as one short line of text. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** Each changed field as `field: before → after`, in field order. */
export function describeChanges(changes: AuditEntry['changes']): string[] {
  return Object.keys(changes)
    .sort()
    .map((field) => {
      const change = changes[field];
      return `${field}: ${showValue(change?.before)} → ${showValue(change?.after)}`;
    });
}
