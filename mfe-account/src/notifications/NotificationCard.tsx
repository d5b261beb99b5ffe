import { Badge, Box, Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { NotificationType, StoredNotification } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { CreditCard, Film, PartyPopper, Trash } from 'lucide-react';
import { notificationText, timeAgo } from './notificationText';

const TYPE_ICONS: Record<NotificationType, typeof Film> = {
  content: Film,
  welcome: PartyPopper,
  billing: CreditCard,
};

export interface NotificationCardProps {
  item: StoredNotification;
  /** Now, for '2 hours ago'. */
  now: number;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/** One notification: type icon, title, message, time; Mark as read while unread; Delete. */
export function NotificationCard({ item, now, onMarkRead, onDelete }: NotificationCardProps) {
  const { t, i18n } = useTranslation('account');
  const Icon = TYPE_ICONS[item.type];
  const { title, message } = notificationText(t, item, i18n.language);
  return (
    <Card.Root
      as="li"
      listStyleType="none"
      variant={item.read ? 'subtle' : 'outline'}
      borderColor={item.read ? undefined : 'brand.solid'}
      data-testid={`notification-${item.id}`}
      data-read={item.read}
      aria-label={title}
    >
      <Card.Body>
        <HStack align="flex-start" gap="4">
          <Box color={item.read ? 'fg.muted' : 'brand.fg'} pt="1">
            <Icon size={22} aria-hidden="true" />
          </Box>
          <Stack gap="1" flex="1" minWidth="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight={item.read ? 'normal' : 'semibold'}>{title}</Text>
              <Badge size="sm" variant="surface">
                {t(`notifications.types.${item.type}`)}
              </Badge>
              {item.read ? null : (
                <Badge size="sm" colorPalette="brand" variant="solid">
                  {t('notifications.new')}
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted">{message}</Text>
            <Text fontSize="sm" color="fg.subtle">
              <time dateTime={item.created_at}>{timeAgo(item.created_at, now, i18n.language)}</time>
            </Text>
          </Stack>
          <HStack gap="1">
            {item.read ? null : (
              <Button type="button" size="sm" variant="ghost" onClick={() => onMarkRead(item.id)}>
                {t('notifications.markRead')}
              </Button>
            )}
            <IconButton
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('notifications.delete', { title })}
              title={t('notifications.delete', { title })}
              onClick={() => onDelete(item.id)}
            >
              <Trash aria-hidden="true" />
            </IconButton>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
