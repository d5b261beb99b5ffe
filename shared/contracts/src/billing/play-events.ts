import { type Static, Type } from 'typebox';
import { PLAY_MILESTONES } from './play-milestones';

/** `POST /api/playback/:movieId/events`. */
export const PlayEventBodySchema = Type.Object(
  { milestone: Type.Union(PLAY_MILESTONES.map((m) => Type.Literal(m))) },
  { additionalProperties: false },
);
export type PlayEventBody = Static<typeof PlayEventBodySchema>;

/** `GET /api/admin/analytics/plays`: plays per title and the share that reached the end. */
export const PlayStatsSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      plays: Type.Integer({ minimum: 0 }),
      completions: Type.Integer({ minimum: 0 }),
      /** completions / plays, 0..1 (0 when nothing was played). */
      completionRate: Type.Number({ minimum: 0, maximum: 1 }),
    }),
  ),
});
export type PlayStats = Static<typeof PlayStatsSchema>;
