import type { NotificationItem } from '@premieres/contracts';

/**
 * The spec's three hard-coded sample notifications, one of each type. `title`, `message` and
 * `time` hold keys of the 'account' namespace, so the texts follow the interface language.
 */
export const SAMPLE_NOTIFICATIONS: readonly NotificationItem[] = [
  {
    id: 'n-content',
    type: 'content',
    title: 'notifications.samples.content.title',
    message: 'notifications.samples.content.message',
    time: 'notifications.samples.content.time',
    read: false,
  },
  {
    id: 'n-welcome',
    type: 'welcome',
    title: 'notifications.samples.welcome.title',
    message: 'notifications.samples.welcome.message',
    time: 'notifications.samples.welcome.time',
    read: false,
  },
  {
    id: 'n-billing',
    type: 'billing',
    title: 'notifications.samples.billing.title',
    message: 'notifications.samples.billing.message',
    time: 'notifications.samples.billing.time',
    read: true,
  },
];
