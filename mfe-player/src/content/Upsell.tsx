import { useTranslation } from '@premieres/i18n';
import { Button, Stack, Text } from '@premieres/ui';
import { Crown } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { PLAYER_NS } from '../i18n';

/** What a non-subscriber sees on Play: the reason and the way to the plans, not an error. */
export function Upsell({ signedIn, onLeave }: { signedIn: boolean; onLeave: () => void }) {
  const { t } = useTranslation(PLAYER_NS);
  const target = signedIn ? '/dashboard#plans' : `/auth?returnTo=${encodeURIComponent('/dashboard#plans')}`;
  return (
    <Stack align="center" textAlign="center" gap="4" px="6" py="12" data-testid="player-upsell">
      <Crown aria-hidden="true" size={40} />
      <Text fontSize="lg" fontWeight="semibold">
        {t('upsellTitle')}
      </Text>
      <Text color="fg.muted">{signedIn ? t('upsellText') : t('upsellSignIn')}</Text>
      <Button asChild colorPalette="brand" onClick={onLeave}>
        <RouterLink to={target}>{t('upsellAction')}</RouterLink>
      </Button>
    </Stack>
  );
}
