import { moderatorsOnly, type Rows } from './matrix-kit';

/**
 * Staff transcode jobs (issue 11/16).
 */
export const rows: Rows = {
  // ---- media pipeline (issue 11/16): staff transcoding routes and HLS playback ----
  'GET /api/admin/transcoding': { expect: moderatorsOnly(200) },
  'POST /api/admin/transcoding/:id/retry': {
    request: () => ({ url: '/api/admin/transcoding/no-such.content/retry' }),
    expect: moderatorsOnly(404),
  },
  'PUT /api/admin/transcoding/:id/subtitles/:language': {
    request: () => ({
      url: '/api/admin/transcoding/no-such.content/subtitles/hi',
      headers: { 'content-type': 'text/vtt' },
      payload: 'WEBVTT\n\n00:01.000 --> 00:02.000\nनमस्ते\n',
    }),
    expect: moderatorsOnly(404),
  },
  'PUT /api/admin/transcoding/:id/audio/:language': {
    request: () => ({
      url: '/api/admin/transcoding/no-such.content/audio/hi',
      headers: { 'content-type': 'audio/mp4' },
      payload: Buffer.from('not really audio'),
    }),
    expect: moderatorsOnly(404),
  },
};
