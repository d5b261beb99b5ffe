import { type FakeApi, fakeApi, type Reply, type Route } from '@premieres/api-client/testing';
import { PLANS } from '@premieres/contracts';

/**
 * The API as the member pages find it unless a test says otherwise (the real client over a fake
 * fetch): an empty list and likes, nothing to continue, no Top 10 yet, no recent searches, the
 * plans, and every title in English with English and Hindi subtitles and no episodes.
 */
export function fakeBrowseApi(routes: Partial<Record<Route, Reply>> = {}): FakeApi {
  return fakeApi({
    'GET me/list': { items: [] },
    'GET me/likes': { items: [] },
    'GET me/continue-watching': { items: [], total: 0, page: 1, limit: 20 },
    'GET rows/top-ten': { items: [] },
    'GET me/because-you-watched': { because: null, items: [] },
    'GET me/searches': { items: [] },
    'GET plans': [...PLANS],
    'GET movies/:id/languages': { audio: ['en'], subtitles: ['en', 'hi'] },
    'GET movies/:id/episodes': ({ params }) => ({ movieId: params.id, seasons: [] }),
    ...routes,
  });
}
