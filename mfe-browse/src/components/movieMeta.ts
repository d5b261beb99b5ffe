import type { MovieDisplay } from '@premieres/contracts';
import type { TFunction } from 'i18next';

/** Localised length of a title: minutes for a movie, seasons for a series ('' when unknown). */
export function lengthText(movie: MovieDisplay, t: TFunction): string {
  if (movie.type === 'tv') return movie.seasons ? t('meta.seasons', { count: movie.seasons }) : '';
  return movie.durationMinutes ? t('meta.minutes', { count: movie.durationMinutes }) : movie.duration;
}

/** Ratings show one decimal, as stored (0-10, step 0.1). */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}
