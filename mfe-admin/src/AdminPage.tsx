import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Button, Container, Heading, Text } from '@premieres/ui';
import { Link as RouterLink } from 'react-router';
import { ADMIN_NAMESPACE } from './i18n';

/** Placeholder of the admin panel (the admin team replaces it); reads the shared auth store. */
export function AdminPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const user = useAuthStore((state) => state.user);
  const role = useAuthStore((state) => state.role);
  const loading = useAuthStore((state) => state.loading);
  return (
    <Container as="main" maxW="6xl" py="10">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <Text mt="3" color="fg.muted">
        {t('intro')}
      </Text>
      {loading ? null : user ? (
        <Text mt="6" data-testid="admin-signed-in-as">
          {t('signedInAs', { email: user.email, role })}
        </Text>
      ) : (
        <Button asChild mt="6" colorPalette="brand">
          <RouterLink to="/auth?returnTo=/admin">{t('signIn')}</RouterLink>
        </Button>
      )}
    </Container>
  );
}
