import { Alert, Card, Input, Stack } from '@chakra-ui/react';
import { accountApi } from '@premieres/api-client';
import type { AccountProfile } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { PageSpinner } from '@premieres/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../api/keys';
import { ACCOUNT_READ, useMemberId } from '../api/reads';
import { FormField } from '../components/FormField';
import { formatDate } from '../member/formatDate';
import { MemberPage } from '../member/MemberPage';
import { FullNameForm } from './FullNameForm';

/** /profile: e-mail and member-since date (read-only) and the full name, which can be changed. */
export function AccountDetailsPage() {
  const { t, i18n } = useTranslation('account');
  const key = accountKeys.profile(useMemberId());
  const client = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => accountApi.profile(), ...ACCOUNT_READ });
  const profile = query.data ?? null;
  const failed = query.isError;
  const setProfile = (saved: AccountProfile) => client.setQueryData(key, saved);

  return (
    <MemberPage title={t('profile.title')}>
      <Card.Root>
        <Card.Body>
          {failed ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('profile.loadFailed')}</Alert.Title>
            </Alert.Root>
          ) : profile === null ? (
            <PageSpinner minHeight="20vh" />
          ) : (
            <Stack gap="4">
              <FormField label={t('profile.email')}>
                <Input name="email" value={profile.email} readOnly />
              </FormField>
              <FormField label={t('profile.memberSince')}>
                <Input name="memberSince" value={formatDate(profile.created_at, i18n.language)} readOnly />
              </FormField>
              <FullNameForm profile={profile} onSaved={setProfile} />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </MemberPage>
  );
}
