import { Value } from 'typebox/value';
import { type EpisodeInput, EpisodeInputSchema } from './episode';
import { introMarkersError } from './episode-rules';

/** Rule keys the forms translate (admin namespace `episodes.rules.*`). */
export const EPISODE_RULES = {
  invalid: 'episodes.rules.invalid',
  introOrder: 'episodes.rules.introOrder',
} as const;

/**
 * The staff form's check of an episode: the contracts schema (the API validates with the same
 * one) field by field, then the intro markers' order. Field → rule key; empty when valid.
 */
export function episodeInputErrors(values: EpisodeInput): Partial<Record<keyof EpisodeInput, string>> {
  const errors: Partial<Record<keyof EpisodeInput, string>> = {};
  for (const error of Value.Errors(EpisodeInputSchema, values)) {
    const field = error.instancePath.split('/')[1] as keyof EpisodeInput | undefined;
    if (field && !errors[field]) errors[field] = EPISODE_RULES.invalid;
  }
  if (Object.keys(errors).length === 0) {
    const field = introMarkersError(values, values.durationSeconds);
    if (field) errors[field] = EPISODE_RULES.introOrder;
  }
  return errors;
}
