import { Drawer, Portal } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import type { OwnedRoute } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, CloseButton, LanguageSelect, Text, VStack } from '@premieres/ui';
import { useLocation, useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n';
import { isCurrent, navItems } from './nav-items';
import { navLabelText } from './nav-label';
import { useOfferedLinks } from './useOfferedLinks';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
  /** The shell's route table: grown-up pages are not offered to a kids profile. */
  routes?: readonly OwnedRoute[];
}

/**
 * The mobile menu (spec: main items, account or sign-in, info links, sign-out and welcome at the
 * bottom), from the links the remotes declare for the drawer, in their order. Loaded on first
 * open, drawn in the header's UI-kit island (UiIsland: the kit's provider, loaded then): the
 * shell's Drawer is the kit's own Chakra copy, so that provider serves it.
 */
export default function MobileDrawer({ open, onOpenChange, onSignOut, routes = [] }: Props) {
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const offered = useOfferedLinks(routes);
  const links = navItems(routes, 'drawer', user !== null).filter((link) => offered(link.to));
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  const item = (to: string, label: string) => (
    <Button
      key={to}
      variant="ghost"
      justifyContent="flex-start"
      disabled={isCurrent(to, pathname)}
      aria-current={isCurrent(to, pathname) ? 'page' : undefined}
      onClick={() => go(to)}
    >
      {label}
    </Button>
  );
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('drawer.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <VStack as="nav" align="stretch" gap="1" aria-label={t('header.mainNavigation')}>
                {links.map((link) =>
                  link.primary ? (
                    <Button key={link.to} colorPalette="brand" my="2" onClick={() => go(link.to)}>
                      {navLabelText(tc, link.label)}
                    </Button>
                  ) : (
                    item(link.to, navLabelText(tc, link.label))
                  ),
                )}
              </VStack>
              {/* The header hides its picker on phones: the menu always carries it. */}
              <VStack align="stretch" mt="4">
                <LanguageSelect size="md" width="100%" />
              </VStack>
            </Drawer.Body>
            {user ? (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
                <Text fontSize="sm" color="fg.muted" data-testid="drawer-welcome">
                  {t('drawer.welcome', { email: user.email })}
                </Text>
                <Button
                  variant="outline"
                  onClick={() => {
                    onOpenChange(false);
                    onSignOut();
                  }}
                >
                  {tc('actions.signOut')}
                </Button>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('header.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
