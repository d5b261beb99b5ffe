import { Spinner, Stack } from '@premieres/ui';
import { FilePlayer } from './FilePlayer';
import { NoVideo } from './NoVideo';
import { Upsell } from './Upsell';
import { useContentGrant } from './useContentGrant';
import { useContainedVideo, useProgressSaver } from './useProgressSaver';

/**
 * Play of a title's content: the signed URL comes from the API per play. The plan's quality cap
 * and screens travel with the grant (data attributes for now; the playback issue enforces them).
 */
export function ContentPlayer({
  movieId,
  title,
  onClose,
}: {
  movieId: string;
  title: string;
  onClose: () => void;
}) {
  const state = useContentGrant(movieId);
  const [video, videoFrame] = useContainedVideo();
  useProgressSaver(movieId, video);
  if (state.kind === 'loading') {
    return (
      <Stack align="center" py="16" role="status">
        <Spinner size="lg" />
      </Stack>
    );
  }
  if (state.kind === 'upsell') return <Upsell signedIn={state.signedIn} onLeave={onClose} />;
  if (state.kind === 'unavailable') return <NoVideo />;
  const { grant } = state;
  return (
    <div
      ref={videoFrame}
      data-quality-cap={grant.qualityLines}
      data-screens={grant.screens}
      data-plan={grant.plan}
    >
      <FilePlayer src={grant.url} title={title} />
    </div>
  );
}
