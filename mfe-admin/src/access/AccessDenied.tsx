import { DataList } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Button, Text } from '@premieres/ui';
import { Link as RouterLink } from 'react-router';
import { ADMIN_NS } from '../i18n';
import { Notice } from './Notice';

/** Signed in without a staff role: who is signed in, and why they cannot come in (spec §2). */
export function AccessDenied() {
  const { t } = useTranslation(ADMIN_NS);
  const user = useAuthStore((state) => state.user);
  const role = useAuthStore((state) => state.role);
  const rows = [
    { label: t('access.user'), value: user?.email ?? '' },
    { label: t('access.role'), value: t(`roles.${role}`) },
    { label: t('access.id'), value: user?.id ?? '' },
  ];
  return (
    <Notice title={t('access.denied')}>
      <DataList.Root orientation="horizontal" data-testid="admin-current-user">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text color="fg.muted">{t('access.restrictedNote')}</Text>
      <Button asChild variant="outline" alignSelf="start">
        <RouterLink to="/dashboard">{t('access.goToDashboard')}</RouterLink>
      </Button>
    </Notice>
  );
}
