import { useTranslation } from '@premieres/i18n';
import { Bell } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { SHELL_NS } from '../i18n';
import { useUnreadCount } from './useUnreadCount';

/**
 * The header bell: to the notifications page (`to`, declared `nav: bell` by its remote), with the
 * unread count as a badge for a signed-in member. Plain (the header's chrome-css), no UI kit.
 */
export function NotificationBell({ to }: { to: string }) {
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  const unread = useUnreadCount();
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : tc('nav.notifications');
  return (
    <div className="ah-bell">
      <RouterLink
        to={to}
        aria-label={label}
        className="pk-btn"
        data-variant="ghost"
        data-size="sm"
        data-icon=""
      >
        <Bell aria-hidden="true" />
      </RouterLink>
      {unread > 0 ? (
        <span aria-hidden="true" data-testid="bell-badge" className="ah-bell-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </div>
  );
}
