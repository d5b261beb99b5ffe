import { useSignOut } from '@premieres/api-client/sign-out';
import { useAuthStore } from '@premieres/auth-store';
import type { OwnedRoute } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, BrandLogo, Button, Flex, HStack, IconButton, LanguageSelect, Spacer } from '@premieres/ui';
import { Download, LogOut, Menu, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { NotificationBell } from '../account/NotificationBell';
import { SHELL_NS } from '../i18n';
import { OfflineBadge } from '../offline/OfflineBadge';
import { CurrentViewer } from './CurrentViewer';
import { HeaderSearch } from './HeaderSearch';
import { isCurrent, logoTarget, NAV_ITEMS } from './nav-items';
import { PlanIndicator } from './PlanIndicator';
import { useOfferedLinks } from './useOfferedLinks';
import { useWideHeader } from './wide-screen';

export const HEADER_HEIGHT = '16';

// Every header control is a comfortable tap target (issue 12: at least 44 × 44 px).
const TAP_TARGETS = { '& a, & button, & select': { minHeight: '44px', minWidth: '44px' } } as const;

// The full navigation needs the width of a small laptop (useWideHeader); below it the menu
// (drawer) carries it, so the header never overflows on tablets (it did between 768 and 947 px).
const WIDE = 'lg';

// The drawer (and Chakra's dialog machinery) loads the first time the menu opens.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/**
 * The header of app pages (spec): logo, nav with the current page disabled, language, search, bell,
 * account. `routes` (the shell's route table) tells which links are grown-up pages, left out for a
 * kids profile.
 */
export function AppHeader({ routes = [] }: { routes?: readonly OwnedRoute[] }) {
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const signedIn = user !== null;
  const wide = useWideHeader();
  const offered = useOfferedLinks(routes);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        h={HEADER_HEIGHT}
        align="center"
        gap={{ base: '1', md: '3' }}
        css={TAP_TARGETS}
      >
        <IconButton
          variant="ghost"
          size="sm"
          display={{ base: 'inline-flex', [WIDE]: 'none' }}
          aria-label={t('header.openMenu')}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
        >
          <Menu />
        </IconButton>
        <RouterLink
          to={logoTarget(signedIn)}
          aria-label={tc('appName')}
          data-testid="header-logo"
          style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
        >
          <BrandLogo />
        </RouterLink>
        {wide ? (
          <HStack as="nav" aria-label={t('header.mainNavigation')} gap="1" ml="4">
            {NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly).map((item) => {
              const current = isCurrent(item.to, pathname);
              // Real links (a new tab, a copied address) with client-side navigation; the current
              // page's entry is shown disabled and leads nowhere (spec).
              return current ? (
                <Button key={item.to} asChild variant="ghost" size="sm">
                  <RouterLink
                    to={item.to}
                    aria-current="page"
                    aria-disabled="true"
                    data-disabled=""
                    tabIndex={-1}
                    onClick={(event) => event.preventDefault()}
                  >
                    {tc(item.labelKey)}
                  </RouterLink>
                </Button>
              ) : (
                <Button key={item.to} asChild variant="ghost" size="sm">
                  <RouterLink to={item.to}>{tc(item.labelKey)}</RouterLink>
                </Button>
              );
            })}
          </HStack>
        ) : null}
        <Spacer />
        <HeaderSearch />
        <Box display={{ base: 'none', sm: 'block' }}>
          <LanguageSelect size="xs" width="7.5rem" />
        </Box>
        <OfflineBadge />
        <NotificationBell />
        {loading ? null : signedIn ? (
          wide ? (
            <HStack gap="1">
              {offered('/billing') ? <PlanIndicator /> : null}
              <CurrentViewer />
              {/* Downloads (issue 27): what this browser holds to watch without a network. */}
              <IconButton asChild variant="ghost" size="sm" aria-label={tc('nav.downloads')}>
                <RouterLink to="/downloads">
                  <Download />
                </RouterLink>
              </IconButton>
              {offered('/settings') ? (
                <IconButton asChild variant="ghost" size="sm" aria-label={tc('nav.settings')}>
                  <RouterLink to="/settings">
                    <Settings />
                  </RouterLink>
                </IconButton>
              ) : null}
              <Button variant="outline" size="sm" onClick={() => void signOut.run()}>
                <LogOut />
                {tc('actions.signOut')}
              </Button>
            </HStack>
          ) : null
        ) : (
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/auth">{tc('actions.signIn')}</RouterLink>
          </Button>
        )}
      </Flex>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onSignOut={() => void signOut.run()}
            routes={routes}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
