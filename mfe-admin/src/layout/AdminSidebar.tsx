import { useTranslation } from '@premieres/i18n';
import { Box, Button, chakra, DocumentTitle, Stack } from '@premieres/ui';
import { ChevronDown, Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ADMIN_NS } from '../i18n';
import { ADMIN_TABS, DEFAULT_TAB, findTab } from '../tabs';

const TabLink = chakra(NavLink);

/**
 * The tab list. From `md` up it is a column beside the page; below, it collapses behind a
 * button naming the current tab, so a 360 px screen keeps its width for the page.
 */
export function AdminSidebar() {
  const { t } = useTranslation(ADMIN_NS);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const current = findTab(pathname.split('/')[2]) ?? findTab(DEFAULT_TAB);
  return (
    <Box
      as="nav"
      aria-label={t('sidebar.label')}
      w={{ base: 'full', md: '60' }}
      flexShrink="0"
      borderRightWidth={{ base: '0', md: '1px' }}
      borderBottomWidth={{ base: '1px', md: '0' }}
      borderColor="border.muted"
      p="3"
    >
      {current ? <DocumentTitle page={t(current.labelKey)} /> : null}
      <Button
        hideFrom="md"
        w="full"
        variant="outline"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls="admin-tab-list"
        onClick={() => setOpen((value) => !value)}
      >
        <Menu aria-hidden />
        {current ? t(current.labelKey) : t('sidebar.label')}
        <ChevronDown aria-hidden />
      </Button>
      <Stack
        as="ul"
        id="admin-tab-list"
        listStyleType="none"
        gap="1"
        mt={{ base: open ? '2' : '0', md: '0' }}
        display={{ base: open ? 'flex' : 'none', md: 'flex' }}
      >
        {ADMIN_TABS.map((tab) => (
          <li key={tab.slug}>
            <TabLink
              to={`/admin/${tab.slug}`}
              onClick={() => setOpen(false)}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              color="fg.muted"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              css={{ '&.active': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
            >
              <tab.icon size={18} aria-hidden />
              {t(tab.labelKey)}
            </TabLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
