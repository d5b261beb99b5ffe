import { useTranslation } from '@premieres/i18n';
import { Box, Button, HStack, Text } from '@premieres/ui';
import { PLAYER_NS } from '../i18n';
import { useCountdown } from './useCountdown';

/** Seconds between the end of an episode and the start of the next (spec: a visible countdown). */
export const NEXT_EPISODE_SECONDS = 5;

/**
 * 'Next episode in 5' with Cancel and Play now; at 0 the next episode starts. Shown over the
 * player when an episode ends and the member's Autoplay next episode setting is on.
 */
export function NextEpisodeCountdown({
  nextTitle,
  onPlayNow,
  onCancel,
  seconds = NEXT_EPISODE_SECONDS,
}: {
  nextTitle: string;
  onPlayNow: () => void;
  onCancel: () => void;
  seconds?: number;
}) {
  const { t } = useTranslation(PLAYER_NS);
  const left = useCountdown(true, seconds, onPlayNow);
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="next-episode"
      position="absolute"
      insetEnd="4"
      bottom="20"
      bg="blackAlpha.800"
      color="white"
      rounded="md"
      p="4"
      maxWidth="sm"
      zIndex="2"
    >
      <Text fontWeight="semibold">{t('nextEpisodeIn', { seconds: Math.max(0, left) })}</Text>
      <Text fontSize="sm" mb="3">
        {nextTitle}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" colorPalette="gray" onClick={onCancel}>
          {t('nextEpisodeCancel')}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={onPlayNow}>
          {t('nextEpisodePlayNow')}
        </Button>
      </HStack>
    </Box>
  );
}
