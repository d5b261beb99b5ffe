import { type FakeApi, fakeApi, noContent, type Reply, type Route } from '@premieres/api-client/testing';
import { DEFAULT_LANGUAGE_PREFERENCES } from '@premieres/contracts';
import { fileGrant } from './grants';

/**
 * The API as the player finds it unless a test says otherwise (the real client over a fake
 * fetch): title 7 plays from a file grant, nothing watched yet, and the screen's beats, its stop
 * and the play milestones are taken.
 */
export function fakePlayerApi(routes: Partial<Record<Route, Reply>> = {}): FakeApi {
  return fakeApi({
    'GET playback/:id': fileGrant(),
    'POST playback/:id/events': noContent(),
    'POST playback/streams/:id/heartbeat': { expiresAt: '2030-01-01T00:00:00.000Z' },
    'DELETE playback/streams/:id': noContent(),
    'GET me/progress/:id': ({ params }) => ({
      movieId: params.id,
      positionSeconds: 0,
      durationSeconds: 0,
      fraction: 0,
      finished: false,
      resumeAtSeconds: 0,
      updatedAt: null,
    }),
    // No language chosen yet: the player goes by the interface language.
    'GET me/languages/:id': { preferences: DEFAULT_LANGUAGE_PREFERENCES, title: null },
    ...routes,
  });
}
