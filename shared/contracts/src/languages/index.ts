export * from './language-choices';
export * from './language-preferences';
