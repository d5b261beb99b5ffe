// Account half of membership (issue 10): settings, notifications, contact.
export * from './contact';
export * from './contact-codes';
export * from './contact-statuses';
export * from './new-account';
export * from './notifications';
export * from './settings';
export * from './settings-defaults';
