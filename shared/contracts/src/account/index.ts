// Account half of membership (issue 10): settings, notifications, contact.
export * from './contact';
export * from './new-account';
export * from './notifications';
export * from './settings';
