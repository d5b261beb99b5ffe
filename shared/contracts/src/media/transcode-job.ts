import { type Static, Type } from 'typebox';

/** A title's transcode as staff see it (the admin panel's languages and jobs). */
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
});
export type TranscodeJob = Static<typeof TranscodeJobSchema>;

export const TranscodeJobListSchema = Type.Object({ items: Type.Array(TranscodeJobSchema) });
