import { type Static, Type } from 'typebox';

/** What a play reports, once each: it started, and it passed a quarter, half, three quarters, the end. */
export const PLAY_MILESTONES = ['start', '25', '50', '75', '100'] as const;
export type PlayMilestone = (typeof PLAY_MILESTONES)[number];

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

/** The milestones a play at `fraction` (0..1) of the title has reached, in order. */
export function milestonesReached(fraction: number): PlayMilestone[] {
  if (!Number.isFinite(fraction) || fraction < 0) return [];
  const percent = Math.min(1, fraction) * 100;
  // The last second of a stream rarely reports exactly the duration: 99 % counts as the end.
  const reached = (m: PlayMilestone) =>
    m === 'start' ? true : m === '100' ? percent >= 99 : percent >= Number(m);
  return PLAY_MILESTONES.filter(reached);
}
