import { type Static, Type } from 'typebox';
import { Nullable, RecordIdSchema } from '../admin/common';

/** `GET /api/playback/:movieId/status[?episode=]`: the same title (and episode) as the grant. */
export const MediaStatusQuerySchema = Type.Object({ episode: Type.Optional(RecordIdSchema) });
export type MediaStatusQuery = Static<typeof MediaStatusQuerySchema>;

/**
 * Where a title's film stands, for "Preparing · 45 % · about 30 s" on the detail page and in the
 * player: ready (a grant plays it), preparing (queued or transcoding), failed, or none (no film).
 * `position` is 0 while transcoding and 1 for the next job; it and `etaSeconds` are null when the
 * queue does not hold the job.
 */
export const MediaStatusSchema = Type.Object({
  state: Type.Union([
    Type.Literal('ready'),
    Type.Literal('preparing'),
    Type.Literal('failed'),
    Type.Literal('none'),
  ]),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  position: Nullable(Type.Integer({ minimum: 0 })),
  etaSeconds: Nullable(Type.Integer({ minimum: 0 })),
});
export type MediaStatus = Static<typeof MediaStatusSchema>;
