import { Button, HStack, Text } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Link } from 'react-router-dom';
import { SettingsCard } from './SettingsCard';

/** The profile e-mail with Edit Profile (to /profile). */
export function ProfileCard() {
  const { t } = useTranslation('account');
  const email = useAuthStore((state) => state.user?.email ?? '');
  return (
    <SettingsCard id="settings-profile" title={t('settings.profileSection')}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text>
          <Text as="span" color="fg.muted">
            {t('settings.email')}:{' '}
          </Text>
          <span data-testid="settings-email">{email}</span>
        </Text>
        <Button asChild variant="outline" size="sm">
          <Link to="/profile">{t('settings.editProfile')}</Link>
        </Button>
      </HStack>
    </SettingsCard>
  );
}
