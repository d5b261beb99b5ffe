import { useSignOut } from '@premieres/api-client/sign-out';
import { useAuthStore } from '@premieres/auth-store';
import type { OwnedRoute } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, BrandLogo, Button, Flex, HStack, IconButton, LanguageSelect, Spacer } from '@premieres/ui';
import { Download, LogOut, Menu, Settings } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { NotificationBell } from '../account/NotificationBell';
import { SHELL_NS } from '../i18n';
import { OfflineBadge } from '../offline/OfflineBadge';
import { CurrentViewer } from './CurrentViewer';
import { HeaderSearch } from './HeaderSearch';
import { isCurrent, logoTarget, type NavItem, navItems, placeTarget } from './nav-items';
import { navLabelText } from './nav-label';
import { PlanIndicator } from './PlanIndicator';
import { useOfferedLinks } from './useOfferedLinks';
import { useWideHeader } from './wide-screen';

export const HEADER_HEIGHT = '16';

// Every header control is a comfortable tap target (issue 12: at least 44 × 44 px).
const TAP_TARGETS = { '& a, & button, & select': { minHeight: '44px', minWidth: '44px' } } as const;

// The full navigation needs the width of a small laptop (useWideHeader); below it the menu
// (drawer) carries it, so the header never overflows on tablets (it did between 768 and 947 px).
const WIDE = 'lg';

/** The icons a remote may ask for in the account group (NavIcon). */
const ICONS: Record<NonNullable<NavItem['icon']>, ComponentType> = { download: Download, settings: Settings };

// The drawer (and Chakra's dialog machinery) loads the first time the menu opens.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/**
 * The header of app pages (spec): logo, nav with the current page disabled, language, search, bell,
 * account. `routes` (the shell's route table) holds the links the remotes declare (`nav`) and which
 * are grown-up pages, left out for a kids profile.
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
  const home = logoTarget(routes, signedIn);
  const account = navItems(routes, 'account', signedIn).filter((item) => offered(item.to));
  const searchTo = placeTarget(routes, 'search', signedIn);
  const bellTo = placeTarget(routes, 'bell', signedIn);

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
          to={home}
          aria-label={tc('appName')}
          data-testid="header-logo"
          style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
        >
          <BrandLogo />
        </RouterLink>
        {wide ? (
          <HStack as="nav" aria-label={t('header.mainNavigation')} gap="1" ml="4">
            {navItems(routes, 'header', signedIn).map((item) => {
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
                    {navLabelText(tc, item.label)}
                  </RouterLink>
                </Button>
              ) : (
                <Button key={item.to} asChild variant="ghost" size="sm">
                  <RouterLink to={item.to}>{navLabelText(tc, item.label)}</RouterLink>
                </Button>
              );
            })}
          </HStack>
        ) : null}
        <Spacer />
        {searchTo ? <HeaderSearch to={searchTo} /> : null}
        <Box display={{ base: 'none', sm: 'block' }}>
          <LanguageSelect size="xs" width="7.5rem" />
        </Box>
        <OfflineBadge />
        {bellTo ? <NotificationBell to={bellTo} /> : null}
        {loading ? null : signedIn ? (
          wide ? (
            <HStack gap="1">
              {account.map((item) => (
                <AccountLink key={item.to} item={item} home={home} />
              ))}
              <Button variant="outline" size="sm" onClick={() => void signOut.run()}>
                <LogOut />
                {tc('actions.signOut')}
              </Button>
            </HStack>
          ) : null
        ) : (
          account.map((item) => (
            <Button key={item.to} asChild colorPalette="brand" size="sm">
              <RouterLink to={item.to}>{navLabelText(tc, item.label)}</RouterLink>
            </Button>
          ))
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

/**
 * One declared link of the signed-in account group: a widget the shell draws (plan, who is
 * watching) or an icon button named by its label (downloads, settings).
 */
function AccountLink({ item, home }: { item: NavItem; home: string }) {
  const { t: tc } = useTranslation('common');
  if (item.widget === 'plan') return <PlanIndicator to={item.to} unsubscribedTo={item.unsubscribedTo} />;
  if (item.widget === 'viewer') return <CurrentViewer to={item.to} home={home} />;
  const Icon = item.icon ? ICONS[item.icon] : null;
  return (
    <IconButton asChild variant="ghost" size="sm" aria-label={navLabelText(tc, item.label)}>
      <RouterLink to={item.to}>{Icon ? <Icon /> : navLabelText(tc, item.label)}</RouterLink>
    </IconButton>
  );
}
