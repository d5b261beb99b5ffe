import type { PlaybackGrant, PlayMilestone } from '@premieres/contracts';
import { absoluteToApi } from './billing-api';
import { call } from './http';

/**
 * `GET /api/playback/:movieId` (subscribers): a short-lived signed content URL, made absolute.
 * A non-subscriber's call rejects with code SUBSCRIPTION_REQUIRED (show the plans upsell).
 */
export const playbackApi = {
  /** With an episode id: that episode of the series (the series is the gate). */
  grant: async (movieId: string, episodeId?: string): Promise<PlaybackGrant> => {
    const searchParams = episodeId ? { episode: episodeId } : undefined;
    const grant = await call((c) =>
      c.get(`playback/${encodeURIComponent(movieId)}`, { searchParams }).json<PlaybackGrant>(),
    );
    return { ...grant, url: absoluteToApi(grant.url) };
  },
  /** One play milestone of a title (start, 25/50/75/100 %), for the admin's analytics. */
  reportMilestone: async (movieId: string, milestone: PlayMilestone): Promise<void> => {
    await call((c) => c.post(`playback/${encodeURIComponent(movieId)}/events`, { json: { milestone } }));
  },
};
