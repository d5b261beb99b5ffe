import { Stack, Text } from '@chakra-ui/react';
import type { AccountSettings, AccountSettingsPatch } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { LanguageSelect } from '@premieres/ui';
import { SettingSwitch } from './SettingSwitch';
import { SettingsCard } from './SettingsCard';

export interface PreferencesCardProps {
  settings: AccountSettings | null;
  onSave: (patch: AccountSettingsPatch) => void;
}

/**
 * Email notifications and Autoplay next episode (both on by default) and the interface language,
 * saved to the account. The language select is the shared one: the shell saves every change of
 * language to the account, wherever it is made.
 */
export function PreferencesCard({ settings, onSave }: PreferencesCardProps) {
  const { t } = useTranslation('account');
  const loading = settings === null;
  return (
    <SettingsCard id="settings-preferences" title={t('settings.preferencesSection')}>
      <Stack gap="5">
        <SettingSwitch
          label={t('settings.emailNotifications')}
          hint={t('settings.emailNotificationsHint')}
          checked={settings?.emailNotifications ?? false}
          disabled={loading}
          onChange={(emailNotifications) => onSave({ emailNotifications })}
        />
        <SettingSwitch
          label={t('settings.autoplay')}
          hint={t('settings.autoplayHint')}
          checked={settings?.autoplay ?? false}
          disabled={loading}
          onChange={(autoplay) => onSave({ autoplay })}
        />
        <Stack direction="row" justify="space-between" align="center" gap="4" wrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="medium">{t('settings.language')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('settings.languageHint')}
            </Text>
          </Stack>
          <LanguageSelect />
        </Stack>
        <Text fontSize="sm" color="fg.subtle">
          {t('settings.preferencesNote')}
        </Text>
      </Stack>
    </SettingsCard>
  );
}
