import { type Static, Type } from 'typebox';
import { Nullable, RecordIdSchema } from '../admin/common';
import {
  EPISODE_SYNOPSIS_MAX_LENGTH,
  EPISODE_TITLE_MAX_LENGTH,
  MAX_EPISODE_NUMBER,
  MAX_EPISODE_SECONDS,
  MAX_SEASON,
} from './episode-limits';

/** Where a transcode of an episode's media stands ('none': nothing uploaded or seeded yet). */
export const EPISODE_MEDIA_STATES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type EpisodeMediaState = (typeof EPISODE_MEDIA_STATES)[number];

const seconds = Type.Number({ minimum: 0, maximum: MAX_EPISODE_SECONDS });

/** Optional intro markers: a Skip Intro button shows between them and seeks to the end. */
export const introMarkerFields = {
  introStartSeconds: Type.Optional(Nullable(seconds)),
  introEndSeconds: Type.Optional(Nullable(seconds)),
};

/** The fields staff write; the one source of the episode schema, its input and its form. */
export const episodeFields = {
  season: Type.Integer({ minimum: 1, maximum: MAX_SEASON }),
  number: Type.Integer({ minimum: 1, maximum: MAX_EPISODE_NUMBER }),
  title: Type.String({ minLength: 1, maxLength: EPISODE_TITLE_MAX_LENGTH }),
  durationSeconds: Type.Integer({ minimum: 1, maximum: MAX_EPISODE_SECONDS }),
  synopsis: Type.Optional(Nullable(Type.String({ maxLength: EPISODE_SYNOPSIS_MAX_LENGTH }))),
  ...introMarkerFields,
};

/** One episode of a series as every reader sees it. */
export const EpisodeSchema = Type.Object({
  id: Type.String(),
  movieId: Type.String(),
  ...episodeFields,
  media: Type.Object({
    state: Type.Enum(EPISODE_MEDIA_STATES),
    percent: Type.Number({ minimum: 0, maximum: 100 }),
  }),
  /** The episode list's still (a frame of its transcoded video), null until it has one. */
  stillUrl: Type.Optional(Nullable(Type.String())),
});
export type Episode = Static<typeof EpisodeSchema>;

/** `POST|PUT /api/admin/movies/:id/episodes[/:episodeId]`: what staff send. */
export const EpisodeInputSchema = Type.Object(episodeFields, { additionalProperties: false });
export type EpisodeInput = Static<typeof EpisodeInputSchema>;

/** `PUT /api/admin/movies/:id/intro` (a movie title's markers; an episode's go with its edit). */
export const IntroMarkersSchema = Type.Object(
  {
    introStartSeconds: Nullable(seconds),
    introEndSeconds: Nullable(seconds),
  },
  { additionalProperties: false },
);
export type IntroMarkers = Static<typeof IntroMarkersSchema>;

/** `GET /api/movies/:id/episodes`: a series' episodes grouped by season, both in order. */
export const EpisodeSeasonsSchema = Type.Object({
  movieId: Type.String(),
  seasons: Type.Array(
    Type.Object({
      season: Type.Integer({ minimum: 1 }),
      episodes: Type.Array(EpisodeSchema),
    }),
  ),
});
export type EpisodeSeasons = Static<typeof EpisodeSeasonsSchema>;

export const EpisodeParamsSchema = Type.Object({ id: RecordIdSchema, episodeId: RecordIdSchema });

export const EPISODE_ERROR_CODES = {
  notFound: 'EPISODE_NOT_FOUND',
  duplicate: 'EPISODE_EXISTS',
  notSeries: 'NOT_A_SERIES',
  introOrder: 'INTRO_MARKERS_INVALID',
} as const;
