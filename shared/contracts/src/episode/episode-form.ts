import type { EpisodeInput } from './episode';
import {
  EPISODE_SYNOPSIS_MAX_LENGTH,
  EPISODE_TITLE_MAX_LENGTH,
  MAX_EPISODE_NUMBER,
  MAX_EPISODE_SECONDS,
  MAX_SEASON,
} from './episode-limits';
import { introMarkersError } from './episode-rules';

/** Rule keys the forms translate (admin namespace `episodes.rules.*`). */
export const EPISODE_RULES = {
  invalid: 'episodes.rules.invalid',
  introOrder: 'episodes.rules.introOrder',
} as const;

// EpisodeInputSchema's field rules written out, so the staff form loads no TypeBox (issues 28, 29);
// episode-form.test.ts holds them equal to the schema. TypeBox: numbers are finite, lengths count
// code points.
const integer = (min: number, max: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const text = (min: number, max: number) => (value: unknown) => {
  if (typeof value !== 'string') return false;
  const length = [...value].length;
  return length >= min && length <= max;
};
const orNull = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);
const seconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_EPISODE_SECONDS;

/** Each field's check; an optional field may also be absent. */
const FIELD_RULES: Record<keyof EpisodeInput, { optional: boolean; valid: (value: unknown) => boolean }> = {
  season: { optional: false, valid: integer(1, MAX_SEASON) },
  number: { optional: false, valid: integer(1, MAX_EPISODE_NUMBER) },
  title: { optional: false, valid: text(1, EPISODE_TITLE_MAX_LENGTH) },
  durationSeconds: { optional: false, valid: integer(1, MAX_EPISODE_SECONDS) },
  synopsis: { optional: true, valid: orNull(text(0, EPISODE_SYNOPSIS_MAX_LENGTH)) },
  introStartSeconds: { optional: true, valid: orNull(seconds) },
  introEndSeconds: { optional: true, valid: orNull(seconds) },
};

/**
 * The staff form's check of an episode: the contracts schema's rules (the API validates with the
 * schema itself) field by field, then the intro markers' order. Field → rule key; empty when valid.
 */
export function episodeInputErrors(values: EpisodeInput): Partial<Record<keyof EpisodeInput, string>> {
  const errors: Partial<Record<keyof EpisodeInput, string>> = {};
  for (const [field, rule] of Object.entries(FIELD_RULES) as [
    keyof EpisodeInput,
    (typeof FIELD_RULES)[keyof EpisodeInput],
  ][]) {
    const value: unknown = values[field];
    if (value === undefined ? !rule.optional : !rule.valid(value)) errors[field] = EPISODE_RULES.invalid;
  }
  if (Object.keys(errors).length === 0) {
    const field = introMarkersError(values, values.durationSeconds);
    if (field) errors[field] = EPISODE_RULES.introOrder;
  }
  return errors;
}
