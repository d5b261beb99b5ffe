import { useAuthStore } from '@premieres/auth-store';
import { isPlanId, planById } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, Stack, Text } from '@premieres/ui';
import { MonitorSmartphone } from 'lucide-react';
import { PLAYER_NS } from '../i18n';

/**
 * Every screen of the plan is in use (409 SCREEN_LIMIT_REACHED), or this device's stream was
 * taken over by the same device in another window (STREAM_ENDED). Try again once one is free.
 */
export function ScreenLimit({ reason, onRetry }: { reason: 'screens' | 'ended'; onRetry: () => void }) {
  const { t } = useTranslation(PLAYER_NS);
  const tier = useAuthStore((s) => s.subscription.subscription_tier);
  const screens = tier && isPlanId(tier) ? planById(tier).screens : null;
  let message = t('streamEnded');
  if (reason === 'screens') message = screens ? t('screenLimit', { count: screens }) : t('screenLimitAny');
  return (
    <Stack
      role="alert"
      align="center"
      textAlign="center"
      gap="4"
      px="6"
      py="12"
      data-testid="player-screen-limit"
    >
      <MonitorSmartphone aria-hidden="true" size={40} />
      <Text fontSize="lg" fontWeight="semibold">
        {message}
      </Text>
      <Button colorPalette="brand" onClick={onRetry} data-testid="player-retry">
        {t('retry')}
      </Button>
    </Stack>
  );
}
