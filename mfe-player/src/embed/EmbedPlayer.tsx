import { toEmbedUrl } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { AspectRatio, Box, Center, chakra, HStack, Spinner, Stack, Text } from '@premieres/ui';
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { ControlButton } from '../controls/ControlButton';
import { useFullscreen } from '../controls/useFullscreen';
import { FilePlayer } from '../file-player/FilePlayer';
import { PLAYER_NS } from '../i18n';
import { usePlayerKeyboard } from '../keyboard/usePlayerKeyboard';
import { useEmbedReady, withPlayerApi } from './useEmbedReady';
import { useLocalTrailer } from './useLocalTrailer';

const Frame = chakra('iframe');

/**
 * A video-site trailer, used only when the title has no trailer of its own. When the site cannot
 * load here (offline, blocked), the title's own trailer plays instead if it has one by now, or
 * the player says so, within EMBED_READY_TIMEOUT_MS: never a black box.
 */
export function EmbedPlayer({ url, title, movieId }: { url: string; title: string; movieId?: string }) {
  const { t } = useTranslation(PLAYER_NS);
  const iframe = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(true);
  const { readiness, onLoad } = useEmbedReady(iframe, playing);
  const local = useLocalTrailer(movieId, readiness === 'failed');
  if (readiness !== 'failed') {
    return (
      <SiteEmbed
        url={url}
        title={title}
        iframe={iframe}
        onLoad={onLoad}
        playing={playing}
        setPlaying={setPlaying}
      />
    );
  }
  if (local === undefined) {
    return (
      <Stack align="center" py="16" bg="black" role="status">
        <Spinner size="lg" />
      </Stack>
    );
  }
  if (local) return <FilePlayer src={local} title={title} />;
  return (
    <Stack
      role="alert"
      gap="2"
      py="12"
      px="6"
      textAlign="center"
      bg="black"
      color="white"
      data-testid="embed-unavailable"
    >
      <Text fontSize="lg" fontWeight="semibold">
        {t('embedUnavailable')}
      </Text>
      <Text color="fg.muted">{t('embedUnavailableHelp')}</Text>
    </Stack>
  );
}

/**
 * Video-site trailers in an iframe (embed form from contracts: autoplay, mute flag, rel=0,
 * modestbranding=1, and the site's player API on). The site's player is cross-origin, so
 * play/pause and mute are local: pausing unloads the frame, muting reloads it with the mute
 * flag. Seeking is the site's own.
 */
function SiteEmbed({
  url,
  title,
  iframe,
  onLoad,
  playing,
  setPlaying,
}: {
  url: string;
  title: string;
  iframe: RefObject<HTMLIFrameElement | null>;
  onLoad: () => void;
  playing: boolean;
  setPlaying: (update: (playing: boolean) => boolean) => void;
}) {
  const { t } = useTranslation(PLAYER_NS);
  const frame = useRef<HTMLDivElement>(null);
  const [muted, setMuted] = useState(false);
  const { isFullscreen, toggleFullscreen } = useFullscreen(frame);
  const embed = toEmbedUrl(url, { muted });
  const src = embed ? withPlayerApi(embed, window.location.origin) : url;
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
            ref={iframe}
            onLoad={onLoad}
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
