import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { notify, PageSpinner } from '@premieres/ui';
import { BellOff } from 'lucide-react';
import { MemberPage } from '../member/MemberPage';
import { NotificationCard } from './NotificationCard';
import { unreadCount } from './notificationChange';
import { useNotifications } from './useNotifications';

/** /notifications: the member's stored notifications, unread badge; mark read, mark all read, delete. */
export function NotificationsPage() {
  const { t } = useTranslation('account');
  const { items, failed, markRead, markAllRead, remove } = useNotifications();
  const unread = items ? unreadCount(items) : 0;
  const now = Date.now();
  const report = (done: Promise<boolean>) => {
    void done.then((ok) => {
      if (!ok) notify('error', t('notifications.actionFailed'));
    });
  };

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
          onClick={() => report(markAllRead())}
        >
          {t('notifications.markAllRead')}
        </Button>
      </HStack>
      {failed && !items ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('notifications.loadFailed')}</Alert.Title>
        </Alert.Root>
      ) : !items ? (
        <PageSpinner minHeight="30vh" />
      ) : items.length === 0 ? (
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
              now={now}
              onMarkRead={(id) => report(markRead(id))}
              onDelete={(id) => report(remove(id))}
            />
          ))}
        </Stack>
      )}
    </MemberPage>
  );
}
