import { etaParts, type MediaStatus } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, Spinner, Stack, Text } from '@premieres/ui';
import type { TFunction } from 'i18next';
import { NoVideo } from '../dialog/NoVideo';
import { PLAYER_NS } from '../i18n';
import { useMediaStatus } from './useMediaStatus';

/**
 * The film is still being transcoded (the grant said 409 MEDIA_NOT_READY, which also moved its
 * job to the front): "Preparing · 45 % · about 30 s" with a bar, asked again every few seconds;
 * once it is ready `onReady` asks for the grant again and the film starts by itself.
 */
export function PreparingScreen({
  movieId,
  episodeId,
  onReady,
}: {
  movieId: string;
  episodeId?: string;
  onReady: () => void;
}) {
  const { t } = useTranslation(PLAYER_NS);
  const status = useMediaStatus(movieId, episodeId, onReady);
  if (status?.state === 'failed' || status?.state === 'none') return <NoVideo />;
  const percent = status?.percent ?? 0;
  const text = preparingText(status, t);
  return (
    <Stack
      role="status"
      gap="4"
      py="12"
      px="6"
      align="center"
      textAlign="center"
      bg="black"
      color="white"
      data-testid="player-preparing"
    >
      <Spinner size="md" />
      <Text fontSize="lg" fontWeight="semibold" data-testid="player-preparing-text">
        {text}
      </Text>
      <Box
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        width="full"
        maxWidth="sm"
        height="2"
        bg="whiteAlpha.300"
        rounded="full"
        overflow="hidden"
      >
        <Box height="100%" width={`${percent}%`} bg="brand.solid" transition="width 0.5s" />
      </Box>
      <Text color="fg.muted">{t('preparingStartsItself')}</Text>
    </Stack>
  );
}

function preparingText(status: MediaStatus | null, t: TFunction): string {
  const percent = status?.percent ?? 0;
  const eta = etaParts(status?.etaSeconds ?? null);
  if (!eta) return t('preparingPercent', { percent });
  const etaText = t(eta.unit === 's' ? 'etaSeconds' : 'etaMinutes', { count: eta.count });
  return t('preparingEta', { percent, eta: etaText });
}
