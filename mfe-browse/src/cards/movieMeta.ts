import type { MovieDisplay } from '@premieres/contracts';
import type { TFunction } from 'i18next';
import { browseEn } from '../i18n/browse.en';

/** Localised length of a title: minutes for a movie, seasons for a series ('' when unknown). */
export function lengthText(movie: MovieDisplay, t: TFunction): string {
  if (movie.type === 'tv') return movie.seasons ? t('meta.seasons', { count: movie.seasons }) : '';
  return movie.durationMinutes ? durationText(movie.durationMinutes, t) : movie.duration;
}

/** '2 h 22 min' / '2 घंटे 22 मिनट': hours and minutes in the interface language. */
export function durationText(totalMinutes: number, t: TFunction): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return t('meta.minutes', { count: minutes });
  if (minutes === 0) return t('meta.hours', { count: hours });
  return t('meta.hoursMinutes', { hours, minutes });
}

type KnownGenre = keyof typeof browseEn.genres;
const isKnownGenre = (genre: string): genre is KnownGenre => Object.hasOwn(browseEn.genres, genre);

/** A genre's name in the interface language; a genre the catalogue added later shows as stored. */
export function genreText(genre: string, t: TFunction): string {
  return isKnownGenre(genre) ? t(`genres.${genre}`) : genre;
}

/** Ratings show one decimal, as stored (0-10, step 0.1). */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}
