import { mp4Bytes, multipart } from '../admin/admin-fixtures';
import { bearer } from '../helpers';
import { aboveKidsCeiling, type Ctx, moderatorsOnly, type Rows } from './matrix-kit';

let episodeCounter = 100;
const episodeInput = (number: number) => ({
  season: 9,
  number,
  title: 'Matrix Episode',
  durationSeconds: 60,
});

/** A fresh episode of 'tv3' for a delete or upload row (made by the admin). */
async function createEpisode(ctx: Ctx): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/movies/tv3/episodes',
    payload: episodeInput(++episodeCounter),
    headers: bearer(ctx.sessions.admin.accessToken),
  });
  return res.json().id;
}

/**
 * Issue 11, series and episodes: the catalogue read obeys the ceiling through the series ('tv2'
 * is rated A); staff write episodes of 'tv3'.
 */
export const rows: Rows = {
  'GET /api/movies/:id/episodes': {
    request: () => ({ url: '/api/movies/tv2/episodes' }),
    expect: aboveKidsCeiling(200, false),
  },
  'POST /api/admin/movies/:id/episodes': {
    request: () => ({ url: '/api/admin/movies/tv3/episodes', payload: episodeInput(++episodeCounter) }),
    expect: moderatorsOnly(201),
  },
  'PUT /api/admin/movies/:id/episodes/:episodeId': {
    request: () => ({
      url: '/api/admin/movies/tv3/episodes/tv3-s1e2',
      payload: { season: 1, number: 2, title: 'Oxygen Budget', durationSeconds: 1320 },
    }),
    expect: moderatorsOnly(200),
  },
  'DELETE /api/admin/movies/:id/episodes/:episodeId': {
    request: async (ctx) => ({ url: `/api/admin/movies/tv3/episodes/${await createEpisode(ctx)}` }),
    expect: moderatorsOnly(204),
  },
  'POST /api/admin/movies/:id/episodes/:episodeId/media': {
    request: async (ctx) => {
      const body = multipart([{ name: 'media', filename: 'e.mp4', content: mp4Bytes(), type: 'video/mp4' }]);
      return { url: `/api/admin/movies/tv3/episodes/${await createEpisode(ctx)}/media`, ...body };
    },
    expect: moderatorsOnly(200),
  },
  'PUT /api/admin/movies/:id/intro': {
    request: () => ({
      url: '/api/admin/movies/2/intro',
      payload: { introStartSeconds: 1, introEndSeconds: 4 },
    }),
    expect: moderatorsOnly(200),
  },
};
