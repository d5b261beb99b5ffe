import { type Static, Type } from 'typebox';

/** `GET /api/admin/transcoding`: one title's transcode job (content or trailer) as staff see it. */
export const TranscodeJobSchema = Type.Object({
  id: Type.String({ description: '<title id>.<kind>' }),
  movieId: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([Type.Literal('content'), Type.Literal('trailer')]),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  percent: Type.Number({ minimum: 0, maximum: 100 }),
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Number(),
  playable: Type.Boolean(),
  renditions: Type.Array(Type.String(), { description: "'240p', '480p', ..." }),
  audio: Type.Array(Type.String(), { description: 'Audio languages' }),
  subtitles: Type.Array(Type.String(), { description: 'Subtitle languages' }),
  masterUrl: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
  position: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Place in the queue: 0 running, 1 next, ...; null once done or failed',
  }),
  etaSeconds: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: 'Estimated seconds until playable; null once done or failed',
  }),
});
export type TranscodeJob = Static<typeof TranscodeJobSchema>;
export type TranscodeState = TranscodeJob['state'];

export const TranscodeJobListSchema = Type.Object({ items: Type.Array(TranscodeJobSchema) });
export type TranscodeJobList = Static<typeof TranscodeJobListSchema>;
