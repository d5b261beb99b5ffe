import { Button, Card, Input, Stack } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { FormField } from '../components/FormField';
import { formatDate } from './formatDate';
import { MemberPage } from './MemberPage';

/** /profile: read-only e-mail and member-since date (spec §2, Other pages). */
export function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const user = useAuthStore((state) => state.user);
  return (
    <MemberPage title={t('profile.title')}>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <FormField label={t('profile.email')}>
              <Input name="email" value={user?.email ?? ''} readOnly />
            </FormField>
            <FormField label={t('profile.memberSince')}>
              <Input name="memberSince" value={formatDate(user?.created_at, i18n.language)} readOnly />
            </FormField>
            {/* The spec's Edit Profile button has no action. */}
            <Button type="button" alignSelf="flex-start" variant="outline">
              {t('profile.editProfile')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </MemberPage>
  );
}
