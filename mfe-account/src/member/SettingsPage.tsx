import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Link } from 'react-router-dom';
import { MemberPage } from './MemberPage';

/** /settings, first part: the profile e-mail with Edit Profile (the rest comes with its own issue). */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const email = useAuthStore((state) => state.user?.email ?? '');
  return (
    <MemberPage title={t('settings.title')}>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            {t('settings.profileSection')}
          </Heading>
        </Card.Header>
        <Card.Body>
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
        </Card.Body>
      </Card.Root>
    </MemberPage>
  );
}
