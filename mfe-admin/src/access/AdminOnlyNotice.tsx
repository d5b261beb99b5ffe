import { useTranslation } from '@premieres/i18n';
import { Alert } from '@premieres/ui';
import { ADMIN_NS } from '../i18n';

/** A moderator on an admin-only tab (User Management), spec §2/§8. */
export function AdminOnlyNotice() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{t('access.adminRequired')}</Alert.Title>
    </Alert.Root>
  );
}
