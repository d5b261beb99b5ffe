import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { Link } from 'react-router-dom';
import { SettingsCard } from './SettingsCard';

/** Help Center and Contact Support. */
export function SupportCard() {
  const { t } = useTranslation('account');
  return (
    <SettingsCard id="settings-support" title={t('settings.supportSection')}>
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <Link to="/help">{t('settings.helpCenter')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">{t('settings.contactSupport')}</Link>
        </Button>
      </HStack>
    </SettingsCard>
  );
}
