import { useSignOut } from '@premieres/api-client/sign-out';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Button, Flex, Heading, HStack, Text } from '@premieres/ui';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { ADMIN_NS } from '../i18n';

/** Spec §2: welcome with e-mail and role, Dashboard, Sign Out. */
export function AdminHeader() {
  const { t } = useTranslation(ADMIN_NS);
  const email = useAuthStore((state) => state.user?.email ?? '');
  const role = useAuthStore((state) => state.role);
  // Every cached staff read goes with the session.
  const signOut = useSignOut({ dropQueries: {} });
  return (
    <Flex
      as="header"
      wrap="wrap"
      gap="3"
      align="center"
      justify="space-between"
      px={{ base: '3', md: '6' }}
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <div>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {t('title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="admin-welcome" wordBreak="break-all">
          {t('header.welcome', { email, role: t(`roles.${role}`) })}
        </Text>
      </div>
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/dashboard">
            <LayoutDashboard aria-hidden /> {t('header.dashboard')}
          </RouterLink>
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void signOut.run()} loading={signOut.pending}>
          <LogOut aria-hidden /> {t('header.signOut')}
        </Button>
      </HStack>
    </Flex>
  );
}
