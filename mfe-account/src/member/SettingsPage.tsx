import { Stack } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { MemberPage } from './MemberPage';
import { PreferencesCard } from './settings/PreferencesCard';
import { ProfileCard } from './settings/ProfileCard';
import { SubscriptionCard } from './settings/SubscriptionCard';
import { SupportCard } from './settings/SupportCard';

/** /settings (sign-in required): profile, preferences, subscription, support (spec §2 Settings). */
export function SettingsPage() {
  const { t } = useTranslation('account');
  return (
    <MemberPage title={t('settings.title')}>
      <Stack gap="6">
        <ProfileCard />
        <PreferencesCard />
        <SubscriptionCard />
        <SupportCard />
      </Stack>
    </MemberPage>
  );
}
