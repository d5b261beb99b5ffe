import { TEXT_LIMITS } from '../constants';
import { stripDisguise } from './invisible';

export { stripDisguise } from './invisible';

/**
 * Auth-flow text (spec §5): remove bidi controls and invisible characters (no disguised names),
 * trim, remove < > ' " &, cut to 1000 characters, in that order.
 */
export function sanitizeText(value: string | null | undefined): string {
  return stripDisguise(value ?? '')
    .trim()
    .replace(/[<>'"&]/g, '')
    .slice(0, TEXT_LIMITS.sanitizedMax);
}

/**
 * Contact-form text (spec §5): remove bidi controls and invisible characters, trim and remove
 * angle brackets. `multiline` (the message) keeps its line breaks and tabs.
 */
export function sanitizeContactText(
  value: string | null | undefined,
  options: { multiline?: boolean } = {},
): string {
  return stripDisguise(value ?? '', options)
    .trim()
    .replace(/[<>]/g, '');
}

/** A viewer profile's name: no disguise, trimmed (the schema bounds its length). */
export function sanitizeViewerName(value: string): string {
  return stripDisguise(value).trim();
}
