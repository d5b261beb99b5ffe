import { Stack, Text } from '@chakra-ui/react';
import type { AccountSettings, AccountSettingsPatch } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { SettingSwitch } from './SettingSwitch';
import { SettingsCard } from './SettingsCard';

export interface CookiesCardProps {
  settings: AccountSettings | null;
  onSave: (patch: AccountSettingsPatch) => void;
}

/** The cookie preferences the privacy page promises: essential always on; analytics; marketing. */
export function CookiesCard({ settings, onSave }: CookiesCardProps) {
  const { t } = useTranslation('account');
  const loading = settings === null;
  return (
    <SettingsCard id="settings-cookies" title={t('settings.cookiesSection')}>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t('settings.cookiesIntro')}
        </Text>
        <SettingSwitch
          label={t('settings.cookiesEssential')}
          hint={t('settings.cookiesEssentialHint')}
          checked
          disabled
          onChange={() => undefined}
        />
        <SettingSwitch
          label={t('settings.cookiesAnalytics')}
          hint={t('settings.cookiesAnalyticsHint')}
          checked={settings?.cookies.analytics ?? false}
          disabled={loading}
          onChange={(analytics) => onSave({ cookies: { analytics } })}
        />
        <SettingSwitch
          label={t('settings.cookiesMarketing')}
          hint={t('settings.cookiesMarketingHint')}
          checked={settings?.cookies.marketing ?? false}
          disabled={loading}
          onChange={(marketing) => onSave({ cookies: { marketing } })}
        />
      </Stack>
    </SettingsCard>
  );
}
