import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { useState } from 'react';
import { SettingSwitch } from './SettingSwitch';
import { SettingsCard } from './SettingsCard';

/** Email notifications and Autoplay next episode: both on by default, local only (spec §2, §7). */
export function PreferencesCard() {
  const { t } = useTranslation('account');
  const [emailNotifications, setEmailNotifications] = useState(true);
  const [autoplay, setAutoplay] = useState(true);
  return (
    <SettingsCard id="settings-preferences" title={t('settings.preferencesSection')}>
      <Stack gap="5">
        <SettingSwitch
          label={t('settings.emailNotifications')}
          hint={t('settings.emailNotificationsHint')}
          checked={emailNotifications}
          onChange={setEmailNotifications}
        />
        <SettingSwitch
          label={t('settings.autoplay')}
          hint={t('settings.autoplayHint')}
          checked={autoplay}
          onChange={setAutoplay}
        />
        <Text fontSize="sm" color="fg.subtle">
          {t('settings.preferencesNote')}
        </Text>
      </Stack>
    </SettingsCard>
  );
}
