export * from './language-preferences';
