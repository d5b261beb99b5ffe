import { Alert, Stack } from '@chakra-ui/react';
import type { AccountSettingsPatch } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { MemberPage } from '../member/MemberPage';
import { CookiesCard } from './CookiesCard';
import { DownloadDevicesCard } from './DownloadDevicesCard';
import { PreferencesCard } from './PreferencesCard';
import { ProfileCard } from './ProfileCard';
import { SubscriptionCard } from './SubscriptionCard';
import { SupportCard } from './SupportCard';
import { useAccountSettings } from './useAccountSettings';

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
