import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { BellOff } from 'lucide-react';
import { useReducer } from 'react';
import { MemberPage } from './MemberPage';
import { NotificationCard } from './notifications/NotificationCard';
import { notificationsReducer, unreadCount } from './notifications/notificationsReducer';
import { SAMPLE_NOTIFICATIONS } from './notifications/sampleNotifications';

/** /notifications: the three samples with an unread-count badge; read / all read / delete, local only. */
export function NotificationsPage() {
  const { t } = useTranslation('account');
  const [items, dispatch] = useReducer(notificationsReducer, SAMPLE_NOTIFICATIONS);
  const unread = unreadCount(items);

  const badge =
    unread > 0 ? (
      <Badge colorPalette="brand" variant="solid" size="lg" data-testid="unread-badge">
        {t('notifications.unread', { count: unread })}
      </Badge>
    ) : null;

  return (
    <MemberPage title={t('notifications.title')} titleAside={badge}>
      <HStack justify="flex-end" mb="4">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={unread === 0}
          onClick={() => dispatch({ type: 'markAllRead' })}
        >
          {t('notifications.markAllRead')}
        </Button>
      </HStack>
      {items.length === 0 ? (
        <Stack align="center" gap="2" py="12" color="fg.muted" data-testid="notifications-empty">
          <BellOff size={40} aria-hidden="true" />
          <Text fontWeight="medium">{t('notifications.empty')}</Text>
          <Text fontSize="sm">{t('notifications.emptyHint')}</Text>
        </Stack>
      ) : (
        <Stack as="ul" gap="3" aria-label={t('notifications.title')}>
          {items.map((item) => (
            <NotificationCard
              key={item.id}
              item={item}
              onMarkRead={(id) => dispatch({ type: 'markRead', id })}
              onDelete={(id) => dispatch({ type: 'delete', id })}
            />
          ))}
        </Stack>
      )}
    </MemberPage>
  );
}
