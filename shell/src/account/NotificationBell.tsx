import { useTranslation } from '@premieres/i18n';
import { Box, IconButton } from '@premieres/ui';
import { Bell } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { SHELL_NS } from '../i18n';
import { useUnreadCount } from './useUnreadCount';

/**
 * The header bell: to the notifications page (`to`, declared `nav: bell` by its remote), with the
 * unread count as a badge for a signed-in member.
 */
export function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  const unread = useUnreadCount();
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : tc('nav.notifications');
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" size="sm" aria-label={label}>
        <RouterLink to={to}>
          <Bell />
        </RouterLink>
      </IconButton>
      {unread > 0 ? (
        <Box
          as="span"
          aria-hidden="true"
          data-testid="bell-badge"
          position="absolute"
          top="0"
          insetEnd="0"
          // Centred by flex with a unit line height: a bare lineHeight="4" is 4 × the font size
          // (40 px), which drew the count under the 16 px dot instead of in it.
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          minW="4"
          h="4"
          px="1"
          rounded="full"
          bg="brand.solid"
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1"
          pointerEvents="none"
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      ) : null}
    </Box>
  );
}
