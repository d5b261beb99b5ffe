import { playbackApi } from '@premieres/api-client';
import { milestonesReached, type PlayMilestone } from '@premieres/contracts';
import { useCallback, useRef } from 'react';

/**
 * Reports a play's milestones (start, two minutes in, 25/50/75/100 %) once each while this player
 * is open.
 * Analytics never disturb playback: a failed report is dropped.
 */
export function usePlayMilestones(movieId: string): (video: HTMLVideoElement) => void {
  const sent = useRef(new Set<PlayMilestone>());
  return useCallback(
    (video: HTMLVideoElement) => {
      if (!Number.isFinite(video.duration) || video.duration <= 0) return;
      for (const milestone of milestonesReached(video.currentTime, video.duration)) {
        if (sent.current.has(milestone)) continue;
        sent.current.add(milestone);
        void playbackApi.reportMilestone(movieId, milestone).catch(() => undefined);
      }
    },
    [movieId],
  );
}
