import { Box, Flex } from '@premieres/ui';
import { Outlet } from 'react-router';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';

/** Header on top; sidebar beside the tab's page (above it, collapsed, on narrow screens). */
export function AdminLayout() {
  return (
    <Box minH="100vh">
      <AdminHeader />
      <Flex direction={{ base: 'column', md: 'row' }} align="stretch">
        <AdminSidebar />
        <Box as="main" flex="1" minW="0" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Flex>
    </Box>
  );
}
