import type { MovieDisplay } from '@premieres/contracts';
import type { TFunction } from 'i18next';
import { genreText, lengthText, ratingText } from '../cards/movieMeta';
import type { BrowseKey } from '../i18n/keys';

/** Where the detail page shows a field: the hero, the sections below it, the Details panel, or Play. */
export type DetailPlace = 'hero' | 'sections' | 'details' | 'play';

/**
 * What the detail page does with each field of the displayed title: where it shows it, or
 * NOT_SHOWN. Adding a field to MovieDisplay does not compile until it is decided here (see
 * EVERY_FIELD_DECIDED): the page is then changed to match.
 */
export const SHOWN_FIELDS = {
  title: ['hero'],
  description: ['hero', 'sections'],
  genre: ['hero', 'details'],
  rating: ['hero', 'details'],
  thumbnail: ['hero'],
  type: ['hero'],
  isNew: ['hero'],
  year: ['hero', 'details'],
  duration: ['details'],
  /** In the length text of a movie ('2 h 22 min'). */
  durationMinutes: ['hero', 'details'],
  seasons: ['hero', 'details'],
  episodes: ['hero', 'details'],
  director: ['details'],
  cast: ['sections'],
  tags: ['sections'],
  /** Decide what Play does (the film, or the trailer only), never shown as text. */
  hasContent: ['play'],
  hasLocalTrailer: ['play'],
  trailerUrl: ['play'],
} as const satisfies Partial<Record<keyof MovieDisplay, readonly DetailPlace[]>>;

/** The fields the page leaves out, decided. */
export const NOT_SHOWN = [
  // The page's address and the calls name the title by it.
  'id',
  // The local-script titles are for search and the cards of a Hindi or Malayalam interface.
  'titleHi',
  'titleMl',
  // The trending rank is the dashboard's row order.
  'isTrending',
  'trendingPosition',
  // The maturity class decides who may open the page (the API's ceiling), not what it shows.
  'certification',
] as const satisfies readonly (keyof MovieDisplay)[];

type Undecided = Exclude<keyof MovieDisplay, keyof typeof SHOWN_FIELDS | (typeof NOT_SHOWN)[number]>;
/** A compile error naming the fields of MovieDisplay that are neither shown nor in NOT_SHOWN. */
export const EVERY_FIELD_DECIDED: [Undecided] extends [never] ? true : { undecided: Undecided } = true;

type PlacedIn<P extends DetailPlace> = {
  [K in keyof typeof SHOWN_FIELDS]: P extends (typeof SHOWN_FIELDS)[K][number] ? K : never;
}[keyof typeof SHOWN_FIELDS];

/** A line of the Details panel: the field it shows, its label and its text ('' shows Unknown). */
export interface DetailFact {
  field: PlacedIn<'details'>;
  label: BrowseKey;
  /** Shown for a series only. */
  seriesOnly?: boolean;
  text: (movie: MovieDisplay, t: TFunction) => string;
}

/** The Details panel, in order. A fact of a field not placed in 'details' does not compile. */
export const DETAIL_FACTS: readonly DetailFact[] = [
  { field: 'director', label: 'detail.director', text: (movie) => movie.director },
  { field: 'genre', label: 'detail.genre', text: (movie, t) => genreText(movie.genre, t) },
  { field: 'year', label: 'detail.releaseYear', text: (movie) => (movie.year ? String(movie.year) : '') },
  { field: 'duration', label: 'detail.duration', text: lengthText },
  {
    field: 'seasons',
    label: 'detail.seasons',
    seriesOnly: true,
    text: (movie) => (movie.seasons ? String(movie.seasons) : ''),
  },
  {
    field: 'episodes',
    label: 'detail.episodes',
    seriesOnly: true,
    text: (movie) => (movie.episodes ? String(movie.episodes) : ''),
  },
  {
    field: 'rating',
    label: 'detail.rating',
    text: (movie, t) => t('detail.ratingOutOf', { rating: ratingText(movie.rating) }),
  },
];
