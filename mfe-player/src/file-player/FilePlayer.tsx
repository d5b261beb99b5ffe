import { Box, chakra } from '@premieres/ui';
import type { HlsConfig } from 'hls.js';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ControlBar } from '../controls/ControlBar';
import { type Tap, tapAction } from '../controls/tapGestures';
import { useFullscreen } from '../controls/useFullscreen';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from '../keyboard/playerKeys';
import { usePlayerKeyboard } from '../keyboard/usePlayerKeyboard';
import { SubtitleOverlay } from '../languages/SubtitleOverlay';
import { useLanguageTracks } from '../languages/useLanguageTracks';
import { useStreamSource } from '../stream/useStreamSource';
import { PlaybackError } from './PlaybackError';

const Video = chakra('video');

/**
 * The player: a file, or an HLS stream (hls.js, or the browser's own HLS), with the controls,
 * keyboard shortcuts and touch gestures. `onRetry` replaces the local retry (content asks the
 * API for a fresh signed URL).
 */
export function FilePlayer({
  src,
  title,
  onRetry,
  onProgress,
  languagesOf,
  overlays,
  hlsConfig,
}: {
  src: string;
  /** Extra hls.js settings: the offline player reads its files from the downloads store. */
  hlsConfig?: Partial<HlsConfig>;
  /** Drawn over the picture inside the frame, so they stay on screen in full screen (Skip Intro, next episode). */
  overlays?: ReactNode;
  title: string;
  /** The title whose language choices the acting profile keeps (content); trailers keep none. */
  languagesOf?: string;
  onRetry?: () => void;
  /** Called on every time update while playing (play analytics). */
  onProgress?: (video: HTMLVideoElement) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const lastTap = useRef<Tap | null>(null);
  const touched = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [controlsShown, setControlsShown] = useState(true);
  const { isFullscreen, toggleFullscreen } = useFullscreen(frame, video);
  const stream = useStreamSource(video, src, hlsConfig);
  const languages = useLanguageTracks(stream.hls, languagesOf);

  // Focus moves into the player when it opens, so the keys act on it at once.
  useEffect(() => {
    frame.current?.focus({ preventScroll: true });
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

  const changeVolume = useCallback((delta: number) => {
    const v = video.current;
    if (!v) return;
    v.volume = Math.min(1, Math.max(0, Math.round((v.volume + delta) * 10) / 10));
    v.muted = v.volume === 0;
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
    'toggle-subtitles': languages.toggleSubtitles,
    'seek-back': () => seekBy(-SEEK_STEP_SECONDS),
    'seek-forward': () => seekBy(SEEK_STEP_SECONDS),
    'volume-up': () => changeVolume(VOLUME_STEP),
    'volume-down': () => changeVolume(-VOLUME_STEP),
  });

  // Touch: a tap shows/hides the controls, a double-tap on a side seeks. A mouse click plays/pauses.
  const onPointerUp = (event: PointerEvent<HTMLVideoElement>) => {
    touched.current = event.pointerType === 'touch';
    if (!touched.current) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const tap = { at: event.timeStamp, x: (event.clientX - rect.left) / (rect.width || 1) };
    for (const action of tapAction(lastTap.current, tap)) {
      if (action.kind === 'toggle-controls') setControlsShown((shown) => !shown);
      else seekBy(action.seconds);
    }
    lastTap.current = tap;
  };

  if (stream.error) return <PlaybackError reason={stream.error} onRetry={onRetry ?? stream.retry} />;

  return (
    <Box
      ref={frame}
      tabIndex={-1}
      outline="none"
      bg="black"
      position="relative"
      display="flex"
      flexDirection="column"
      // Phones: the frame fills the full-size dialog (or the screen) and the picture fills the frame.
      flex={{ base: '1', md: 'initial' }}
      minHeight="0"
      height={isFullscreen ? '100%' : undefined}
      data-testid="player-frame"
      // The rendition on screen, for tests and the playback benches (the menu shows it too).
      data-playing-height={stream.currentHeight ?? undefined}
      onKeyDown={() => setControlsShown(true)}
      // Pointer, not mouse, events: a tap's emulated mousemove must not undo its own toggle.
      onPointerMove={(e) => {
        if (e.pointerType === 'mouse') setControlsShown(true);
      }}
    >
      <Video
        ref={video}
        aria-label={title}
        autoPlay
        playsInline
        preload="metadata"
        width="100%"
        flex={{ base: '1', md: 'initial' }}
        minHeight="0"
        objectFit="contain"
        maxHeight={{ base: 'none', md: isFullscreen ? '100vh' : '70vh' }}
        bg="black"
        onPointerUp={onPointerUp}
        onClick={() => {
          if (!touched.current) togglePlay();
        }}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(e) => {
          setPlaying(false);
          onProgress?.(e.currentTarget);
        }}
        onPlaying={() => setPlaying(true)}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          setTime(v.currentTime);
          setPlaying(!v.paused);
          if (Number.isFinite(v.duration)) setDuration(v.duration);
          if (!v.paused) onProgress?.(v);
        }}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
      />
      <SubtitleOverlay video={video} tracks={languages} />
      {overlays}
      {/* Phones: the controls lie over the picture (a tap hides them), so it keeps the whole height. */}
      <Box
        hidden={!controlsShown}
        onFocus={() => setControlsShown(true)}
        position={{ base: 'absolute', md: 'static' }}
        insetX="0"
        bottom="0"
      >
        <ControlBar
          playing={playing}
          muted={muted}
          time={time}
          duration={duration}
          isFullscreen={isFullscreen}
          stream={stream}
          languages={languages}
          onTogglePlay={togglePlay}
          onSeekBy={seekBy}
          onSeekTo={seekTo}
          onToggleMute={toggleMute}
          onToggleFullscreen={toggleFullscreen}
        />
      </Box>
    </Box>
  );
}
