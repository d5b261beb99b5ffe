import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable } from '../admin/common';
import { PlanIdSchema, QUALITY_LINES } from '../plan/plans';

/**
 * `GET /api/playback/:movieId[?episode=]`: a short-lived signed URL of the title's content, bound to the
 * file, the account and the viewer profile, with the plan's caps that playback must respect.
 */
export const PlaybackGrantSchema = Type.Object({
  url: Type.String(),
  /** 'hls': `url` is a master playlist (the title's ladder is complete); 'file': one progressive file. */
  format: Type.Union([Type.Literal('hls'), Type.Literal('file')]),
  expiresAt: DateTimeSchema,
  plan: PlanIdSchema,
  qualityLines: Type.Enum(QUALITY_LINES),
  screens: Type.Integer({ minimum: 1 }),
  /** The screen this play holds: the player sends heartbeats for it and stops it on close. */
  streamId: Type.String(),
  /** The intro to offer Skip Intro over (title's or episode's markers), when staff set them. */
  intro: Type.Optional(Nullable(Type.Object({ start: Type.Number(), end: Type.Number() }))),
  /** For a series: the episode this grant plays and the one after it (null after the last). */
  episode: Type.Optional(
    Type.Object({
      id: Type.String(),
      season: Type.Integer(),
      number: Type.Integer(),
      title: Type.String(),
      next: Nullable(
        Type.Object({
          id: Type.String(),
          season: Type.Integer(),
          number: Type.Integer(),
          title: Type.String(),
        }),
      ),
    }),
  ),
});
export type PlaybackGrant = Static<typeof PlaybackGrantSchema>;
