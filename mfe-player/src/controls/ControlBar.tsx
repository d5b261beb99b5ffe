import { useTranslation } from '@premieres/i18n';
import { Box, chakra, HStack, Text } from '@premieres/ui';
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { PLAYER_NS } from '../i18n';
import { formatTime, SEEK_STEP_SECONDS } from '../keyboard/playerKeys';
import { LanguageMenus } from '../languages/LanguageMenus';
import type { LanguageTracks } from '../languages/useLanguageTracks';
import type { StreamState } from '../stream/useStreamSource';
import { ControlButton } from './ControlButton';
import { QualityMenu } from './QualityMenu';

const Range = chakra('input');

export interface ControlBarProps {
  playing: boolean;
  muted: boolean;
  time: number;
  duration: number;
  isFullscreen: boolean;
  stream: StreamState;
  languages?: LanguageTracks;
  onTogglePlay: () => void;
  onSeekBy: (seconds: number) => void;
  onSeekTo: (seconds: number) => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
}

/**
 * The player's controls: the seek bar on a row of its own and the buttons below, so that every
 * control (full screen included) fits a 360-px phone.
 */
export function ControlBar(props: ControlBarProps) {
  const { t } = useTranslation(PLAYER_NS);
  const { playing, muted, time, duration, isFullscreen, stream } = props;
  return (
    <Box px="2" pt="1" pb="1" bg="blackAlpha.800" color="white" data-testid="player-controls">
      <Range
        type="range"
        aria-label={t('seek')}
        aria-valuetext={t('time', { current: formatTime(time), total: formatTime(duration) })}
        min={0}
        max={Number.isFinite(duration) && duration > 0 ? duration : 0}
        step={1}
        value={Math.min(time, duration || 0)}
        onChange={(e) => props.onSeekTo(Number(e.currentTarget.value))}
        width="100%"
        display="block"
        accentColor="var(--chakra-colors-brand-solid)"
      />
      <HStack gap={{ base: '0', sm: '0.5' }}>
        <ControlButton label={playing ? t('pause') : t('play')} onClick={props.onTogglePlay}>
          {playing ? <Pause /> : <Play />}
        </ControlButton>
        <ControlButton label={t('seekBack')} onClick={() => props.onSeekBy(-SEEK_STEP_SECONDS)}>
          <RotateCcw />
        </ControlButton>
        <ControlButton label={t('seekForward')} onClick={() => props.onSeekBy(SEEK_STEP_SECONDS)}>
          <RotateCw />
        </ControlButton>
        <Text
          flex="1"
          minWidth="0"
          overflow="hidden"
          fontSize="xs"
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
          aria-hidden="true"
          data-testid="player-time"
        >
          {formatTime(time)} / {formatTime(duration)}
        </Text>
        <ControlButton label={muted ? t('unmute') : t('mute')} onClick={props.onToggleMute} pressed={muted}>
          {muted ? <VolumeX /> : <Volume2 />}
        </ControlButton>
        {props.languages && <LanguageMenus tracks={props.languages} />}
        <QualityMenu
          levels={stream.levels}
          selected={stream.selected}
          currentHeight={stream.currentHeight}
          onSelect={stream.select}
        />
        <ControlButton
          label={isFullscreen ? t('exitFullscreen') : t('fullscreen')}
          onClick={props.onToggleFullscreen}
        >
          {isFullscreen ? <Minimize /> : <Maximize />}
        </ControlButton>
      </HStack>
    </Box>
  );
}
