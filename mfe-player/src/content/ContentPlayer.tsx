import { Spinner, Stack } from '@premieres/ui';
import { useState } from 'react';
import { NoVideo } from '../dialog/NoVideo';
import { EpisodeOverlays } from '../episodes/EpisodeOverlays';
import { FilePlayer } from '../file-player/FilePlayer';
import { PlaybackError } from '../file-player/PlaybackError';
import { PreparingScreen } from '../preparing/PreparingScreen';
import { useStreamKeeper } from '../stream/useStreamKeeper';
import { ScreenLimit } from './ScreenLimit';
import { Upsell } from './Upsell';
import { useContentGrant } from './useContentGrant';
import { usePlayMilestones } from './usePlayMilestones';
import { useContainedVideo, useProgressSaver } from './useProgressSaver';

/**
 * Play of a title's content: the signed URL (an HLS master once the title's ladder is complete,
 * else the file) comes from the API per play; the server caps the renditions by plan. Retry asks
 * for a fresh grant, since a failed stream may be an expired link.
 */
type ContentProps = {
  movieId: string;
  episodeId?: string;
  /** Start over: from the beginning, not the saved position. */
  startOver?: boolean;
  title: string;
  onClose: () => void;
};

/** Each episode is a play of its own: its grant, its progress, its <video>. */
export function ContentPlayer(props: ContentProps) {
  return <EpisodeOrTitle key={props.episodeId ?? ''} {...props} />;
}

function EpisodeOrTitle({ movieId, episodeId, startOver, title, onClose }: ContentProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const state = useContentGrant(movieId, attempt, episodeId);
  const reportProgress = usePlayMilestones(movieId);
  const [video, videoFrame] = useContainedVideo();
  useProgressSaver(movieId, video, episodeId, startOver);
  const lost = useStreamKeeper(state.kind === 'ready' ? state.grant.streamId : undefined);
  if (state.kind === 'loading') {
    return (
      <Stack align="center" py="16" role="status">
        <Spinner size="lg" />
      </Stack>
    );
  }
  if (state.kind === 'upsell') return <Upsell signedIn={state.signedIn} onLeave={onClose} />;
  if (state.kind === 'unavailable') return <NoVideo />;
  if (state.kind === 'screens' || lost) return <ScreenLimit reason={lost ?? 'screens'} onRetry={retry} />;
  // Ready: the grant is asked for again and the film starts by itself, no reload.
  if (state.kind === 'preparing')
    return <PreparingScreen movieId={movieId} episodeId={episodeId} onReady={retry} />;
  if (state.kind === 'network') return <PlaybackError reason="network" onRetry={retry} />;
  const { grant } = state;
  return (
    <div
      // A new attempt is a new frame, so the saver follows the new <video>.
      key={attempt}
      ref={videoFrame}
      data-quality-cap={grant.qualityLines}
      data-screens={grant.screens}
      data-plan={grant.plan}
      data-format={grant.format}
      // Phones: passes the dialog body's height on to the frame.
      style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <FilePlayer
        src={grant.url}
        title={title}
        onRetry={retry}
        onProgress={reportProgress}
        languagesOf={movieId}
        overlays={
          <EpisodeOverlays
            grant={grant}
            video={video}
            movieId={movieId}
            seriesTitle={title.split(' · ')[0] ?? title}
          />
        }
      />
    </div>
  );
}
