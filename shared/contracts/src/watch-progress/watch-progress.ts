import { type Static, type TSchema, Type } from 'typebox';
import { DateTimeSchema, Nullable, PagedSchema } from '../admin/common';

/** A week: longer than any title, short enough to refuse nonsense. */
export const MAX_PROGRESS_SECONDS = 7 * 24 * 60 * 60;
/** The row keeps the most recent titles only. */
export const CONTINUE_WATCHING_MAX = 100;

/** `PUT /api/me/progress/:movieId`: where the acting profile is in a title. */
export const ProgressInputSchema = Type.Object(
  {
    positionSeconds: Type.Number({ minimum: 0, maximum: MAX_PROGRESS_SECONDS }),
    durationSeconds: Type.Number({ exclusiveMinimum: 0, maximum: MAX_PROGRESS_SECONDS }),
    /** For a series: the episode the position is in (the series then tracks that episode). */
    episodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type ProgressInput = Static<typeof ProgressInputSchema>;

const progressFields = {
  positionSeconds: Type.Number({ minimum: 0 }),
  durationSeconds: Type.Number({ minimum: 0 }),
  /** position / duration, 0..1 (the card's progress bar). */
  fraction: Type.Number({ minimum: 0, maximum: 1 }),
};

/** One profile's progress in one episode of a series. */
export const EpisodeProgressSchema = Type.Object({
  episodeId: Type.String(),
  ...progressFields,
  finished: Type.Boolean(),
});
export type EpisodeProgress = Static<typeof EpisodeProgressSchema>;

/** One profile's progress in one title; `resumeAtSeconds` is 0 when none, too early or finished. */
export const WatchProgressSchema = Type.Object({
  movieId: Type.String(),
  ...progressFields,
  finished: Type.Boolean(),
  resumeAtSeconds: Type.Number({ minimum: 0 }),
  updatedAt: Nullable(DateTimeSchema),
  /** For a series: the episode Play resumes (S1E1 when none was started); null for a movie. */
  episodeId: Type.Optional(Nullable(Type.String())),
  /** For a series: each started episode's own progress (the detail page's bars). */
  episodes: Type.Optional(Type.Array(EpisodeProgressSchema)),
});
export type WatchProgress = Static<typeof WatchProgressSchema>;

/** The episode a series' Continue Watching card leads to. */
const ContinueEpisodeSchema = Type.Object({
  id: Type.String(),
  season: Type.Integer(),
  number: Type.Integer(),
  title: Type.String(),
});

/** A Continue Watching page; the API passes its own movie display schema. */
export const continueWatchingPageSchema = <T extends TSchema>(movie: T) =>
  PagedSchema(
    Type.Object({
      movie,
      ...progressFields,
      updatedAt: DateTimeSchema,
      episode: Type.Optional(ContinueEpisodeSchema),
    }),
  );

// A card's type, ContinueWatchingEntry, is this page's entry as the route answers it (watch-progress-routes.ts).
