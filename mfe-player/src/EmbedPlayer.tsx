import { toEmbedUrl } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { AspectRatio, Box, Center, chakra, HStack, Text } from '@premieres/ui';
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useRef, useState } from 'react';
import { ControlButton } from './ControlButton';
import { PLAYER_NS } from './i18n';
import { useFullscreen } from './useFullscreen';
import { usePlayerKeyboard } from './usePlayerKeyboard';

const Frame = chakra('iframe');

/**
 * Video-site trailers in an iframe (embed form from contracts: autoplay, mute flag, rel=0,
 * modestbranding=1). The site's player is cross-origin, so play/pause and mute are local:
 * pausing unloads the frame, muting reloads it with the mute flag. Seeking is the site's own.
 */
export function EmbedPlayer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(PLAYER_NS);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(true);
  const [muted, setMuted] = useState(false);
  const { isFullscreen, toggleFullscreen } = useFullscreen(frame);
  const src = toEmbedUrl(url, { muted }) ?? url;
  const togglePlay = () => setPlaying((p) => !p);
  const toggleMute = () => setMuted((m) => !m);

  usePlayerKeyboard({
    'toggle-play': togglePlay,
    'toggle-mute': toggleMute,
    'toggle-fullscreen': toggleFullscreen,
    // An embedded site's player has its own captions.
    'toggle-subtitles': () => undefined,
    'seek-back': () => undefined,
    'seek-forward': () => undefined,
    'volume-up': () => undefined,
    'volume-down': () => undefined,
  });

  return (
    <Box ref={frame} bg="black">
      <AspectRatio ratio={16 / 9}>
        {playing ? (
          <Frame
            key={src}
            src={src}
            title={t('embedTitle', { title })}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            border="0"
          />
        ) : (
          <Center color="white">
            <Text>{t('paused')}</Text>
          </Center>
        )}
      </AspectRatio>
      <HStack gap="1" px="2" py="1" bg="blackAlpha.800" color="white">
        <ControlButton label={playing ? t('pause') : t('play')} onClick={togglePlay}>
          {playing ? <Pause /> : <Play />}
        </ControlButton>
        <ControlButton label={muted ? t('unmute') : t('mute')} onClick={toggleMute} pressed={muted}>
          {muted ? <VolumeX /> : <Volume2 />}
        </ControlButton>
        <Box flex="1" />
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
