import { Alert, Stack } from '@chakra-ui/react';
import type { AccountSettingsPatch } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { MemberPage } from './MemberPage';
import { CookiesCard } from './settings/CookiesCard';
import { DownloadDevicesCard } from './settings/DownloadDevicesCard';
import { PreferencesCard } from './settings/PreferencesCard';
import { ProfileCard } from './settings/ProfileCard';
import { SubscriptionCard } from './settings/SubscriptionCard';
import { SupportCard } from './settings/SupportCard';
import { useAccountSettings } from './settings/useAccountSettings';

/** /settings (sign-in required): profile, preferences, cookies, subscription, download devices, support (spec §2 Settings). */
export function SettingsPage() {
  const { t } = useTranslation('account');
  const { settings, failed, save } = useAccountSettings();
  const onSave = (patch: AccountSettingsPatch) => {
    void save(patch).then((ok) => {
      if (!ok) notify('error', t('settings.saveFailed'));
    });
  };
  return (
    <MemberPage title={t('settings.title')}>
      <Stack gap="6">
        {failed ? (
          <Alert.Root status="error" data-testid="settings-load-failed">
            <Alert.Indicator />
            <Alert.Title>{t('settings.loadFailed')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <ProfileCard />
        <PreferencesCard settings={settings} onSave={onSave} />
        <CookiesCard settings={settings} onSave={onSave} />
        <SubscriptionCard />
        <DownloadDevicesCard />
        <SupportCard />
      </Stack>
    </MemberPage>
  );
}
