import { SUBTITLES_OFF } from '@premieres/contracts';
import { Box, Text } from '@premieres/ui';
import { type RefObject, useEffect, useState } from 'react';
import { cueBackground, cueFontSize } from './cueStyle';
import type { LanguageTracks } from './useLanguageTracks';

/** The picture's place inside the player frame (the overlay covers exactly it). */
function useVideoBox(video: RefObject<HTMLVideoElement | null>) {
  const [box, setBox] = useState({ top: 0, height: 0 });
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const measure = () => setBox({ top: v.offsetTop, height: v.offsetHeight });
    measure();
    // Older engines (and jsdom) lack ResizeObserver: a window resize is the fallback.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(v);
    return () => observer.disconnect();
  }, [video]);
  return box;
}

/** The text of the chosen language's active cues; hls.js keeps that track 'hidden' (loaded, not drawn). */
function useActiveCues(video: RefObject<HTMLVideoElement | null>, language: string): string[] {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    const v = video.current;
    setLines([]);
    if (!v?.textTracks || language === SUBTITLES_OFF) return;
    let track: TextTrack | null = null;
    const show = () => {
      const cues = Array.from(track?.activeCues ?? []) as VTTCue[];
      // Plain text only: cue markup (<i>, <c>) is dropped, never injected.
      setLines(cues.flatMap((cue) => (cue.getCueAsHTML?.().textContent ?? cue.text).split('\n')));
    };
    const attach = () => {
      const found = Array.from(v.textTracks).find(
        (t) =>
          (t.kind === 'subtitles' || t.kind === 'captions') &&
          t.language === language &&
          t.mode !== 'disabled',
      );
      if (!found || found === track) return;
      track?.removeEventListener('cuechange', show);
      track = found;
      track.addEventListener('cuechange', show);
      show();
    };
    attach();
    v.textTracks.addEventListener('addtrack', attach);
    v.textTracks.addEventListener('change', attach);
    return () => {
      v.textTracks.removeEventListener('addtrack', attach);
      v.textTracks.removeEventListener('change', attach);
      track?.removeEventListener('cuechange', show);
    };
  }, [video, language]);
  return lines;
}

/**
 * Subtitles drawn over the picture in the profile's size and background, scaled to the picture
 * (legible on a 360-px phone, large on a TV). The controls sit below the picture, so cues near
 * its bottom edge are always above them.
 */
export function SubtitleOverlay({
  video,
  tracks,
}: {
  video: RefObject<HTMLVideoElement | null>;
  tracks: LanguageTracks;
}) {
  const box = useVideoBox(video);
  const lines = useActiveCues(video, tracks.subtitles);
  if (lines.length === 0 || box.height === 0) return null;
  const { subtitleSize, subtitleBackground } = tracks.appearance;
  const look = cueBackground(subtitleBackground);
  return (
    <Box
      position="absolute"
      left="0"
      right="0"
      top={`${box.top}px`}
      height={`${box.height}px`}
      display="flex"
      flexDirection="column"
      justifyContent="flex-end"
      alignItems="center"
      pb="6%"
      px="4%"
      pointerEvents="none"
      aria-live="off"
      data-testid="subtitle-overlay"
      data-size={subtitleSize}
      data-background={subtitleBackground}
    >
      <Text
        lang={tracks.subtitles}
        color="white"
        textAlign="center"
        lineHeight="1.3"
        fontSize={`${cueFontSize(subtitleSize, box.height)}px`}
        bg={look.bg}
        textShadow={look.textShadow}
        px={subtitleBackground === 'box' ? '0.4em' : '0'}
        borderRadius="sm"
        whiteSpace="pre-line"
      >
        {lines.join('\n')}
      </Text>
    </Box>
  );
}
