import { type Static, Type } from 'typebox';
import { Nullable, RecordIdSchema } from '../admin/common';

/** 409 of a grant (and of HLS) while the title's film is still being transcoded. */
export const MEDIA_NOT_READY = 'MEDIA_NOT_READY';

export type MediaState = 'ready' | 'preparing' | 'failed' | 'none';

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

/**
 * An ETA as the screens say it ("about 30 s", "about 3 min"): seconds rounded up to 5 under a
 * minute, whole minutes (rounded up) after; null when there is no estimate.
 */
export function etaParts(etaSeconds: number | null): { unit: 's' | 'min'; count: number } | null {
  if (etaSeconds === null || !Number.isFinite(etaSeconds) || etaSeconds < 0) return null;
  if (etaSeconds < 60) return { unit: 's', count: Math.max(5, Math.ceil(etaSeconds / 5) * 5) };
  return { unit: 'min', count: Math.ceil(etaSeconds / 60) };
}
