import { useTranslation } from '@premieres/i18n';
import { Button, Stack, Text } from '@premieres/ui';
import { PLAYER_NS } from '../i18n';

/**
 * What the player says when a stream fails: a network failure can be retried; a format the
 * browser cannot play cannot.
 */
export function PlaybackError({ reason, onRetry }: { reason: 'network' | 'media'; onRetry: () => void }) {
  const { t } = useTranslation(PLAYER_NS);
  const title = { network: t('networkError'), media: t('mediaError') }[reason];
  const help = { network: t('networkErrorHelp'), media: t('unavailableHelp') }[reason];
  return (
    <Stack role="alert" gap="3" py="12" px="6" align="center" textAlign="center" bg="black" color="white">
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text color="fg.muted">{help}</Text>
      {reason === 'media' ? null : (
        <Button colorPalette="brand" onClick={onRetry} data-testid="player-retry">
          {t('retry')}
        </Button>
      )}
    </Stack>
  );
}
