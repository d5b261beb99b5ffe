import type {
  MediaStatus,
  MediaStatusQuery,
  PlaybackGrant,
  PlaybackGrantQuery,
  PlayMilestone,
} from '@premieres/contracts';
import { absoluteToApi } from './billing-api';
import { call } from './http';
import { toSearchParams } from './search-params';

/**
 * `GET /api/playback/:movieId` (subscribers): a short-lived signed content URL, made absolute.
 * A non-subscriber's call rejects with code SUBSCRIPTION_REQUIRED (show the plans upsell).
 */
export const playbackApi = {
  /** `device`: the player's device id, so reopening on the same device keeps one screen; `episode`: that episode of the series. */
  grant: async (movieId: string, query: PlaybackGrantQuery = {}): Promise<PlaybackGrant> => {
    const path = `playback/${encodeURIComponent(movieId)}`;
    const grant = await call((c) =>
      c.get(path, { searchParams: toSearchParams(query) }).json<PlaybackGrant>(),
    );
    return { ...grant, url: absoluteToApi(grant.url) };
  },
  /**
   * `GET /api/playback/:movieId/status` (members): whether the title's film (or that episode's)
   * plays, or how far its transcode is, for "Preparing · 45 % · about 30 s".
   */
  status: (movieId: string, query: MediaStatusQuery = {}): Promise<MediaStatus> =>
    call((c) =>
      c
        .get(`playback/${encodeURIComponent(movieId)}/status`, { searchParams: toSearchParams(query) })
        .json<MediaStatus>(),
    ),
  /** One play milestone of a title (start, 25/50/75/100 %), for the admin's analytics. */
  reportMilestone: async (movieId: string, milestone: PlayMilestone): Promise<void> => {
    await call((c) => c.post(`playback/${encodeURIComponent(movieId)}/events`, { json: { milestone } }));
  },
};
