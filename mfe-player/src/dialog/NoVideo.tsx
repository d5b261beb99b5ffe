import { useTranslation } from '@premieres/i18n';
import { Stack, Text } from '@premieres/ui';
import { PLAYER_NS } from '../i18n';

/** Spec §2: what the dialog says when a title has no video. */
export function NoVideo() {
  const { t } = useTranslation(PLAYER_NS);
  return (
    <Stack role="status" gap="2" py="12" px="6" textAlign="center" bg="black" color="white">
      <Text fontSize="lg" fontWeight="semibold">
        {t('unavailable')}
      </Text>
      <Text color="fg.muted">{t('unavailableHelp')}</Text>
    </Stack>
  );
}
