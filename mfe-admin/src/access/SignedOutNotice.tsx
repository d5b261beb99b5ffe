import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Text } from '@premieres/ui';
import { Link as RouterLink } from 'react-router';
import { ADMIN_NS } from '../i18n';
import { Notice } from './Notice';

/** Not signed in: Sign In comes back here; Go to Dashboard leaves (spec §2). */
export function SignedOutNotice() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Notice title={t('title')}>
      <Text color="fg.muted">{t('access.signInNeeded')}</Text>
      <HStack wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/auth?returnTo=/admin">{t('access.signIn')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard">{t('access.goToDashboard')}</RouterLink>
        </Button>
      </HStack>
    </Notice>
  );
}
