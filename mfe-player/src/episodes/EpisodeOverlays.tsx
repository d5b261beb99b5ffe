import { episodeCode, type PlaybackGrant } from '@premieres/contracts';
import { openPlayer } from '@premieres/player-store';
import { useEffect, useState } from 'react';
import { NextEpisodeCountdown } from './NextEpisodeCountdown';
import { SkipIntroButton } from './SkipIntroButton';
import { useAutoplaySetting } from './useAutoplaySetting';

/**
 * What the player adds over content: Skip Intro during the intro, and, when an episode ends with
 * Autoplay next episode on, the countdown to the next one (asked for through the player store).
 */
export function EpisodeOverlays({
  grant,
  video,
  movieId,
  seriesTitle,
}: {
  grant: PlaybackGrant;
  video: HTMLVideoElement | null;
  movieId: string;
  seriesTitle: string;
}) {
  const next = grant.episode?.next ?? null;
  const autoplay = useAutoplaySetting(next !== null);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!video) return;
    const onEnded = () => setEnded(true);
    const onPlay = () => setEnded(false);
    video.addEventListener('ended', onEnded);
    video.addEventListener('play', onPlay);
    return () => {
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('play', onPlay);
    };
  }, [video]);
  const nextTitle = next ? `${episodeCode(next)} · ${next.title}` : '';
  const playNext = () => {
    if (!next) return;
    setEnded(false);
    openPlayer({
      title: `${seriesTitle} · ${nextTitle}`,
      videoUrl: '',
      kind: 'content',
      movieId,
      episodeId: next.id,
    });
  };
  return (
    <>
      <SkipIntroButton video={video} intro={grant.intro} />
      {ended && next && autoplay ? (
        <NextEpisodeCountdown nextTitle={nextTitle} onPlayNow={playNext} onCancel={() => setEnded(false)} />
      ) : null}
    </>
  );
}
