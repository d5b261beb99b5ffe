import { useTranslation } from '@premieres/i18n';
import { Box, IconButton } from '@premieres/ui';
import { Bell } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { SHELL_NS } from '../i18n';
import { useUnreadCount } from './useUnreadCount';

/** The header bell: to /notifications, with the unread count as a badge for a signed-in member. */
export function NotificationBell() {
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  const unread = useUnreadCount();
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : tc('nav.notifications');
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" size="sm" aria-label={label}>
        <RouterLink to="/notifications">
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
          minW="4"
          h="4"
          px="1"
          rounded="full"
          bg="brand.solid"
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="4"
          textAlign="center"
          pointerEvents="none"
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      ) : null}
    </Box>
  );
}
