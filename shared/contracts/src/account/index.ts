// Account half of membership (issue 10): settings, the account profile, notifications, contact.
export * from './contact';
export * from './new-account';
export * from './notifications';
export * from './profile';
export * from './settings';
