import { TEXT_LIMITS } from '../constants';

/** Auth-flow text (spec §5): trim, remove < > ' " &, cut to 1000 characters, in that order. */
export function sanitizeText(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/[<>'"&]/g, '')
    .slice(0, TEXT_LIMITS.sanitizedMax);
}

/** Contact-form text (spec §5): trim and remove angle brackets. */
export function sanitizeContactText(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/[<>]/g, '');
}
