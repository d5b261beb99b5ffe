// Where the member's notifications live and their typed route table (the notification itself:
// account/notifications.ts).
export * from './notification-paths';
export * from './notification-routes';
