import { useAuthStore } from '@premieres/auth-store';
import type { OwnedRoute } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, DocumentTitle, Heading, Link, Text } from '@premieres/ui';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { logoTarget } from '../chrome/nav-items';
import { SHELL_NS } from '../i18n';
import { log } from '../log';

/**
 * Any path no remote owns: 'Oops! Page not found' with a way home (where the logo leads: the
 * declared home of a member or a visitor, from `routes`); the bad path is logged.
 */
export function NotFound({ routes = [] }: { routes?: readonly OwnedRoute[] }) {
  const { pathname } = useLocation();
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  const signedIn = useAuthStore((state) => state.user !== null);
  useEffect(() => {
    log('error', '404: no route for this path', { path: pathname });
  }, [pathname]);
  return (
    <Box
      as="main"
      minHeight="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
    >
      <DocumentTitle page={tc('errors.notFound')} />
      <Box>
        <Heading as="h1" fontSize="6xl" fontWeight="black" color="brand.solid">
          {t('notFound.code')}
        </Heading>
        <Text mt="2" fontSize="xl" color="fg.muted">
          {tc('errors.notFound')}
        </Text>
        <Link asChild mt="6" color="brand.fg" textDecoration="underline">
          <RouterLink to={logoTarget(routes, signedIn)}>{tc('actions.returnHome')}</RouterLink>
        </Link>
      </Box>
    </Box>
  );
}
