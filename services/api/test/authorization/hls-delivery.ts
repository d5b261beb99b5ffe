import { everyone, type Rows } from './matrix-kit';

/**
 * HLS under /media/hls (and episode stills): content and episodes need a signed URL from
 * GET /api/playback (the gate refuses a bare one for all); trailers and stills are public.
 */
export const rows: Rows = {
  'GET /media/hls/:movieId/episodes/:episodeId/*': {
    request: () => ({ url: '/media/hls/tv3/episodes/tv3-s1e1/master.m3u8' }),
    expect: everyone(403),
  },
  // Public like a poster; no transcode of this episode here, so no still.
  'GET /media/stills/:movieId/episodes/:episodeId/:still': {
    request: () => ({ url: '/media/stills/tv3/episodes/tv3-s1e1/t1.jpg' }),
    expect: everyone(404),
  },
  // HLS content: a signed URL from GET /api/playback only (the gate refuses a bare one for all).
  'GET /media/hls/:movieId/content/*': {
    request: () => ({ url: '/media/hls/3/content/master.m3u8' }),
    expect: everyone(403),
  },
  // Trailers are public (no trailer ladder in this app: 404 for all, never 401/403).
  'GET /media/hls/:movieId/trailer/*': {
    request: () => ({ url: '/media/hls/3/trailer/master.m3u8' }),
    expect: everyone(404),
  },
};
