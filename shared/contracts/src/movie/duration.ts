import type { ContentType } from './movie-display';

export interface DurationInput {
  type: ContentType;
  durationMinutes?: number | null;
  seasons?: number | null;
}

/**
 * Spec §3 duration text: '{n} min' for a movie, '{n} seasons' for a series (worded as the spec
 * has it, also for 1), '' when the number is missing or not positive.
 */
export function durationText(input: DurationInput): string {
  const n = input.type === 'tv' ? input.seasons : input.durationMinutes;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return '';
  return input.type === 'tv' ? `${n} seasons` : `${n} min`;
}
