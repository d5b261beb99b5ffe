import { etaParts, type MediaStatus } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, Stack, Text } from '@premieres/ui';
import type { TFunction } from 'i18next';
import { BROWSE_NS } from '../i18n';

/** "Preparing · 45 % · about 30 s" (with its bar) while the film is transcoded; its failure; else nothing. */
export function FilmStatusLine({ status }: { status: MediaStatus | undefined }) {
  const { t } = useTranslation(BROWSE_NS);
  if (status?.state === 'failed') {
    return (
      <Text role="status" color="fg.muted" data-testid="film-status" data-state="failed">
        {t('detail.filmFailed')}
      </Text>
    );
  }
  if (status?.state !== 'preparing') return null;
  const text = preparingText(status, t);
  return (
    <Stack gap="1" maxWidth="sm" role="status" data-testid="film-status" data-state="preparing">
      <Text fontWeight="medium">{text}</Text>
      <Box
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={status.percent}
        height="1"
        bg="whiteAlpha.300"
        rounded="full"
        overflow="hidden"
      >
        <Box height="100%" width={`${status.percent}%`} bg="brand.solid" transition="width 0.5s" />
      </Box>
    </Stack>
  );
}

export function preparingText(status: MediaStatus, t: TFunction): string {
  const eta = etaParts(status.etaSeconds);
  if (!eta) return t('detail.preparing', { percent: status.percent });
  const etaText = t(eta.unit === 's' ? 'detail.etaSeconds' : 'detail.etaMinutes', { count: eta.count });
  return t('detail.preparingEta', { percent: status.percent, eta: etaText });
}
