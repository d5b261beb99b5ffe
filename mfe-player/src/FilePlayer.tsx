import { useTranslation } from '@premieres/i18n';
import { Box, chakra, HStack, Text } from '@premieres/ui';
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ControlButton } from './ControlButton';
import { PLAYER_NS } from './i18n';
import { formatTime, SEEK_STEP_SECONDS } from './playerKeys';
import { useFullscreen } from './useFullscreen';
import { usePlayerKeyboard } from './usePlayerKeyboard';

const Video = chakra('video');
const Range = chakra('input');

/** Native <video> for stored files and content URLs: the browser streams with HTTP Range. */
export function FilePlayer({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation(PLAYER_NS);
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const { isFullscreen, toggleFullscreen } = useFullscreen(frame);

  // Autoplay and metadata can come before the handlers below see them (the dialog mounts its
  // content in a portal): read the element once after mounting.
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    setPlaying(!v.paused && !v.ended);
    setMuted(v.muted);
    setTime(v.currentTime);
    if (Number.isFinite(v.duration)) setDuration(v.duration);
  }, []);

  const togglePlay = useCallback(() => {
    const v = video.current;
    if (!v) return;
    if (v.paused || v.ended) {
      // Autoplay may be refused; the button stays on Play and the user can retry.
      void Promise.resolve(v.play()).catch(() => setPlaying(false));
    } else {
      v.pause();
    }
  }, []);

  const toggleMute = useCallback(() => {
    const v = video.current;
    if (!v) return;
    v.muted = !v.muted;
    setMuted(v.muted);
  }, []);

  const seekTo = useCallback((seconds: number) => {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : Number.POSITIVE_INFINITY;
    v.currentTime = Math.min(Math.max(0, seconds), end);
    setTime(v.currentTime);
  }, []);

  const seekBy = useCallback((delta: number) => seekTo((video.current?.currentTime ?? 0) + delta), [seekTo]);

  usePlayerKeyboard({
    'toggle-play': togglePlay,
    'toggle-mute': toggleMute,
    'toggle-fullscreen': toggleFullscreen,
    'seek-back': () => seekBy(-SEEK_STEP_SECONDS),
    'seek-forward': () => seekBy(SEEK_STEP_SECONDS),
  });

  return (
    <Box ref={frame} bg="black" position="relative" display="flex" flexDirection="column">
      <Video
        ref={video}
        src={src}
        aria-label={title}
        autoPlay
        playsInline
        preload="metadata"
        width="100%"
        maxHeight={isFullscreen ? '100vh' : '70vh'}
        bg="black"
        onClick={togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onPlaying={() => setPlaying(true)}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          setTime(v.currentTime);
          setPlaying(!v.paused);
          if (Number.isFinite(v.duration)) setDuration(v.duration);
        }}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
      />
      <HStack gap="1" px="2" py="1" bg="blackAlpha.800" color="white">
        <ControlButton label={playing ? t('pause') : t('play')} onClick={togglePlay}>
          {playing ? <Pause /> : <Play />}
        </ControlButton>
        <ControlButton label={t('seekBack')} onClick={() => seekBy(-SEEK_STEP_SECONDS)}>
          <RotateCcw />
        </ControlButton>
        <ControlButton label={t('seekForward')} onClick={() => seekBy(SEEK_STEP_SECONDS)}>
          <RotateCw />
        </ControlButton>
        <Range
          type="range"
          aria-label={t('seek')}
          aria-valuetext={t('time', { current: formatTime(time), total: formatTime(duration) })}
          min={0}
          max={Number.isFinite(duration) && duration > 0 ? duration : 0}
          step={1}
          value={Math.min(time, duration || 0)}
          onChange={(e) => seekTo(Number(e.currentTarget.value))}
          flex="1"
          accentColor="var(--chakra-colors-brand-solid)"
        />
        <Text
          fontSize="xs"
          fontVariantNumeric="tabular-nums"
          minWidth="20"
          textAlign="center"
          aria-hidden="true"
        >
          {formatTime(time)} / {formatTime(duration)}
        </Text>
        <ControlButton label={muted ? t('unmute') : t('mute')} onClick={toggleMute} pressed={muted}>
          {muted ? <VolumeX /> : <Volume2 />}
        </ControlButton>
        <ControlButton
          label={isFullscreen ? t('exitFullscreen') : t('fullscreen')}
          onClick={toggleFullscreen}
        >
          {isFullscreen ? <Minimize /> : <Maximize />}
        </ControlButton>
      </HStack>
    </Box>
  );
}
